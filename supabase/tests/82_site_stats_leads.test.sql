-- The lead rollups behind public.site_stats (analytics.lead_days, analytics.lead_visits): kept
-- row by row on insert, on erasure (an admin's DELETE) and on a service fix of a submitted
-- field; untouched by the lead desk's triage; equal to a recount from form_submissions.
begin;
select plan(12);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Visits v-1 and v-2 on 2026-11-10 (New York), so their leads can convert.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /', '{"visitId": "v-1"}', '/'),
  ('2026-11-10T15:00Z', 'pageview', 'Viewed /', '{"visitId": "v-2"}', '/');
-- Loaded as the database owner: created_at is chosen (clients cannot set it). 04:30Z on the 10th
-- is 23:30 on the 9th in New York; 2026-11-16 is a Monday.
insert into public.form_submissions (id, created_at, client_id, form_type, email, metadata, consultation_date, consultation_slot)
values
  ('00000000-0000-4000-8000-000000000001', '2026-11-10T15:00Z', gen_random_uuid(), 'contact_form', 'a@example.com', '{"visitId": "v-1"}', null, null),
  ('00000000-0000-4000-8000-000000000002', '2026-11-10T04:30Z', gen_random_uuid(), 'lead', 'b@example.com', '{"visitId": "v-1"}', null, null),
  ('00000000-0000-4000-8000-000000000003', '2026-11-10T16:00Z', gen_random_uuid(), 'consultation', 'c@example.com', '{"visitId": "v-2"}', '2026-11-16', '10:00 AM'),
  ('00000000-0000-4000-8000-000000000004', '2026-11-10T17:00Z', gen_random_uuid(), 'consultation', 'd@example.com',
   '{"visitId": "v-2", "slot_conflict": {"date": "2026-11-16", "time_slot": "10:00 AM"}}', null, null),
  ('00000000-0000-4000-8000-000000000005', '2026-11-10T18:00Z', gen_random_uuid(), 'contact_form', 'e@example.com', '{}', null, null);

create temp view lead_rollups as
  select jsonb_build_object(
    'lead_days', (select coalesce(jsonb_agg(jsonb_build_array(l.day, l.form_type, l.booked_weekday, l.booked_slot, l.leads)
                                            order by l.day, l.form_type::text, l.booked_weekday, l.booked_slot), '[]')
                  from analytics.lead_days l),
    'lead_visits', (select coalesce(jsonb_agg(jsonb_build_array(v.day, v.visit_id, v.leads) order by v.day, v.visit_id), '[]')
                    from analytics.lead_visits v)) as doc;
grant select on lead_rollups to authenticated;
create temp view stats as
  select s -> 'totals' -> 'leads' as leads, s -> 'totals' -> 'visitsWithLead' as converted, s -> 'consultations' as bookings
  from public.site_stats('2026-11-09T05:00Z', '2026-11-12T05:00Z') s;
grant select on stats to authenticated;

select is((select doc from lead_rollups),
  '{"lead_days": [["2026-11-09", "lead", 0, "", 1], ["2026-11-10", "consultation", 0, "", 1],
                  ["2026-11-10", "consultation", 1, "10:00 AM", 1], ["2026-11-10", "contact_form", 0, "", 2]],
    "lead_visits": [["2026-11-09", "v-1", 1], ["2026-11-10", "v-1", 1], ["2026-11-10", "v-2", 2]]}'::jsonb,
  'insert: leads per New York day, form type and booking; visits with a lead per day');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select jsonb_build_array(leads, converted, bookings) from stats),
  '[5, 2, [{"weekday": 1, "slot": "10:00 AM", "bookings": 1}]]'::jsonb,
  'site_stats reads the leads, the converted visits and the booking from the rollups');

-- The lead desk's triage changes no rollup.
create temp table before_triage as select doc from lead_rollups;
update public.form_submissions set status = 'spam', follow_up_on = '2026-12-01'
  where id = '00000000-0000-4000-8000-000000000003';
select is((select doc from lead_rollups), (select doc from before_triage),
  'triage (status, follow-up) leaves the rollups as they were');

-- Erasure: an admin deletes two leads.
delete from public.form_submissions
  where id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003');
select is((select doc from lead_rollups),
  '{"lead_days": [["2026-11-09", "lead", 0, "", 1], ["2026-11-10", "consultation", 0, "", 1],
                  ["2026-11-10", "contact_form", 0, "", 1]],
    "lead_visits": [["2026-11-09", "v-1", 1], ["2026-11-10", "v-2", 1]]}'::jsonb,
  'delete: the erased leads leave their rows; rows that reach zero go');
select is((select jsonb_build_array(leads, converted, bookings) from stats), '[3, 2, []]'::jsonb,
  'site_stats after the erasure: three leads, both visits still converted, no booking left');

-- A service fix of submitted fields moves the lead.
select tests.as_postgres();
update public.form_submissions set form_type = 'newsletter', created_at = '2026-11-11T15:00Z', metadata = '{"visitId": "v-3"}'
  where id = '00000000-0000-4000-8000-000000000005';
select is((select doc from lead_rollups),
  '{"lead_days": [["2026-11-09", "lead", 0, "", 1], ["2026-11-10", "consultation", 0, "", 1],
                  ["2026-11-11", "newsletter", 0, "", 1]],
    "lead_visits": [["2026-11-09", "v-1", 1], ["2026-11-10", "v-2", 1], ["2026-11-11", "v-3", 1]]}'::jsonb,
  'update of submitted fields: the lead leaves its old rows and joins its new ones');

-- A recount from form_submissions gives what the triggers kept row by row.
create temp table kept as select doc from lead_rollups;
select private.lead_stats_rebuild();
select is((select doc from lead_rollups), (select doc from kept),
  'the row-by-row lead rollups equal a recount from form_submissions');

-- Erasing everything empties them; so does TRUNCATE.
delete from public.form_submissions where id = '00000000-0000-4000-8000-000000000002';
select is((select doc -> 'lead_visits' -> 0 from lead_rollups), '["2026-11-10", "v-2", 1]'::jsonb,
  'the last lead of a visit and day takes its row with it');
truncate public.form_submissions cascade;
select is((select doc from lead_rollups), '{"lead_days": [], "lead_visits": []}'::jsonb,
  'truncate empties the lead rollups');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select jsonb_build_array(leads, converted, bookings) from stats), '[0, 0, []]'::jsonb,
  'site_stats with no leads: none, no conversion, no booking');

-- Every form type has its key on every day, the ones added after site_stats was first written
-- included: a chat lead at 03:30Z on the 11th (22:30 on the 10th in New York) counts under 'chat'
-- on the 10th, and as a lead of the range.
select tests.as_postgres();
insert into public.form_submissions (created_at, client_id, form_type, full_name, email, metadata, conversation_id)
values ('2026-11-11T03:30Z', gen_random_uuid(), 'chat', 'Fay Chen', 'f@example.com', '{}', gen_random_uuid());
select tests.as_user('a0000000-0000-4000-8000-000000000001');
create temp view leads_by_day as
  select d ->> 'day' as day, d -> 'leads' as leads, s -> 'totals' -> 'leads' as total
  from public.site_stats('2026-11-09T05:00Z', '2026-11-12T05:00Z') s, jsonb_array_elements(s -> 'days') d;
grant select on leads_by_day to authenticated;
select is((select jsonb_agg(jsonb_build_array(day, leads -> 'chat', total) order by day) from leads_by_day),
  '[["2026-11-09", 0, 1], ["2026-11-10", 1, 1], ["2026-11-11", 0, 1]]'::jsonb,
  'a chat lead counts under chat on its New York day, and in the range''s leads');
select is(
  (select jsonb_agg(distinct (select jsonb_agg(k order by k) from jsonb_object_keys(leads) k)) from leads_by_day),
  (select jsonb_build_array(jsonb_agg(v::text order by v::text)) from unnest(enum_range(null::public.form_type)) v),
  'every day''s leads has one key per value of public.form_type, and no other');

select * from finish();
rollback;
