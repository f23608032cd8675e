-- public.site_stats on the shared fixture (supabase/tests/fixtures/site-stats.json): the same file
-- and expected document as the local backend's computation (src/lib/backend/site-stats).
begin;
select plan(5);

\set fixture `cat supabase/tests/fixtures/site-stats.json`
create temp table fixture as select :'fixture'::jsonb as doc;
grant select on fixture to authenticated;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Loaded as the database owner: created_at comes from the fixture (clients cannot set it).
insert into public.site_events (created_at, type, details, metadata, page)
select e.created_at, e.type, e.details, e.metadata, e.page
from fixture, jsonb_to_recordset(fixture.doc -> 'events')
  as e(created_at timestamptz, type public.event_type, details text, metadata jsonb, page text);
-- Every lead needs an e-mail or a phone; the statistics read neither.
insert into public.form_submissions (created_at, client_id, form_type, email, metadata, consultation_date, consultation_slot)
select s.created_at, gen_random_uuid(), s.form_type, 'lead@example.com', s.metadata, s.consultation_date, s.consultation_slot
from fixture, jsonb_to_recordset(fixture.doc -> 'submissions')
  as s(created_at timestamptz, form_type public.form_type, metadata jsonb, consultation_date date, consultation_slot text);

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(
  public.site_stats((select (doc ->> 'from')::timestamptz from fixture), (select (doc ->> 'to')::timestamptz from fixture)),
  (select doc -> 'expected' from fixture),
  'site_stats gives the fixture''s expected document');

-- The rollups are rebuilt when events go: deleting visit c's events removes it everywhere.
select tests.as_postgres();
delete from public.site_events where metadata ->> 'visitId' = 'v-c';
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(
  public.site_stats((select (doc ->> 'from')::timestamptz from fixture), (select (doc ->> 'to')::timestamptz from fixture))
    -> 'totals',
  '{"visits": 3, "pageViews": 6, "leads": 10, "chatQuestions": 1, "visitsWithLead": 2}'::jsonb,
  'deleted events leave the rollups: visits, views, chats and conversions drop');

-- Visit a spans two New York days; erasing its second day leaves it a one-day visit.
select tests.as_postgres();
select is((select jsonb_agg(jsonb_build_array(v.day, v.other_days) order by v.day) from analytics.visit_days v
           where v.visit_id = 'v-a'),
  '[["2026-10-31", true], ["2026-11-01", true]]'::jsonb, 'a visit over two days is marked on both');
delete from public.site_events where metadata ->> 'visitId' = 'v-a' and created_at >= '2026-11-01T04:00Z';
select is((select jsonb_agg(jsonb_build_array(v.day, v.other_days) order by v.day) from analytics.visit_days v
           where v.visit_id = 'v-a'),
  '[["2026-10-31", false]]'::jsonb, 'erasing its second day leaves a one-day visit');

-- A rebuild from scratch gives what the triggers kept up row by row.
create temp table kept as
  select (select jsonb_agg(v order by v.day, v.visit_id) from analytics.visit_days v) as visit_days,
         (select jsonb_agg(p order by p.day, p.page) from analytics.page_days p) as page_days,
         (select jsonb_agg(s order by s.visit_id) from analytics.visits s) as visits;
select private.site_stats_rebuild(
  (select array_agg(distinct (created_at at time zone 'America/New_York')::date) from public.site_events),
  (select array_agg(distinct analytics.visit_id(metadata)) from public.site_events where analytics.visit_id(metadata) is not null));
select is(
  (select jsonb_build_array(
     (select jsonb_agg(v order by v.day, v.visit_id) from analytics.visit_days v),
     (select jsonb_agg(p order by p.day, p.page) from analytics.page_days p),
     (select jsonb_agg(s order by s.visit_id) from analytics.visits s))),
  (select jsonb_build_array(visit_days, page_days, visits) from kept),
  'the row-by-row rollups equal a rebuild from the events');

select * from finish();
rollback;
