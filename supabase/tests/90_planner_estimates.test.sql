-- Planner estimates (round-3 hardening, item 1; round 4, issue 31): what anon and a signed-in
-- member see of EXPLAIN (PostgREST's `Prefer: count=planned`) on every relation they may read
-- does not change with the data. Two datasets of the same size but different content are
-- analyzed in turn; for each relation, each column and each index expression, a battery of
-- predicates (=, <, LIKE 'prefix%', @>, IS NULL) is explained as each role, and every row
-- estimate in the plans must be the same for both. After ANALYZE with data, pg_stats and
-- pg_stats_ext hold nothing for any relation or index those roles can reach.
--
-- What is proven about counts, and what is not:
--   * the row estimates do not follow the content, including the predicates of partial indexes
--     (the datasets differ in how many leads are not notified and how many events are chat
--     questions, which is what form_submissions_not_notified_idx and
--     site_events_chatbot_created_at_idx hold): a partial index's size changes plan costs only,
--     never a row estimate, and `count=planned` answers the row estimate;
--   * no sequence is readable by anon or a member (last_value counted audit entries, transcripts,
--     revisions);
--   * NOT provable, and not attempted: pg_class.reltuples and relpages of tables and indexes are
--     readable by every role with an SQL session (the catalogs are world-readable, and a
--     migration cannot revoke them on Supabase). The API roles never get an SQL session: PostgREST
--     exposes the public schema, not pg_catalog. A relation's own size (its total row count)
--     stays visible in `count=planned`, as the comparison below allows: both datasets are the
--     same size.
begin;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- The relations a role may read: not the catalogs, not objects of an extension (pgTAP's views).
create function pg_temp.readable(_role text) returns setof regclass language sql as $$
  select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
  -- The schemas this project owns (Supabase's own, such as storage, are the platform's to tune).
  where n.nspname in ('public', 'analytics')
    -- The audit log, post revisions and the communications archive are written by the database
    -- as a side effect of the two datasets below (publishing, status changes), so their sizes
    -- differ between them by design (the archive is never emptied); their columns keep no
    -- statistics either (checked below, after ANALYZE with rows in each) and only staff read
    -- their rows. (Visitors read post_revisions through published_posts, which is compared.)
    -- audit_entries is the audit log with the names of its people, read with the reader's rights.
    and c.oid not in (to_regclass('public.audit_log'), to_regclass('public.audit_entries'),
                      to_regclass('public.post_revisions'), to_regclass('public.communications_archive'))
    and c.relkind in ('r', 'v', 'm', 'p', 'f') and has_any_column_privilege(_role, c.oid, 'select')
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by 1::text
$$;
-- Every relation an API role can reach (the two above excluded nowhere), and their indexes.
create function pg_temp.reachable() returns setof regclass language sql as $$
  select c.oid::regclass from pg_class c
  where c.relnamespace in ('public'::regnamespace, 'analytics'::regnamespace)
    and c.relkind in ('r', 'v', 'm', 'p', 'f')
    and (has_any_column_privilege('anon', c.oid, 'select') or has_any_column_privilege('authenticated', c.oid, 'select'))
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  union all
  select i.indexrelid::regclass from pg_index i
  where i.indrelid in (select c.oid from pg_class c
                       where c.relnamespace in ('public'::regnamespace, 'analytics'::regnamespace)
                         and (has_any_column_privilege('anon', c.oid, 'select')
                              or has_any_column_privilege('authenticated', c.oid, 'select')))
$$;
-- Checks, then one comparison per relation and role.
select plan(18 + (select count(*)::int from pg_temp.readable('anon')) + (select count(*)::int from pg_temp.readable('authenticated')));

-- ======================================================================== structure
select ok((select count(*) from pg_temp.readable('anon')) > 0 and (select count(*) from pg_temp.readable('authenticated')) > 0
          and 'public.form_submissions'::regclass in (select pg_temp.readable('authenticated')),
  'the relations anon and authenticated may read are found (each is compared below)');
select is_empty(
  $$ select a.attrelid::regclass || '.' || a.attname from pg_attribute a
     where a.attrelid in (select pg_temp.readable('anon') union select pg_temp.readable('authenticated'))
       and a.attnum > 0 and not a.attisdropped
       and (select c.relkind from pg_class c where c.oid = a.attrelid) <> 'v' -- a view keeps none of its own
       and coalesce(a.attstattarget, -1) <> 0 $$,
  'no column of a readable relation keeps planner statistics (private.keep_no_planner_statistics)');
-- published_posts reads post_revisions (closed to visitors) with its owner's rights: its filter is
-- the visitors' rule (released, not withdrawn, time come; 99_supervision proves what it shows).
select is(array(select c.relname::text from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'v'
                 and not coalesce(c.reloptions @> array['security_invoker=true'], false) order by 1),
  array['published_posts'],
  'public has one view with its owner''s rights, published_posts (lead_search had them too)');
select is_empty(
  $$ select i.indexrelid::regclass || ' column ' || a.attnum from pg_index i
     join pg_attribute a on a.attrelid = i.indexrelid and a.attnum > 0
     where i.indexrelid in (select pg_temp.reachable()) and i.indkey[a.attnum - 1] = 0
       and coalesce(a.attstattarget, -1) <> 0 $$,
  'no expression of an index on a readable relation keeps planner statistics (lower(email) did)');
select is_empty(
  $$ select s.stxname from pg_statistic_ext s
     where s.stxrelid in (select pg_temp.reachable()) and coalesce(s.stxstattarget, -1) <> 0 $$,
  'no extended statistic on a readable relation keeps statistics');
select ok(exists (select 1 from pg_index i where i.indexrelid in (select pg_temp.reachable()) and i.indexprs is not null),
  'the walk covers index expressions (form_submissions_email_lower_idx is one)');

-- ======================================================================== sequences
select is_empty(
  $$ select c.oid::regclass || ' to ' || r from pg_class c, unnest(array['anon', 'authenticated']) r
     where c.relkind = 'S' and c.relnamespace in ('public'::regnamespace, 'analytics'::regnamespace)
       and (has_sequence_privilege(r, c.oid, 'select') or has_sequence_privilege(r, c.oid, 'usage')
            or has_sequence_privilege(r, c.oid, 'update')) $$,
  'no sequence is readable or usable by anon or a member (last_value would count the rows)');
select tests.as_anon();
select throws_ok($$ select last_value from public.audit_log_id_seq $$, '42501', null, 'anon: the audit log''s count is unreadable');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select last_value from public.chat_messages_id_seq $$, '42501', null,
  'member: the transcripts'' count is unreadable');
select tests.as_service();
select lives_ok($$ insert into public.chat_messages (conversation_id, visit_id, role, content)
                   values (gen_random_uuid(), 'v-seq', 'user', 'An identity column needs no sequence grant') $$,
  'an insert into an identity column still works (it needs no privilege on the sequence)');
select tests.as_postgres();
delete from public.chat_messages where visit_id = 'v-seq';

-- ======================================================================== clearing without superuser
-- A Supabase project runs migrations as an owner who is not a superuser and cannot delete from
-- pg_statistic: the helper creates an expression index and an extended statistic again from
-- their definitions, so what they held goes.
create role stats_owner_probe nologin;
create schema stats_probe authorization stats_owner_probe;
grant usage on schema private to stats_owner_probe;
grant execute on function private.keep_no_planner_statistics(regclass) to stats_owner_probe;
set local role stats_owner_probe;
create table stats_probe.people (id integer, email text);
create index people_email_idx on stats_probe.people (lower(email));
comment on index stats_probe.people_email_idx is 'The people of one address.';
create statistics stats_probe.people_stx on id, email from stats_probe.people;
insert into stats_probe.people select g, 'person' || g % 7 || '@example.com' from generate_series(1, 500) g;
analyze stats_probe.people;
reset role;
select ok(exists (select 1 from pg_statistic where starelid = 'stats_probe.people_email_idx'::regclass)
          and exists (select 1 from pg_statistic_ext_data d join pg_statistic_ext s on s.oid = d.stxoid
                      where s.stxrelid = 'stats_probe.people'::regclass),
  'before: the probe''s index expression and extended statistic hold statistics');
set local role stats_owner_probe;
set local client_min_messages = error;
select private.keep_no_planner_statistics('stats_probe.people');
reset client_min_messages;
reset role;
select ok(not exists (select 1 from pg_statistic where starelid = 'stats_probe.people_email_idx'::regclass)
          and not exists (select 1 from pg_statistic_ext_data d join pg_statistic_ext s on s.oid = d.stxoid
                          where s.stxrelid = 'stats_probe.people'::regclass),
  'after the helper, run by the owner without superuser rights: neither holds any');
select is(pg_get_indexdef('stats_probe.people_email_idx'::regclass) || ' / '
          || obj_description('stats_probe.people_email_idx'::regclass, 'pg_class'),
  'CREATE INDEX people_email_idx ON stats_probe.people USING btree (lower(email)) / The people of one address.',
  'the index is the same, with its comment');
-- (An ANALYZE in this transaction would still see the new index's target as it was created: an
-- index's cached description keeps its columns until the transaction ends. Every later session
-- reads the catalog, so the catalog is what is checked.)
select ok((select bool_and(a.attstattarget = 0) from pg_attribute a where a.attrelid = 'stats_probe.people_email_idx'::regclass)
          and (select bool_and(s.stxstattarget = 0) from pg_statistic_ext s where s.stxrelid = 'stats_probe.people'::regclass),
  'and the new index and statistic keep none from any later ANALYZE');

-- ======================================================================== two datasets
-- Same row counts everywhere (analytics rollups included: same days, visits and number of
-- pages), different content. Written as postgres (no limits, no RLS).
create function pg_temp.fill(_variant text) returns void language plpgsql as $$
declare
  a boolean := _variant = 'A';
begin
  -- Fresh files each time, so both datasets are measured on tables of the same physical size
  -- (the rollups' truncate triggers empty the analytics tables the same way).
  -- post_revisions too: visitors read it through published_posts, so both datasets hold as many
  -- versions, half of them live (saved with approval off, so released and archived at once).
  truncate public.lead_notes, public.form_submissions, public.site_events, public.blog_posts, public.post_revisions cascade;
  -- The last admin may never go (a trigger): the staff of the last dataset go, the first admin stays.
  delete from public.user_roles where user_id in (select id from auth.users where email like 'staff%');
  delete from auth.users where email like 'staff%';
  insert into auth.users (id, email, aud, role)
  select (case when a then '1' else 'e' end || lpad(g::text, 7, '0') || '-0000-4000-8000-000000000000')::uuid,
         'staff' || g || '@example.com', 'authenticated', 'authenticated'
  from generate_series(1, 40) g;
  insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email like 'staff%';
  update private.firm_settings set approval_required = false;
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  select 'p' || g, case when a then 'Secret merger ' else 'Zebra notes ' end || g, 'Excerpt', 'Nov 1', 'Staff', '/images/x.jpg',
         case when a then 'secret-' else 'zebra-' end || g, case when a then 'Draft about the merger' else 'Something else' end, g % 2 = 0
  from generate_series(1, 40) g;
  update private.firm_settings set approval_required = true;
  insert into public.form_submissions (created_at, client_id, form_type, full_name, email, phone, message, metadata,
                                       page, status, follow_up_on)
  select now() - make_interval(hours => g), gen_random_uuid(),
         (case when a then 'consultation' else 'newsletter' end)::public.form_type,
         case when a then 'Ann Lee ' else 'Zed Ray ' end || g,
         case when a then 'ann' || g || '@example.com' else 'zed' || g || '@example.org' end,
         case when a then '212555' || lpad(g::text, 4, '0') end,
         case when a then 'Won the deal ' else 'Maybe later ' end || g,
         jsonb_build_object('visitId', 'v' || g % 50, 'attribution',
                            jsonb_build_object('source', case when a then 'google' else 'newsletter' end)),
         case when a then '/contact' else '/blog' end,
         (case when a then 'won' else 'new' end)::public.lead_status,
         case when a then current_date end
  from generate_series(1, 300) g;
  -- How many leads the firm was e-mailed about: form_submissions_not_notified_idx and
  -- form_submissions_notify_due_idx hold a third of the leads in A, all of them in B.
  update public.form_submissions set notified_at = now() where a and created_at > now() - interval '200 hours';
  insert into public.lead_notes (submission_id, body)
  select id, case when a then 'Called Ann about the merger' else 'Left a message' end from public.form_submissions;
  insert into public.site_events (created_at, type, details, metadata, page, user_agent)
  select now() - make_interval(hours => g), 'pageview', 'Viewed /' || case when a then 'a' else 'b' end || g % 10,
         jsonb_build_object('visitId', 'v' || g % 50, 'attribution',
                            jsonb_build_object('source', case when a then 'google' else 'newsletter' end)),
         '/' || case when a then 'a' else 'b' end || g % 10, case when a then 'Mozilla/5.0 (A)' else 'curl/8' end
  from generate_series(1, 600) g;
  -- Chat questions (site_events_chatbot_created_at_idx): 100 in A, none in B (chat openings).
  insert into public.site_events (created_at, type, details, metadata, page, user_agent)
  select now() - make_interval(hours => g), (case when a then 'chatbot' else 'chat-open' end)::public.event_type, 'Question ' || g,
         jsonb_build_object('visitId', 'v' || g % 50), '/', 'Mozilla/5.0 (A)'
  from generate_series(1, 100) g;
  analyze;
end $$;

-- A role's row estimates for one relation: for each probe of the battery, on each column and
-- each text expression of its indexes (lower(email)), the plan's own estimate (what
-- `count=planned` answers) and that of every scan of a table in it. (An index node's estimate
-- follows the index's size, not the data's content.)
create function pg_temp.estimates(_rel regclass) returns jsonb language plpgsql as $$
declare
  col record;
  probe record;
  plan jsonb;
  result jsonb := '{}';
begin
  -- An enum column (status, form type, event type, ...) is probed with each of its values.
  for col in select quote_ident(a.attname) as target, t.typname, format_type(a.atttypid, a.atttypmod) as type,
                    (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels
             from pg_attribute a
             join pg_type t on t.oid = a.atttypid
             where a.attrelid = _rel and a.attnum > 0 and not a.attisdropped
             union all
             select '(' || pg_get_indexdef(i.indexrelid, a.attnum, true) || ')', 'text', 'text', null from pg_index i
             join pg_attribute a on a.attrelid = i.indexrelid and a.attnum > 0
             where i.indrelid = _rel and i.indkey[a.attnum - 1] = 0 and a.atttypid = 'text'::regtype loop
    for probe in
      select '%s is null' as pred, null::text as lit
      union all select '%s = %L::%s', v from unnest(case col.typname
        when 'text' then array['won', 'google', 'ann1@example.com', 'chatbot'] when 'uuid' then array['a0000000-0000-4000-8000-000000000001']
        when 'timestamptz' then array[now()::text] when 'date' then array[current_date::text]
        when 'bool' then array['true'] when 'jsonb' then array['{}']
        when 'int2' then array['1'] when 'int4' then array['1'] when 'int8' then array['1'] end) v
      union all select '%s = %L::%s', v from unnest(col.labels) v
      union all select '%s < %L::%s', v from unnest(col.labels) v
      union all select '%s < %L::%s', v from unnest(case col.typname
        when 'text' then array['m', 'b'] when 'uuid' then array['80000000-0000-4000-8000-000000000000']
        when 'timestamptz' then array[(now() - interval '5 hours')::text] when 'date' then array[current_date::text]
        when 'int2' then array['5'] when 'int4' then array['5'] when 'int8' then array['5'] end) v
      union all select '%s like %L', v from unnest(case col.typname when 'text' then array['ann%', 'Won%', 'secret-1%'] end) v
      union all select '%s @> %L::%s', v from unnest(case col.typname
        when 'jsonb' then array['{"attribution": {"source": "google"}}'] end) v
    loop
      execute format('explain (format json) select * from %s where ' || probe.pred, _rel, col.target, probe.lit, col.type)
        into plan;
      result := result || jsonb_build_object(format(probe.pred, col.target, probe.lit, col.typname),
                                             jsonb_path_query_array(plan, 'strict $[0].Plan."Plan Rows"')
                                               || jsonb_path_query_array(plan, '$.** ? (exists (@."Relation Name"))."Plan Rows"'));
    end loop;
  end loop;
  return result;
end $$;

create temp table seen (role text, rel text, variant text, estimates jsonb);
grant select, insert on seen to anon, authenticated;
grant execute on function pg_temp.estimates(regclass), pg_temp.readable(text) to anon, authenticated;

create function pg_temp.measure(_variant text) returns void language plpgsql as $$
declare
  rel regclass;
begin
  perform tests.as_postgres();
  perform pg_temp.fill(_variant);
  perform tests.as_anon();
  for rel in select pg_temp.readable('anon') loop
    insert into seen values ('anon', rel::text, _variant, pg_temp.estimates(rel));
  end loop;
  perform tests.as_user('b0000000-0000-4000-8000-000000000002');
  for rel in select pg_temp.readable('authenticated') loop
    insert into seen values ('member', rel::text, _variant, pg_temp.estimates(rel));
  end loop;
  perform tests.as_postgres();
end $$;

select pg_temp.measure('A');
select pg_temp.measure('B');

-- The datasets differ where a leak would show: a member sees none of these rows.
select ok((select estimates ? '(lower(email)) < ''m''::text' from seen where role = 'member' and rel = 'form_submissions' and variant = 'A'),
  'the battery ran on form_submissions, index expressions included');

-- ======================================================================== what ANALYZE kept
-- After the two ANALYZEs with data, nothing of any relation or index an API role can reach.
select ok((select count(*) from public.communications_archive where kind = 'post') >= 40
          and (select count(*) from public.published_posts) = 20
          and (select count(*) from public.post_revisions where released_at is null) = 20,
  'both datasets were analyzed with live posts, their archive rows and drafts');
select is_empty($$ select schemaname || '.' || tablename || '.' || attname from pg_stats
                   where format('%I.%I', schemaname, tablename)::regclass in (select pg_temp.reachable()) $$,
  'pg_stats: no column or index expression of a reachable relation keeps statistics');
select is_empty($$ select statistics_name from pg_stats_ext
                   where format('%I.%I', schemaname, tablename)::regclass in (select pg_temp.reachable())
                   union all select statistics_name from pg_stats_ext_exprs
                   where format('%I.%I', schemaname, tablename)::regclass in (select pg_temp.reachable()) $$,
  'pg_stats_ext: no extended statistic of a reachable relation keeps any');

-- ======================================================================== the estimates
select is(b.estimates, a.estimates, a.role || ': estimates on ' || a.rel || ' do not change with the data')
from seen a join seen b on b.role = a.role and b.rel = a.rel and b.variant = 'B'
where a.variant = 'A'
order by a.role, a.rel;

select * from finish();
rollback;
