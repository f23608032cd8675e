-- Privacy requests: export_person and erase_person. Cells: anon, member, viewer, admin,
-- service_role. What an export holds; what an erasure removes, strips, frees and keeps; that the
-- Overview's counts and rollups stay consistent; one transaction; the audit log holds only the
-- HMAC of the address (keyed with the Vault secret privacy_hmac_key).
begin;
select plan(50);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');

-- Records kept by law (the records migration): Ann's chat transcript, and a post revision saved
-- by the viewer's account (written by the blog_posts trigger with the viewer as auth.uid()).
insert into public.chat_messages (conversation_id, visit_id, role, content) values
  ('d0000000-0000-4000-8000-000000000001', 'v-ann-1', 'user', 'Is the principal insured?'),
  ('d0000000-0000-4000-8000-000000000001', 'v-ann-1', 'assistant', 'No, it may lose value.'),
  ('d0000000-0000-4000-8000-000000000002', 'v-bo', 'user', 'Hello');
select set_config('request.jwt.claims', '{"sub": "c0000000-0000-4000-8000-000000000003"}', true);
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
values ('post-1', 'Title', 'Excerpt', 'Nov 1', 'Staff', '/images/x.jpg', 'post-1', 'Body', false);
select set_config('request.jwt.claims', '', true);

-- Ann: two leads (her address in two cases), two visits, a booking, a note and a status change.
-- Bo: one lead and one visit, which nothing here may touch.
create temp table booked as
  select (current_date + 7 + (8 - extract(isodow from current_date + 7)::int) % 7) as day;
insert into public.form_submissions (id, created_at, client_id, form_type, full_name, email, message, metadata,
                                     consultation_date, consultation_slot, notified_at) values
  ('e0000000-0000-4000-8000-000000000001', now() - interval '2 days', gen_random_uuid(), 'contact_form', 'Ann Lee',
   'Ann@Example.com', 'Call me', '{"visitId": "v-ann-1"}', null, null, now() - interval '2 days'),
  ('e0000000-0000-4000-8000-000000000002', now(), gen_random_uuid(), 'consultation', 'Ann Lee', 'ann@example.com', null,
   '{"visitId": "v-ann-2"}', (select day from booked), '10:00 AM', null),
  ('e0000000-0000-4000-8000-000000000003', now() - interval '2 days', gen_random_uuid(), 'lead', 'Bo Chen',
   'bo@example.com', null, '{"visitId": "v-bo"}', null, null, null);
insert into public.lead_notes (submission_id, body) values ('e0000000-0000-4000-8000-000000000001', 'Prefers mornings');
-- Her booking's confirmation, as the visitor's own booking through the API queues it.
select private.enqueue_email('booking_confirmation', 'ann@example.com', 'Your consultation is booked',
  'See you then.', 'e0000000-0000-4000-8000-000000000002');
update public.form_submissions set status = 'contacted' where id = 'e0000000-0000-4000-8000-000000000001';
insert into public.site_events (created_at, type, details, metadata, page, user_agent) values
  (now() - interval '2 days', 'pageview', 'Viewed /contact',
   '{"visitId": "v-ann-1", "attribution": {"source": "newsletter", "term": "ann lee"}}', '/contact', 'UA-Ann'),
  (now() - interval '2 days', 'chatbot', 'My name is Ann Lee', '{"visitId": "v-ann-1"}', '/contact', 'UA-Ann'),
  (now() - interval '2 days', 'form', 'Consultation scheduled',
   '{"visitId": "v-ann-1", "fullName": "Ann Lee", "email": "ann@example.com"}', '/contact', 'UA-Ann'),
  (now() - interval '2 days', 'calculator', 'step 1 seen', '{"visitId": "v-ann-1"}', '/investment', 'UA-Ann'),
  (now() - interval '2 days', 'pageview', 'Left /contact. Time on page: 12s', '{"visitId": "v-ann-1"}', '/contact', 'UA-Ann'),
  (now(), 'pageview', 'Viewed /schedule-consultation',
   '{"visitId": "v-ann-2", "attribution": {"referrer": "https://www.linkedin.com/feed"}}', '/schedule-consultation', 'UA-Ann'),
  (now() - interval '2 days', 'pageview', 'Viewed /', '{"visitId": "v-bo"}', '/', 'UA-Bo'),
  (now() - interval '2 days', 'chatbot', 'Bo asks', '{"visitId": "v-bo"}', '/', 'UA-Bo');

create temp view bo_data as
  select (select jsonb_agg(to_jsonb(e) order by e.id) from public.site_events e where e.user_agent = 'UA-Bo')
      || (select jsonb_agg(to_jsonb(s)) from public.form_submissions s where s.email = 'bo@example.com') as doc;
create temp table bo_before as select doc from bo_data;
create temp table events_before as select count(*) as n from public.site_events;
grant select on bo_data, bo_before, events_before, booked to authenticated, anon;
create temp table ann_hash as select 'hmac:' || encode(extensions.hmac('ann@example.com',
  (select decrypted_secret from vault.decrypted_secrets where name = 'privacy_hmac_key'), 'sha256'), 'hex') as target;
create temp table nobody_hash as select 'hmac:' || encode(extensions.hmac('nobody@example.com',
  (select decrypted_secret from vault.decrypted_secrets where name = 'privacy_hmac_key'), 'sha256'), 'hex') as target;
grant select on ann_hash, nobody_hash to authenticated;

-- ==================================================== anon, member, viewer, service_role
with r(n, name, who, refused, export_msg, erase_msg) as (values
    (1, 'anon', 'anon', 'denied', null, null),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'refused',
     'export_person: only admins may do this', 'erase_person: only admins may do this'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'refused', null, null),
    (4, 'service_role', 'service', 'denied', null, null)),
  o(n, fn, sql) as (values
    (1, 'export_person', $$ select public.export_person('ann@example.com') $$),
    (2, 'erase_person', $$ select public.erase_person('ann@example.com', 'person_request', 'PRIV-1') $$)),
  c as (select r.who, o.sql, format('%s: %s %s', r.name, o.fn, r.refused) as descr,
          case o.n when 1 then r.export_msg else r.erase_msg end as msg
        from r, o order by r.n, o.n)
select tests.check(c.who, c.sql, '42501', c.descr, c.msg) from c;
select tests.as_service();
select is((select count(*)::int from public.form_submissions where lower(email) = 'ann@example.com'), 2,
  'nobody but an admin erased anything');
select is_empty($$ select * from public.audit_log where action::text like 'privacy.%' $$, 'refused calls leave no entry');

-- ========================================================================= admin: export
select tests.as_user('a0000000-0000-4000-8000-000000000001');
create temp table export as select public.export_person(' ANN@example.COM ') as doc;
select is((select doc -> 'counts' from export),
  '{"leads": 2, "notes": 1, "statusChanges": 1, "bookings": 1, "events": 6, "keptRecords": 2, "emails": 1}'::jsonb,
  'admin: the export counts her leads, note, status change, booking, events, kept records and e-mails (her booking''s confirmation; any case)');
select results_eq($$ select l ->> 'id' from export, jsonb_array_elements(doc -> 'leads') l $$,
  array['e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002'], 'export: both leads, oldest first');
select ok((select doc -> 'leads' -> 0 -> 'notes' @> '[{"kind": "note", "body": "Prefers mornings"}]' from export),
  'export: a lead carries its notes');
select results_eq($$ select n ->> 'kind' from export, jsonb_array_elements(doc -> 'leads' -> 0 -> 'notes') n order by 1 $$,
  array['note', 'status'], 'export: and its status history');
select ok((select not (doc -> 'leads' -> 0 ? 'search_text') from export), 'export: no internal search column');
select is((select doc -> 'bookings' -> 0 ->> 'slot' from export), '10:00 AM', 'export: the booking');
select is((select count(*)::int from export, jsonb_array_elements(doc -> 'events') e where e ->> 'user_agent' = 'UA-Ann'), 6,
  'export: the events of both visits that produced her leads');
select is((select jsonb_array_length(doc #> '{keptByLaw,0,items}') from export), 2,
  'export: the chat transcript of her visit, listed as kept by law');
select ok((select doc::text not ilike '%bo@example.com%' and doc::text not ilike '%Bo asks%' from export),
  'export: nothing of anyone else');
select results_eq(
  $$ select actor_id, target, details -> 'counts' ->> 'leads' from public.audit_log where action = 'privacy.export' $$,
  $$ select 'a0000000-0000-4000-8000-000000000001'::uuid, target, '2' from ann_hash $$,
  'export is audited: the admin, the HMAC of the lowercased address, the counts');
select throws_ok($$ select public.export_person('ann at example') $$, '22023', null, 'admin: an invalid address is refused');
select is(public.export_person('nobody@example.com') - 'exportedAt',
  '{"email": "nobody@example.com", "message": "Nothing is held for this address.",
    "searched": "Leads with this e-mail address (any case) with their notes, status history and bookings; the events of the visits that produced those leads and those whose source names the address; the records kept by law, those of earlier erasures included.",
    "counts": {"leads": 0, "notes": 0, "statusChanges": 0, "bookings": 0, "events": 0, "keptRecords": 0},
    "leads": [], "bookings": [], "events": [], "keptByLaw": []}'::jsonb,
  'admin: an unknown address: nothing is held, and the answer says what was searched');
select is((select count(*)::int from public.audit_log where action = 'privacy.export'), 2, 'and that export is audited too');

-- ================================================================ admin: erase
create temp table stats_before as select public.site_stats(now() - interval '5 days', now() + interval '1 day') as doc;
create temp view overview as
  select jsonb_build_object('visits', d -> 'totals' -> 'visits', 'pageViews', d -> 'totals' -> 'pageViews',
    'chats', d -> 'totals' -> 'chatQuestions', 'pages', d -> 'topPages', 'sources', d -> 'topSources',
    'funnel', d -> 'funnel') as counts, (d -> 'totals' ->> 'leads')::int as leads,
    (d -> 'totals' ->> 'visitsWithLead')::int as converted
  from (select doc as d from stats_before) s;

select throws_ok($$ select public.erase_person('ann@example.com', 'person_request', ' ') $$, '22023', null, 'admin: a ticket is required');
select throws_ok($$ select public.erase_person('ann@example.com', 'person_request', 'ANN@example.com') $$, '22023',
  'erase_person: a ticket reference never holds an e-mail address', 'admin: the ticket may not hold the address');
-- One transaction: a failure at the last step (the lead delete) leaves everything as it was.
select tests.as_postgres();
create function pg_temp.fail_delete() returns trigger language plpgsql as $$
begin raise exception 'simulated failure'; end $$;
create trigger fail_delete before delete on public.form_submissions for each row execute function pg_temp.fail_delete();
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.erase_person('ann@example.com', 'person_request', 'PRIV-2026-1124') $$, 'P0001', 'simulated failure',
  'admin: an erasure that fails at its last step fails whole');
select is((select count(*)::int from public.site_events where user_agent = 'UA-Ann'), 6, 'and her events are untouched');
select tests.as_postgres();
drop trigger fail_delete on public.form_submissions;
select tests.as_user('a0000000-0000-4000-8000-000000000001');

create temp table erased as select public.erase_person('Ann@example.com', 'person_request', 'PRIV-2026-1124') as doc;
select is((select doc - 'addressHash' - 'notifications' from erased),
  '{"erased": true, "message": "Erased 2 lead(s) and the personal data of 6 event(s).",
    "counts": {"leads": 2, "notes": 1, "statusChanges": 1, "bookings": 1, "slotsFreed": 1, "events": 6},
    "emails": 1,
    "keptByLaw": [{"record": "chat_messages", "rows": 2,
      "reason": "Chat transcripts are the record of what the firm''s assistant said; they are kept for the retention period of the records rules and deleted by their own schedule."}]}'::jsonb,
  'admin: the answer names what was erased and what is kept by law');
select is((select doc -> 'notifications' -> 0 ->> 'lead_id' from erased), 'e0000000-0000-4000-8000-000000000001',
  'the answer lists the leads the firm was e-mailed about (to delete those e-mails)');
-- the desk and the CSV
select is_empty($$ select * from public.form_submissions where lower(email) = 'ann@example.com' $$, 'her leads are gone');
select is((public.search_leads('ann') ->> 'total')::int, 0, 'the search finds nothing of her');
select is_empty($$ select * from public.lead_notes where submission_id in
  ('e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002') $$, 'her notes and status history are gone');
-- her events: still there, nothing personal left
select is((select count(*) from public.site_events), (select n from events_before), 'no event was deleted');
select is_empty($$ select * from public.site_events where user_agent = 'UA-Ann'
  or (details || metadata::text) ilike any (array['%ann%', '%v-ann%', '%newsletter","term%']) $$,
  'her events keep no name, address, question, user agent, visit id or campaign term');
select results_eq(
  $$ select details from public.site_events where user_agent is null order by details $$,
  array['Erased on request', 'Erased on request', 'Erased on request', 'Viewed /contact', 'Viewed /schedule-consultation',
        'step 1 seen'],
  'free text is erased; page arrivals and calculator steps keep the wording the counts read');
select is((select count(distinct metadata ->> 'visitId')::int from public.site_events where user_agent is null), 2,
  'each of her visits has one new id');
select is((select doc from bo_data), (select doc from bo_before), 'Bo''s lead and events are untouched');
-- the Overview
select is((select jsonb_build_object('visits', d -> 'totals' -> 'visits', 'pageViews', d -> 'totals' -> 'pageViews',
    'chats', d -> 'totals' -> 'chatQuestions', 'pages', d -> 'topPages', 'sources', d -> 'topSources', 'funnel', d -> 'funnel')
  from (select public.site_stats(now() - interval '5 days', now() + interval '1 day') as d) s),
  (select counts from overview), 'the Overview''s visits, page views, chats, pages, sources and funnel do not change');
select is((select array[(d -> 'totals' ->> 'leads')::int, (d -> 'totals' ->> 'visitsWithLead')::int]
  from (select public.site_stats(now() - interval '5 days', now() + interval '1 day') as d) s),
  (select array[leads - 2, converted - 2] from overview), 'its leads and converted visits drop by hers');
-- the slot
select tests.as_anon();
select is_empty(format($$ select * from public.taken_consultation_slots(%L, %L) $$, (select day from booked), (select day from booked)),
  'her booked slot is free again');
select lives_ok(format($$ insert into public.form_submissions (client_id, form_type, email, consultation_date, consultation_slot)
  values (gen_random_uuid(), 'consultation', 'next@example.com', %L, '10:00 AM') $$, (select day from booked)),
  'and someone else can book it');
-- the rollups equal a recount from the tables
select tests.as_postgres();
create temp view rollups as select jsonb_build_array(
  (select jsonb_agg(to_jsonb(v) order by v.day, v.visit_id) from analytics.visit_days v),
  (select jsonb_agg(to_jsonb(v) order by v.visit_id) from analytics.visits v),
  (select jsonb_agg(to_jsonb(p) order by p.day, p.page) from analytics.page_days p),
  (select jsonb_agg(to_jsonb(l) order by l.day, l.form_type, l.booked_weekday, l.booked_slot) from analytics.lead_days l),
  (select jsonb_agg(to_jsonb(l) order by l.day, l.visit_id) from analytics.lead_visits l)) as doc;
create temp table rollups_kept as select doc from rollups;
select private.site_stats_rebuild(
  (select array_agg(distinct (created_at at time zone 'America/New_York')::date) from public.site_events),
  (select array_agg(distinct analytics.visit_id(metadata)) from public.site_events where analytics.visit_id(metadata) is not null));
select private.lead_stats_rebuild();
select is((select doc from rollups), (select doc from rollups_kept), 'every rollup equals a recount after the erasure');
-- kept by law
select is((select count(*)::int from public.chat_messages where visit_id = 'v-ann-1'), 2, 'her chat transcript is kept');
-- the audit log
select results_eq(
  $$ select actor_id, target, details ->> 'reason', details -> 'counts' ->> 'leads', details -> 'kept' -> 0 ->> 'record'
     from public.audit_log where action = 'privacy.erase' $$,
  $$ select 'a0000000-0000-4000-8000-000000000001'::uuid, target, 'person_request', '2', 'chat_messages'
     from ann_hash $$,
  'the erasure is audited: actor, HMAC of the address, reason, counts, what was kept');
select is_empty($$ select * from public.audit_log where (coalesce(target, '') || details::text) ilike '%ann@%' $$,
  'the audit log never holds the address');

-- ================================================ admin: nothing held, and kept records
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.erase_person('nobody@example.com', 'person_request', 'PRIV-7') - 'addressHash',
  '{"erased": false, "message": "Nothing is held for this address.", "counts": {"leads": 0, "notes": 0, "statusChanges": 0,
    "bookings": 0, "slotsFreed": 0, "events": 0}, "notifications": [], "keptByLaw": []}'::jsonb,
  'admin: erasing an unknown address: nothing is held');
select is((select count(*)::int from public.audit_log where action = 'privacy.erase'
           and target = (select target from nobody_hash)), 1,
  'and it is audited');
select results_eq(
  $$ select k ->> 'record', (k ->> 'rows')::int from jsonb_array_elements(public.export_person('viewer@example.com') -> 'keptByLaw') k $$,
  $$ values ('post_revisions', 1), ('staff account', 1) $$,
  'admin: a colleague''s address: the post revisions they saved and their account are listed as kept');
select is(public.erase_person('viewer@example.com', 'person_request', 'PRIV-8') ->> 'message',
  'Nothing to erase: the records below are kept.', 'admin: and an erasure keeps them');
select tests.as_postgres();
select is((select count(*)::int from public.post_revisions) + (select count(*)::int from public.user_roles
  where user_id = 'c0000000-0000-4000-8000-000000000003'), 2, 'the revision and the role are still there');

select * from finish();
rollback;
