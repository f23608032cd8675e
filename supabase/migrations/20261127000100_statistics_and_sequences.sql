-- Hardening, round 4 (issue 31): planner statistics and sequences.
--
-- 1. Planner estimates. Round 3 gave every column of a readable relation no statistics, but an
--    index keeps statistics of its expressions (form_submissions_email_lower_idx kept the most
--    common values of lower(email)), and an extended statistic keeps its own. The planner reads
--    them for a caller's EXPLAIN (`Prefer: count=planned`) with a leakproof operator such as `=`,
--    whatever RLS lets the caller read. private.keep_no_planner_statistics(rel) now covers the
--    table's columns, every expression column of its indexes and its extended statistics, and
--    clears what was gathered before:
--      * as a superuser (the local backend, the SQL tests): the rows of pg_statistic and
--        pg_statistic_ext_data go;
--      * as the owner without superuser rights (a Supabase project): an expression index or an
--        extended statistic that holds statistics is dropped and created again from its own
--        definition (a new one holds none); the table's own column statistics are cleared with
--        pg_clear_attribute_stats where the server has it (PostgreSQL 18); on an older server
--        they cannot be removed by the owner, and a WARNING says so (docs/operating-supabase.md).
--    Run it again after any migration that adds a readable table, column, index or statistic
--    (supabase/tests/90_planner_estimates walks pg_stats and pg_stats_ext and fails otherwise).
-- 2. Sequences. Every identity column's sequence was readable by anon and authenticated under the
--    old default privileges (last_value counts audit entries, transcripts, revisions). An
--    identity column needs no privilege on its sequence for an insert, so the API roles get none,
--    now or later.
--
-- Redefines: private.keep_no_planner_statistics(regclass) (first in
--    20261124000100_hardening_round3.sql)

begin;

create or replace function private.keep_no_planner_statistics(rel regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  col name;
  idx record;
  stx record;
  k integer;
  def text;
  note text;
  superuser boolean := coalesce((select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user), false);
  can_clear boolean := to_regprocedure('pg_catalog.pg_clear_attribute_stats(text, text, text, boolean)') is not null;
  kept_columns boolean;
begin
  -- The table's columns.
  for col in
    select a.attname from pg_catalog.pg_attribute a
    where a.attrelid = rel and a.attnum > 0 and not a.attisdropped
  loop
    execute format('alter table %s alter column %I set statistics 0', rel, col);
  end loop;

  -- Its indexes' expression columns (a plain column of an index keeps no statistics of its own).
  for idx in
    -- The name as text: the oid changes when the index is created again.
    select i.indexrelid::regclass::text as name, i.indkey::int2[] as keys, i.indnkeyatts,
           exists (select 1 from pg_catalog.pg_constraint c where c.conindid = i.indexrelid) as backs_constraint,
           -- pg_stats, not pg_statistic: the owner reads it without superuser rights.
           exists (select 1 from pg_catalog.pg_stats s join pg_catalog.pg_class c on c.oid = i.indexrelid
                   where s.schemaname = c.relnamespace::regnamespace::text and s.tablename = c.relname) as has_stats_seen,
           exists (select 1 from pg_catalog.pg_attribute a where a.attrelid = i.indexrelid and a.attnum > 0
                     and coalesce(a.attstattarget, -1) <> 0
                     and i.indkey[a.attnum - 1] = 0) as untreated
    from pg_catalog.pg_index i
    where i.indrelid = rel and i.indexprs is not null
  loop
    if not superuser and (idx.untreated or idx.has_stats_seen) and not idx.backs_constraint then
      -- Not a superuser: a new index is the only way to lose the old one's statistics.
      def := pg_catalog.pg_get_indexdef(idx.name::regclass);
      note := pg_catalog.obj_description(idx.name::regclass, 'pg_class');
      execute format('drop index %s', idx.name);
      execute def;
      if note is not null then
        execute format('comment on index %s is %L', idx.name, note);
      end if;
    end if;
    for k in 1 .. idx.indnkeyatts loop
      if idx.keys[k - 1] = 0 then
        execute format('alter index %s alter column %s set statistics 0', idx.name, k);
      end if;
    end loop;
  end loop;

  -- Its extended statistics.
  for stx in
    select s.oid, format('%I.%I', s.stxnamespace::regnamespace::text, s.stxname) as name
    from pg_catalog.pg_statistic_ext s where s.stxrelid = rel
  loop
    if not superuser then
      def := pg_catalog.pg_get_statisticsobjdef(stx.oid);
      execute format('drop statistics %s', stx.name);
      execute def;
    end if;
    execute format('alter statistics %s set statistics 0', stx.name);
  end loop;

  -- What was gathered before.
  if superuser then
    delete from pg_catalog.pg_statistic s
    where s.starelid = rel or s.starelid in (select i.indexrelid from pg_catalog.pg_index i where i.indrelid = rel);
    delete from pg_catalog.pg_statistic_ext_data d
    where d.stxoid in (select s.oid from pg_catalog.pg_statistic_ext s where s.stxrelid = rel);
  else
    select exists (select 1 from pg_catalog.pg_stats s
                   where s.schemaname = (select c.relnamespace::regnamespace::text from pg_catalog.pg_class c where c.oid = rel)
                     and s.tablename = (select c.relname from pg_catalog.pg_class c where c.oid = rel))
      into kept_columns;
    if kept_columns and can_clear then
      for col in
        select a.attname from pg_catalog.pg_attribute a
        where a.attrelid = rel and a.attnum > 0 and not a.attisdropped
      loop
        execute 'select pg_catalog.pg_clear_attribute_stats($1, $2, $3, $4)'
          using (select c.relnamespace::regnamespace::text from pg_catalog.pg_class c where c.oid = rel),
                (select c.relname::text from pg_catalog.pg_class c where c.oid = rel), col::text, false;
        execute 'select pg_catalog.pg_clear_attribute_stats($1, $2, $3, $4)'
          using (select c.relnamespace::regnamespace::text from pg_catalog.pg_class c where c.oid = rel),
                (select c.relname::text from pg_catalog.pg_class c where c.oid = rel), col::text, true;
      end loop;
    elsif kept_columns then
      raise warning 'keep_no_planner_statistics: % keeps column statistics gathered before; only a superuser can remove them on this server (docs/operating-supabase.md)', rel;
    end if;
  end if;
end;
$$;
revoke all on function private.keep_no_planner_statistics(regclass) from public, anon, authenticated, service_role;

-- Every relation an API role may read (tables, partitioned tables, materialized views).
do $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass from pg_catalog.pg_class c
    where c.relnamespace in ('public'::regnamespace, 'analytics'::regnamespace)
      and c.relkind in ('r', 'p', 'm')
      and (has_any_column_privilege('anon', c.oid, 'select')
           or has_any_column_privilege('authenticated', c.oid, 'select'))
  loop
    perform private.keep_no_planner_statistics(rel);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------- sequences
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all sequences in schema analytics from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;

commit;
