-- public.site_stats' previous period (20261128001510_site_stats_previous_period.sql): the same
-- totals for the days just before the range, as many as it has; and who may call it, cell by
-- cell (anon, a member, an author refused; admin, viewer and compliance answered).
begin;
select plan(10);

-- An admin, a member, a viewer, a compliance officer and an author (tests/db/prelude.sql).
select tests.create_staff();

-- The range is 2026-11-10 and 11 (New York); the previous period 2026-11-08 and 09. Visit p-1
-- (previous) reads two pages, leaves a lead and asks a question; p-2 spans 11-09 and 11-10 (in
-- both periods); r-1 is in the range only; o-1 (2026-11-07) is in neither.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-08T15:00Z', 'pageview', 'Viewed /', '{"visitId": "p-1"}', '/'),
  ('2026-11-08T15:01Z', 'pageview', 'Left /. Time spent: 60s', '{"visitId": "p-1", "seconds": 60}', '/'),
  ('2026-11-08T15:01Z', 'pageview', 'Viewed /about', '{"visitId": "p-1"}', '/about'),
  ('2026-11-08T15:02Z', 'chatbot', 'Minimum?', '{"visitId": "p-1"}', '/about'),
  ('2026-11-10T04:30Z', 'pageview', 'Viewed /', '{"visitId": "p-2"}', '/'),
  ('2026-11-10T05:30Z', 'pageview', 'Viewed /blog', '{"visitId": "p-2"}', '/blog'),
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /', '{"visitId": "r-1"}', '/'),
  ('2026-11-07T15:00Z', 'pageview', 'Viewed /', '{"visitId": "o-1"}', '/');
insert into public.form_submissions (created_at, client_id, form_type, email, metadata) values
  ('2026-11-08T15:03Z', gen_random_uuid(), 'contact_form', 'p@example.com', '{"visitId": "p-1"}');

-- ======================================================= cell by cell: who may call it
select tests.check(c.who, $$ select public.site_stats('2026-11-10T05:00Z', '2026-11-12T05:00Z') $$, c.expect, c.descr)
from (values
  ('anon', '42501', 'anon: site_stats denied'),
  ('b0000000-0000-4000-8000-000000000002', '42501', 'member: site_stats refused'),
  ('e0000000-0000-4000-8000-000000000005', '42501', 'author: site_stats refused'),
  ('a0000000-0000-4000-8000-000000000001', 'ok', 'admin: site_stats answers'),
  ('c0000000-0000-4000-8000-000000000003', 'ok', 'viewer: site_stats answers'),
  ('d0000000-0000-4000-8000-000000000004', 'ok', 'compliance: site_stats answers (they read the activity it counts)')
) c(who, expect, descr);

-- ====================================================================== what it says
select tests.as_user('d0000000-0000-4000-8000-000000000004');
create temp table doc as select public.site_stats('2026-11-10T05:00Z', '2026-11-12T05:00Z') as d;
select is((select d -> 'previous' -> 'range' from doc), '{"from": "2026-11-08", "to": "2026-11-09", "days": 2}'::jsonb,
  'the previous period is the two New York days before the range');
select is((select d -> 'previous' -> 'totals' from doc),
  '{"visits": 2, "pageViews": 3, "leads": 1, "chatQuestions": 1, "visitsWithLead": 1}'::jsonb,
  'its totals: two visits (one also in the range), three page views (not the "Left" record), the lead, the question');
select is((select (d -> 'previous' ->> 'conversionRate')::numeric from doc), 0.5, 'its conversion rate');
select is((select d -> 'totals' from doc),
  '{"visits": 2, "pageViews": 2, "leads": 0, "chatQuestions": 0, "visitsWithLead": 0}'::jsonb,
  'the range''s own totals are unchanged by it');

select * from finish();
rollback;
