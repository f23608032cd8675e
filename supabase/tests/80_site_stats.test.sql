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

-- ======================================================================= anon
select throws_ok($$ select * from analytics.visit_days $$, '42501', null, 'anon: SELECT analytics.visit_days denied');
select throws_ok($$ insert into analytics.visit_days (day, visit_id) values ('2026-01-01', 'x') $$, '42501', null, 'anon: INSERT analytics.visit_days denied');
select throws_ok($$ update analytics.visit_days set steps = 15 $$, '42501', null, 'anon: UPDATE analytics.visit_days denied');
select throws_ok($$ delete from analytics.visit_days $$, '42501', null, 'anon: DELETE analytics.visit_days denied');
select throws_ok($$ select * from analytics.visits $$, '42501', null, 'anon: SELECT analytics.visits denied');
select throws_ok($$ insert into analytics.visits (visit_id, source) values ('x', 'y') $$, '42501', null, 'anon: INSERT analytics.visits denied');
select throws_ok($$ update analytics.visits set source = 'z' $$, '42501', null, 'anon: UPDATE analytics.visits denied');
select throws_ok($$ delete from analytics.visits $$, '42501', null, 'anon: DELETE analytics.visits denied');
select throws_ok($$ select * from analytics.page_days $$, '42501', null, 'anon: SELECT analytics.page_days denied');
select throws_ok($$ insert into analytics.page_days (day, page, views) values ('2026-01-01', '/', 1) $$, '42501', null, 'anon: INSERT analytics.page_days denied');
select throws_ok($$ update analytics.page_days set views = 99 $$, '42501', null, 'anon: UPDATE analytics.page_days denied');
select throws_ok($$ delete from analytics.page_days $$, '42501', null, 'anon: DELETE analytics.page_days denied');
select throws_ok($$ select * from analytics.lead_days $$, '42501', null, 'anon: SELECT analytics.lead_days denied');
select throws_ok($$ insert into analytics.lead_days (day, form_type, booked_weekday, booked_slot, leads) values ('2026-01-01', 'lead', 0, '', 1) $$, '42501', null, 'anon: INSERT analytics.lead_days denied');
select throws_ok($$ update analytics.lead_days set leads = 99 $$, '42501', null, 'anon: UPDATE analytics.lead_days denied');
select throws_ok($$ delete from analytics.lead_days $$, '42501', null, 'anon: DELETE analytics.lead_days denied');
select throws_ok($$ select * from analytics.lead_visits $$, '42501', null, 'anon: SELECT analytics.lead_visits denied');
select throws_ok($$ insert into analytics.lead_visits (day, visit_id, leads) values ('2026-01-01', 'x', 1) $$, '42501', null, 'anon: INSERT analytics.lead_visits denied');
select throws_ok($$ update analytics.lead_visits set leads = 99 $$, '42501', null, 'anon: UPDATE analytics.lead_visits denied');
select throws_ok($$ delete from analytics.lead_visits $$, '42501', null, 'anon: DELETE analytics.lead_visits denied');

-- ============================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, '42501',
  'site_stats: only staff may read site statistics', 'member: site_stats refused');
select is_empty($$ select * from analytics.visit_days $$, 'member: SELECT analytics.visit_days sees no rows');
select throws_ok($$ insert into analytics.visit_days (day, visit_id) values ('2026-01-01', 'x') $$, '42501', null, 'member: INSERT analytics.visit_days denied');
select throws_ok($$ update analytics.visit_days set steps = 15 $$, '42501', null, 'member: UPDATE analytics.visit_days denied');
select throws_ok($$ delete from analytics.visit_days $$, '42501', null, 'member: DELETE analytics.visit_days denied');
select is_empty($$ select * from analytics.visits $$, 'member: SELECT analytics.visits sees no rows');
select throws_ok($$ insert into analytics.visits (visit_id, source) values ('x', 'y') $$, '42501', null, 'member: INSERT analytics.visits denied');
select throws_ok($$ update analytics.visits set source = 'z' $$, '42501', null, 'member: UPDATE analytics.visits denied');
select throws_ok($$ delete from analytics.visits $$, '42501', null, 'member: DELETE analytics.visits denied');
select is_empty($$ select * from analytics.page_days $$, 'member: SELECT analytics.page_days sees no rows');
select throws_ok($$ insert into analytics.page_days (day, page, views) values ('2026-01-01', '/', 1) $$, '42501', null, 'member: INSERT analytics.page_days denied');
select throws_ok($$ update analytics.page_days set views = 99 $$, '42501', null, 'member: UPDATE analytics.page_days denied');
select throws_ok($$ delete from analytics.page_days $$, '42501', null, 'member: DELETE analytics.page_days denied');
select is_empty($$ select * from analytics.lead_days $$, 'member: SELECT analytics.lead_days sees no rows');
select throws_ok($$ insert into analytics.lead_days (day, form_type, booked_weekday, booked_slot, leads) values ('2026-01-01', 'lead', 0, '', 1) $$, '42501', null, 'member: INSERT analytics.lead_days denied');
select throws_ok($$ update analytics.lead_days set leads = 99 $$, '42501', null, 'member: UPDATE analytics.lead_days denied');
select throws_ok($$ delete from analytics.lead_days $$, '42501', null, 'member: DELETE analytics.lead_days denied');
select is_empty($$ select * from analytics.lead_visits $$, 'member: SELECT analytics.lead_visits sees no rows');
select throws_ok($$ insert into analytics.lead_visits (day, visit_id, leads) values ('2026-01-01', 'x', 1) $$, '42501', null, 'member: INSERT analytics.lead_visits denied');
select throws_ok($$ update analytics.lead_visits set leads = 99 $$, '42501', null, 'member: UPDATE analytics.lead_visits denied');
select throws_ok($$ delete from analytics.lead_visits $$, '42501', null, 'member: DELETE analytics.lead_visits denied');

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
select isnt_empty($$ select * from analytics.visit_days $$, 'admin: SELECT analytics.visit_days sees the rollups');
select throws_ok($$ insert into analytics.visit_days (day, visit_id) values ('2026-01-01', 'x') $$, '42501', null, 'admin: INSERT analytics.visit_days denied');
select throws_ok($$ update analytics.visit_days set steps = 15 $$, '42501', null, 'admin: UPDATE analytics.visit_days denied');
select throws_ok($$ delete from analytics.visit_days $$, '42501', null, 'admin: DELETE analytics.visit_days denied');
select isnt_empty($$ select * from analytics.visits $$, 'admin: SELECT analytics.visits sees the rollups');
select throws_ok($$ insert into analytics.visits (visit_id, source) values ('x', 'y') $$, '42501', null, 'admin: INSERT analytics.visits denied');
select throws_ok($$ update analytics.visits set source = 'z' $$, '42501', null, 'admin: UPDATE analytics.visits denied');
select throws_ok($$ delete from analytics.visits $$, '42501', null, 'admin: DELETE analytics.visits denied');
select isnt_empty($$ select * from analytics.page_days $$, 'admin: SELECT analytics.page_days sees the rollups');
select throws_ok($$ insert into analytics.page_days (day, page, views) values ('2026-01-01', '/', 1) $$, '42501', null, 'admin: INSERT analytics.page_days denied');
select throws_ok($$ update analytics.page_days set views = 99 $$, '42501', null, 'admin: UPDATE analytics.page_days denied');
select throws_ok($$ delete from analytics.page_days $$, '42501', null, 'admin: DELETE analytics.page_days denied');
select isnt_empty($$ select * from analytics.lead_days $$, 'admin: SELECT analytics.lead_days sees the rollups');
select throws_ok($$ insert into analytics.lead_days (day, form_type, booked_weekday, booked_slot, leads) values ('2026-01-01', 'lead', 0, '', 1) $$, '42501', null, 'admin: INSERT analytics.lead_days denied');
select throws_ok($$ update analytics.lead_days set leads = 99 $$, '42501', null, 'admin: UPDATE analytics.lead_days denied');
select throws_ok($$ delete from analytics.lead_days $$, '42501', null, 'admin: DELETE analytics.lead_days denied');
select isnt_empty($$ select * from analytics.lead_visits $$, 'admin: SELECT analytics.lead_visits sees the rollups');
select throws_ok($$ insert into analytics.lead_visits (day, visit_id, leads) values ('2026-01-01', 'x', 1) $$, '42501', null, 'admin: INSERT analytics.lead_visits denied');
select throws_ok($$ update analytics.lead_visits set leads = 99 $$, '42501', null, 'admin: UPDATE analytics.lead_visits denied');
select throws_ok($$ delete from analytics.lead_visits $$, '42501', null, 'admin: DELETE analytics.lead_visits denied');
select throws_ok($$ select public.site_stats(now(), now()) $$, '22023', 'site_stats: to_ts must be after from_ts',
  'admin: an empty range is refused');
select throws_ok($$ select public.site_stats('2026-01-01T05:00Z', '2027-02-06T05:00Z') $$, '22023',
  'site_stats: the range spans 401 days; at most 400 days per call', 'admin: 401 days are refused with a clear error');
select is(jsonb_array_length(public.site_stats('2026-01-01T05:00Z', '2027-02-05T05:00Z') -> 'days'), 400,
  'admin: 400 days give 400 days');

select * from finish();
rollback;
