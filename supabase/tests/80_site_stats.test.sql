-- The Overview: calculator events, public.site_stats and the analytics rollups, cell by cell for
-- anon, member and admin. Only admins read statistics; nobody but the triggers writes the rollups.
begin;
select plan(76);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- ====================================================================== structure
select isnt_definer('public', 'site_stats', array['timestamp with time zone', 'timestamp with time zone']::name[],
  'site_stats runs with the caller''s rights (RLS applies)');
select ok((select 'search_path=""' = any (proconfig) from pg_proc
           where oid = 'public.site_stats(timestamptz, timestamptz)'::regprocedure),
  'site_stats pins search_path to empty');
select ok(not has_function_privilege('anon', 'public.site_stats(timestamptz, timestamptz)', 'execute'),
  'anon cannot execute site_stats');
select ok(not has_schema_privilege('anon', 'analytics', 'usage'), 'anon has no USAGE on schema analytics');
select ok(not has_function_privilege('authenticated', 'private.site_stats_rebuild(date[], text[])', 'execute'),
  'clients cannot run the rollup rebuild');
select ok(not has_function_privilege('authenticated', 'private.lead_stats_rebuild()', 'execute')
          and not has_function_privilege('authenticated', 'private.lead_stats_add(public.form_submissions, integer)', 'execute'),
  'clients cannot run the lead rollup upkeep');
select ok(not has_function_privilege('anon', 'private.lead_stats_rebuild()', 'execute')
          and not has_function_privilege('anon', 'private.lead_stats_add(public.form_submissions, integer)', 'execute'),
  'anon cannot run the lead rollup upkeep');

-- ============================================================ calculator events
select tests.as_anon();
select lives_ok(
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /investment-calculator', '{"visitId": "v-1", "attribution": {"source": "fall"}}', '/investment-calculator'),
            ('calculator', 'step 1 seen', '{"visitId": "v-1"}', '/investment-calculator'),
            ('calculator', 'step 1 completed', '{"visitId": "v-1"}', '/investment-calculator'),
            ('calculator', 'step 2 completed', '{"visitId": "v-1"}', '/investment-calculator'),
            ('calculator', 'report requested', '{"visitId": "v-1"}', '/investment-calculator') $$,
  'anon: INSERT the four calculator steps');
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email, metadata)
     values (gen_random_uuid(), 'lead', 'lead@example.com', '{"visitId": "v-1"}') $$,
  'anon: INSERT a lead (its rollups are kept by the trigger)');
select throws_ok(
  $$ insert into public.site_events (type, details, page) values ('calculator', 'step 3 seen', '/investment-calculator') $$,
  '23514', null, 'anon: a calculator event outside the vocabulary is refused');
select throws_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, '42501', null,
  'anon: site_stats denied');

-- ================================================ the rollups: anon, member, admin
-- Each rollup table, cell by cell: anon is denied everything, a member's SELECT sees no rows, an
-- admin's sees the rollups; nobody INSERTs, UPDATEs or DELETEs (only the triggers write them).
with r(n, name, who, reads, seen) as (values
    (1, 'anon', 'anon', '42501', 'denied'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'empty', 'sees no rows'),
    (3, 'admin', 'a0000000-0000-4000-8000-000000000001', 'nonempty', 'sees the rollups')),
  t(n, tbl, ins, upd) as (values
    (1, 'visit_days', $$(day, visit_id) values ('2026-01-01', 'x')$$, 'steps = 15'),
    (2, 'visits', $$(visit_id, source) values ('x', 'y')$$, $$source = 'z'$$),
    (3, 'page_days', $$(day, page, views) values ('2026-01-01', '/', 1)$$, 'views = 99'),
    (4, 'lead_days', $$(day, form_type, booked_weekday, booked_slot, leads) values ('2026-01-01', 'lead', 0, '', 1)$$, 'leads = 99'),
    (5, 'lead_visits', $$(day, visit_id, leads) values ('2026-01-01', 'x', 1)$$, 'leads = 99')),
  o(n, op, sql) as (values
    (1, 'SELECT', 'select * from analytics.%s'), (2, 'INSERT', 'insert into analytics.%s %s'),
    (3, 'UPDATE', 'update analytics.%s set %s'), (4, 'DELETE', 'delete from analytics.%s')),
  c as (select r.who, format(o.sql, t.tbl, case o.op when 'INSERT' then t.ins else t.upd end) as sql,
          case o.op when 'SELECT' then r.reads else '42501' end as expect,
          format('%s: %s analytics.%s %s', r.name, o.op, t.tbl, case o.op when 'SELECT' then r.seen else 'denied' end) as descr
        from r, t, o order by r.n, t.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ============================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, '42501',
  'site_stats: only staff may read site statistics', 'member: site_stats refused');

-- ====================================================================== admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(
  (select jsonb_build_object('totals', s -> 'totals', 'funnel', s -> 'funnel', 'sources', s -> 'topSources',
                             'days', jsonb_array_length(s -> 'days'))
   from public.site_stats(now() - interval '7 days', now()) s),
  '{"totals": {"visits": 1, "pageViews": 1, "leads": 1, "chatQuestions": 0, "visitsWithLead": 1},
    "funnel": {"step1Seen": 1, "step1Completed": 1, "step2Completed": 1, "reportRequested": 1},
    "sources": [{"source": "fall", "visits": 1}], "days": 8}'::jsonb,
  'admin: site_stats counts the visit, its view, its lead, its source and every calculator step');
select throws_ok($$ select public.site_stats(now(), now()) $$, '22023', 'site_stats: to_ts must be after from_ts',
  'admin: an empty range is refused');
select throws_ok($$ select public.site_stats('2026-01-01T05:00Z', '2027-02-06T05:00Z') $$, '22023',
  'site_stats: the range spans 401 days; at most 400 days per call', 'admin: 401 days are refused with a clear error');
select is(jsonb_array_length(public.site_stats('2026-01-01T05:00Z', '2027-02-05T05:00Z') -> 'days'), 400,
  'admin: 400 days give 400 days');

select * from finish();
rollback;
