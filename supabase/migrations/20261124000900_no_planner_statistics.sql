-- Hardening, round 3, for what came after it: every relation an API role may read keeps no
-- planner statistics (see 20261124000100_hardening_round3.sql: estimates must never tell a caller
-- what rows they may not read hold). The tables and columns added since (audit log, chat
-- transcripts, post revisions, publishing columns) get the same call; run it again after any
-- migration that adds a readable table or column (supabase/tests/90_planner_estimates checks).
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
