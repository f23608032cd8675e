-- The rollups behind public.site_stats from 20261129000100_site_stats_visit_groups.sql:
-- analytics.visit_days.has_lead kept by the lead rollup, analytics.visit_groups kept by the
-- visit-day rows' trigger through every path that writes them (events, leads, erasure of either,
-- the rebuild, truncate), analytics.chat_days kept by the events' triggers, each equal to a
-- recount; the converted visits counted whatever day their lead was stored; and who may read or
-- write the new tables and column, cell by cell.
begin;
select plan(75);

-- An admin, a member, a viewer, a compliance officer and an author (tests/db/prelude.sql).
select tests.create_staff();

-- The groups as kept, and as recounted from the visit-day rows.
create temp view kept_groups as
  select coalesce(jsonb_agg(jsonb_build_array(g.day, g.source, g.steps, g.has_lead, g.visits)
                            order by g.day, g.source, g.steps, g.has_lead), '[]') as doc
  from analytics.visit_groups g;
create temp view recounted_groups as
  select coalesce(jsonb_agg(jsonb_build_array(x.day, x.source, x.steps, x.has_lead, x.visits)
                            order by x.day, x.source, x.steps, x.has_lead), '[]') as doc
  from (select vd.day, coalesce(vd.source, 'Direct') as source, vd.steps, vd.has_lead, count(*)::int as visits
        from analytics.visit_days vd where not vd.other_days group by 1, 2, 3, 4) x;
create temp view has_lead as
  select coalesce(jsonb_object_agg(vd.visit_id || '@' || vd.day, vd.has_lead), '{}') as doc from analytics.visit_days vd;

-- 2026-11-10 (New York): v-1 from Google walks the calculator's first step, v-2 comes direct;
-- v-3 on the 10th and again on the 11th (a visit over several days).
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /', '{"visitId": "v-1", "attribution": {"source": "google"}}', '/'),
  ('2026-11-10T15:01Z', 'calculator', 'step 1 seen', '{"visitId": "v-1"}', '/investment-calculator'),
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /', '{"visitId": "v-2"}', '/'),
  ('2026-11-10T16:00Z', 'pageview', 'Viewed /', '{"visitId": "v-3"}', '/'),
  ('2026-11-11T16:00Z', 'pageview', 'Viewed /about', '{"visitId": "v-3"}', '/about');

select is((select doc from kept_groups),
  '[["2026-11-10", "Direct", 0, false, 1], ["2026-11-10", "google", 1, false, 1]]'::jsonb,
  'events: the one-day visits counted by day, source, steps and lead; the visit over two days left out');
select is((select doc from kept_groups), (select doc from recounted_groups), 'events: equal to a recount');

-- A lead for v-2, stored on the 12th (after the visit's day), and one for v-3.
insert into public.form_submissions (created_at, client_id, form_type, email, metadata) values
  ('2026-11-12T15:00Z', gen_random_uuid(), 'contact_form', 'a@example.com', '{"visitId": "v-2"}'),
  ('2026-11-11T16:05Z', gen_random_uuid(), 'lead', 'b@example.com', '{"visitId": "v-3"}');
select is((select doc from has_lead),
  '{"v-1@2026-11-10": false, "v-2@2026-11-10": true, "v-3@2026-11-10": true, "v-3@2026-11-11": true}'::jsonb,
  'a lead sets has_lead on every row of its visit, whatever day it was stored');
select is((select doc from kept_groups),
  '[["2026-11-10", "Direct", 0, true, 1], ["2026-11-10", "google", 1, false, 1]]'::jsonb,
  'the visit that left a lead moves to its group with a lead');

-- A second lead for v-2, then its first erased: still a visit with a lead.
insert into public.form_submissions (id, created_at, client_id, form_type, email, metadata) values
  ('00000000-0000-4000-8000-000000000009', '2026-11-10T15:05Z', gen_random_uuid(), 'lead', 'a@example.com', '{"visitId": "v-2"}');
delete from public.form_submissions where email = 'a@example.com' and form_type = 'contact_form';
select is((select doc -> 'v-2@2026-11-10' from has_lead), 'true'::jsonb, 'erasing one of two leads keeps has_lead');
delete from public.form_submissions where id = '00000000-0000-4000-8000-000000000009';
select is((select doc -> 'v-2@2026-11-10' from has_lead), 'false'::jsonb, 'erasing the last lead clears it');
select is((select doc from kept_groups), (select doc from recounted_groups), 'lead erasure: equal to a recount');

-- A row written after its visit's lead starts with has_lead: v-4's lead comes first.
insert into public.form_submissions (created_at, client_id, form_type, email, metadata) values
  ('2026-11-10T17:00Z', gen_random_uuid(), 'lead', 'c@example.com', '{"visitId": "v-4"}');
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T17:01Z', 'pageview', 'Viewed /', '{"visitId": "v-4"}', '/');
select is((select doc -> 'v-4@2026-11-10' from has_lead), 'true'::jsonb, 'a visit whose lead came first has it');
select is((select doc from kept_groups), (select doc from recounted_groups), 'late events: equal to a recount');

-- v-1 comes back on the 12th: it leaves the one-day groups.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-12T15:00Z', 'pageview', 'Viewed /', '{"visitId": "v-1"}', '/');
select is((select count(*)::int from analytics.visit_groups where source = 'google'), 0,
  'a visit that becomes one over several days leaves its group');
select is((select doc from kept_groups), (select doc from recounted_groups), 'a second day: equal to a recount');

-- Erasing v-1's events (the privacy erasure's path) and the rebuild keep them too.
delete from public.site_events where metadata ->> 'visitId' = 'v-1';
select is((select doc from kept_groups), (select doc from recounted_groups), 'event erasure: equal to a recount');
create temp table before_rebuild as select doc from kept_groups;
select private.site_stats_rebuild(array['2026-11-10', '2026-11-11', '2026-11-12']::date[], array['v-2', 'v-3', 'v-4']);
select is((select doc from kept_groups), (select doc from before_rebuild), 'a rebuild from the events leaves the groups as kept');
select is((select doc from has_lead),
  '{"v-2@2026-11-10": false, "v-3@2026-11-10": true, "v-3@2026-11-11": true, "v-4@2026-11-10": true}'::jsonb,
  'and each rebuilt row knows its lead');

-- ============================================ site_stats: a visit converts whenever its lead came
-- v-2's lead stored on the 12th, after the range of the 10th alone.
insert into public.form_submissions (created_at, client_id, form_type, email, metadata) values
  ('2026-11-12T15:00Z', gen_random_uuid(), 'contact_form', 'a@example.com', '{"visitId": "v-2"}');
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal2');
select is((select s -> 'totals' from public.site_stats('2026-11-10T05:00Z', '2026-11-11T05:00Z') s),
  '{"visits": 3, "pageViews": 3, "leads": 1, "chatQuestions": 0, "visitsWithLead": 3}'::jsonb,
  'the 10th: three visits, each left a lead (v-2''s stored two days later), one lead stored that day');
select is((select s -> 'previous' -> 'totals' from public.site_stats('2026-11-11T05:00Z', '2026-11-12T05:00Z') s),
  '{"visits": 3, "pageViews": 3, "leads": 1, "chatQuestions": 0, "visitsWithLead": 3}'::jsonb,
  'the same day as the previous period of the 11th');

-- ================================================== chat questions per New York day
select tests.as_postgres();
create temp view kept_chats as
  select coalesce(jsonb_object_agg(c.day, c.questions order by c.day), '{}') as doc from analytics.chat_days c;
create temp view recounted_chats as
  select coalesce(jsonb_object_agg(x.day, x.n order by x.day), '{}') as doc
  from (select (e.created_at at time zone 'America/New_York')::date as day, count(*)::int as n
        from public.site_events e where e.type = 'chatbot' group by 1) x;
-- 03:30Z on the 11th is 22:30 on the 10th in New York.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T15:00Z', 'chatbot', 'Minimum?', '{"visitId": "v-2"}', '/'),
  ('2026-11-11T03:30Z', 'chatbot', 'Fees?', '{"visitId": "v-2"}', '/'),
  ('2026-11-11T15:00Z', 'chatbot', 'Returns?', '{"visitId": "v-3"}', '/');
select is((select doc from kept_chats), '{"2026-11-10": 2, "2026-11-11": 1}'::jsonb,
  'chat questions counted per New York day as they are asked; other events not');
update public.site_events set created_at = '2026-11-12T15:00Z' where details = 'Returns?';
update public.site_events set type = 'pageview', details = 'Viewed /' where details = 'Fees?';
select is((select doc from kept_chats), '{"2026-11-10": 1, "2026-11-12": 1}'::jsonb,
  'a service fix moves a question to its new day, or out of the count; a day at zero goes');
delete from public.site_events where details = 'Minimum?';
select is((select doc from kept_chats), (select doc from recounted_chats), 'erasure: equal to a recount');
select tests.as_user('c0000000-0000-4000-8000-000000000003', _aal => 'aal2');
select is((select s #> '{totals,chatQuestions}' from public.site_stats('2026-11-12T05:00Z', '2026-11-13T05:00Z') s),
  '1'::jsonb, 'site_stats reads the day''s questions from them');

-- ====================================================== who may read or write them, cell by cell
select tests.as_postgres();
with r(n, name, who, reads, seen) as (values
    (1, 'anon', 'anon', '42501', 'denied'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'empty', 'sees no rows'),
    (3, 'author', 'e0000000-0000-4000-8000-000000000005', 'empty', 'sees no rows'),
    (4, 'admin', 'a0000000-0000-4000-8000-000000000001', 'nonempty', 'sees them'),
    (5, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'nonempty', 'sees them'),
    (6, 'compliance', 'd0000000-0000-4000-8000-000000000004', 'nonempty', 'sees them')),
  t(n, tbl, ins, upd) as (values
    (1, 'visit_groups', $$values ('2026-01-01', 'x', 0, false, 1)$$, 'visits = 99'),
    (2, 'chat_days', $$values ('2026-01-01', 1)$$, 'questions = 99')),
  o(n, op, sql) as (values
    (1, 'SELECT', 'select * from analytics.%s'), (2, 'INSERT', 'insert into analytics.%s %s'),
    (3, 'UPDATE', 'update analytics.%s set %s'), (4, 'DELETE', 'delete from analytics.%s'))
select tests.check(r.who, format(o.sql, t.tbl, case o.op when 'INSERT' then t.ins else t.upd end),
                   case o.op when 'SELECT' then r.reads else '42501' end,
                   format('%s: %s analytics.%s %s', r.name, o.op, t.tbl, case o.op when 'SELECT' then r.seen else 'denied' end))
from r, t, o order by r.n, t.n, o.n;

-- The new column: staff read it with the row; nobody writes it (the triggers do).
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', 'select has_lead from analytics.visit_days', '42501', 'anon: SELECT visit_days.has_lead denied'),
  ('b0000000-0000-4000-8000-000000000002', 'select has_lead from analytics.visit_days', 'empty', 'member: SELECT visit_days.has_lead sees no rows'),
  ('c0000000-0000-4000-8000-000000000003', 'select has_lead from analytics.visit_days', 'nonempty', 'viewer: SELECT visit_days.has_lead reads it'),
  ('a0000000-0000-4000-8000-000000000001', 'update analytics.visit_days set has_lead = true', '42501', 'admin: UPDATE visit_days.has_lead denied'),
  ('d0000000-0000-4000-8000-000000000004', 'update analytics.visit_days set has_lead = true', '42501', 'compliance: UPDATE visit_days.has_lead denied')
) c(who, sql, expect, descr);

-- Truncating the events empties the groups.
select tests.as_postgres();
truncate public.site_events cascade;
select is((select doc from kept_groups), '[]'::jsonb, 'truncating the events empties the groups');
select is((select doc from kept_chats), '{}'::jsonb, 'and the chat questions');

select * from finish();
rollback;
