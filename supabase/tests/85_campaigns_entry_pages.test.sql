-- Campaigns, entry pages and live visitors (20261128002000_campaigns_entry_pages.sql): the figures
-- on a small fixture, who may call each function, cell by cell (anon, a member, an author refused;
-- admin, viewer and compliance answered), and that the rollup's new columns stay out of reach.
begin;
select plan(40);

-- An admin, a member, a viewer, a compliance officer and an author (tests/db/prelude.sql).
select tests.create_staff();

-- The range is 2026-11-10 and 11 (New York). u-1 and u-2 came from a LinkedIn campaign and
-- landed on /investment; u-1 left a lead. g-1 came from Google without UTM, landed on / and was
-- active on both days (counted once). n-1 (a newsletter campaign) came on 2026-11-09, before the
-- range. Only the first event of a visit carries its attribution.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /investment',
   '{"visitId": "u-1", "attribution": {"source": "linkedin", "medium": "social", "campaign": "cat-bond-insights", "landing_page": "/investment"}}',
   '/investment'),
  ('2026-11-10T15:05Z', 'pageview', 'Viewed /process', '{"visitId": "u-1"}', '/process'),
  ('2026-11-10T16:00Z', 'pageview', 'Viewed /investment',
   '{"visitId": "u-2", "attribution": {"source": "linkedin", "medium": "social", "campaign": "cat-bond-insights", "landing_page": "/investment"}}',
   '/investment'),
  ('2026-11-10T17:00Z', 'pageview', 'Viewed /',
   '{"visitId": "g-1", "attribution": {"referrer": "https://www.google.com", "landing_page": "/"}}', '/'),
  ('2026-11-11T17:00Z', 'pageview', 'Viewed /about', '{"visitId": "g-1"}', '/about'),
  ('2026-11-09T15:00Z', 'pageview', 'Viewed /blog',
   '{"visitId": "n-1", "attribution": {"source": "newsletter", "medium": "email", "campaign": "monthly-briefing", "landing_page": "/blog"}}',
   '/blog');
insert into public.form_submissions (created_at, client_id, form_type, email, metadata) values
  ('2026-11-10T15:10Z', gen_random_uuid(), 'contact_form', 'u@example.com', '{"visitId": "u-1"}');

-- ======================================================= cell by cell: who may call them
select tests.check(c.who, f.sql, c.expect, format(c.descr, f.name))
from (values
  ('site_campaigns', $$ select * from public.site_campaigns('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$),
  ('site_entry_pages', $$ select * from public.site_entry_pages('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$),
  ('live_visitors', $$ select public.live_visitors() $$)
) f(name, sql)
cross join (values
  ('anon', '42501', 'anon: %s denied'),
  ('b0000000-0000-4000-8000-000000000002', '42501', 'member: %s refused'),
  ('e0000000-0000-4000-8000-000000000005', '42501', 'author: %s refused'),
  ('a0000000-0000-4000-8000-000000000001', 'ok', 'admin: %s answers'),
  ('c0000000-0000-4000-8000-000000000003', 'ok', 'viewer: %s answers'),
  ('d0000000-0000-4000-8000-000000000004', 'ok', 'compliance: %s answers')
) c(who, expect, descr);

-- Staff without the second factor the firm requires are refused, with the hint the app reads.
select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.2', 'aal1');
select throws_ok($$ select * from public.site_campaigns('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$, '42501',
  'site_campaigns: sign in with your second factor first (the firm requires it of staff)',
  'an admin at aal1 is refused the campaigns');
select throws_ok($$ select public.live_visitors() $$, '42501',
  'live_visitors: sign in with your second factor first (the firm requires it of staff)',
  'an admin at aal1 is refused the live count');
select tests.as_postgres();

-- ====================================================================== what they say
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select results_eq(
  $$ select source, medium, campaign, visits, leads, conversion_rate
     from public.site_campaigns('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$,
  $$ values ('linkedin', 'social', 'cat-bond-insights', 2::bigint, 1::bigint, 0.5000::numeric) $$,
  'campaigns: the LinkedIn campaign''s two visits, its lead and rate; no visit without UTM, none before the range');
select results_eq(
  $$ select page, visits, leads, conversion_rate from public.site_entry_pages('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$,
  $$ values ('/investment', 2::bigint, 1::bigint, 0.5000::numeric), ('/', 1::bigint, 0::bigint, 0::numeric) $$,
  'entry pages: /investment (two visits, a lead), / (the visit over two days counted once), not /process or /blog');
select results_eq(
  $$ select page, visits from public.site_entry_pages('2026-11-09T05:00Z', '2026-11-10T05:00Z') $$,
  $$ values ('/blog', 1::bigint) $$, 'the day before: the newsletter visit''s entry page alone');
select throws_ok($$ select * from public.site_campaigns('2026-11-12T05:00Z', '2026-11-10T05:00Z') $$, '22023',
  'site_campaigns: to_ts must be after from_ts', 'a reversed range is refused');
select throws_ok($$ select * from public.site_entry_pages('2025-01-01T05:00Z', '2026-11-12T05:00Z') $$, '22023',
  'site_entry_pages: the range spans 680 days; at most 400 days per call', 'a range over 400 days is refused');
select tests.as_postgres();

-- A change of the events rebuilds the visits' rows: the medium, campaign and landing page stay.
update public.site_events set details = details where metadata ->> 'visitId' = 'u-1';
select results_eq(
  $$ select source, medium, campaign, landing_page from analytics.visits where visit_id = 'u-1' $$,
  $$ values ('linkedin', 'social', 'cat-bond-insights', '/investment') $$,
  'a rebuilt visit keeps its medium, campaign and landing page');
select results_eq(
  $$ select source, medium, campaign, landing_page from analytics.visits where visit_id = 'g-1' $$,
  $$ values ('www.google.com', null::text, null::text, '/') $$,
  'a visit without UTM: its referrer as source, its landing page');

-- Live: two visits (one with two events) in the last five minutes; one ten minutes ago.
insert into public.site_events (created_at, type, details, metadata, page) values
  (now() - interval '1 minute', 'pageview', 'Viewed /', '{"visitId": "x-1"}', '/'),
  (now() - interval '30 seconds', 'pageview', 'Viewed /about', '{"visitId": "x-1"}', '/about'),
  (now() - interval '2 minutes', 'pageview', 'Viewed /', '{"visitId": "x-2"}', '/'),
  (now() - interval '10 minutes', 'pageview', 'Viewed /', '{"visitId": "x-3"}', '/');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.live_visitors(), 2, 'live: two visits in the last five minutes, each once');
select tests.as_postgres();

-- ================================================ the rollup itself: out of reach of the API roles
select tests.check(c.who, c.sql, c.expect, c.descr)
from (values
  ('anon', $$ select medium, campaign, landing_page from analytics.visits $$, '42501', 'anon: cannot read analytics.visits'),
  ('anon', $$ insert into analytics.visits (visit_id, source, medium) values ('z', 'x', 'y') $$, '42501',
   'anon: cannot insert into analytics.visits'),
  ('anon', $$ update analytics.visits set medium = 'y' $$, '42501', 'anon: cannot update analytics.visits'),
  ('anon', $$ delete from analytics.visits $$, '42501', 'anon: cannot delete from analytics.visits'),
  ('b0000000-0000-4000-8000-000000000002', $$ select medium, campaign, landing_page from analytics.visits $$, 'empty',
   'member: reads no row of analytics.visits'),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into analytics.visits (visit_id, source, medium) values ('z', 'x', 'y') $$,
   '42501', 'member: cannot insert into analytics.visits'),
  ('b0000000-0000-4000-8000-000000000002', $$ update analytics.visits set medium = 'y' $$, '42501',
   'member: cannot update analytics.visits'),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from analytics.visits $$, '42501',
   'member: cannot delete from analytics.visits'),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from analytics.range_visits('2026-11-10', '2026-11-12', false) $$,
   'empty', 'member: the helper shows no visit (it reads under row-level security)'),
  ('a0000000-0000-4000-8000-000000000001', $$ update analytics.visits set medium = 'y' $$, '42501',
   'admin: cannot update analytics.visits (only the triggers write it)'),
  ('anon', $$ select * from analytics.staff_days('x', now() - interval '1 day', now()) $$, '42501',
   'anon: cannot call the staff check'),
  ('anon', $$ select analytics.attribution_value('{}', 'medium') $$, '42501', 'anon: cannot call the attribution helper')
) c(who, sql, expect, descr);

select * from finish();
rollback;
