-- Consultations the visitor manages (20261128001300_manage_booking.sql, issue 35).
--   1. consultation_status and the new functions cell by cell (anon, member, viewer, author,
--      compliance, admin, service_role).
--   2. The manage token: good, altered, another booking's, expired, issued before a change.
--   3. Cancel frees the slot; reschedule moves the booking in one go or keeps it as it was.
--   4. The e-mails queued (confirmation with .ics and link, changes) and the history written.
--   5. Reminders 24 hours and 1 hour before, once, never for a cancelled booking (a fake now).
--   6. The desk marks attended / no-show after the start; the Overview's outcomes.
begin;
select plan(81);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');

-- Weekdays ahead (New York dates): d1 about two weeks out, d2 three days or more later; a past weekday.
select min(d) filter (where d >= t + 14) as d1, min(d) filter (where d >= t + 20) as d2,
       max(d) filter (where d <= t - 3) as past
from (select (now() at time zone 'America/New_York')::date as t) today,
     generate_series((now() at time zone 'America/New_York')::date - 10, (now() at time zone 'America/New_York')::date + 30, interval '1 day') g(dd),
     lateral (select dd::date as d) x
where extract(isodow from d) < 6
group by t \gset

-- Bookings written as the service role (an API request: the confirmation is queued; the visitor's
-- insert path and its bot check have their own tests).
select tests.as_service();
insert into public.form_submissions (id, client_id, form_type, full_name, email, consultation_date, consultation_slot, created_at) values
  ('10000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001', 'consultation', 'Ann Marie Lee', 'ann@example.com', :'d1', '10:00 AM', now() - interval '30 days'),
  ('10000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000002', 'consultation', 'Bob Roe', 'bob@example.com', :'d1', '11:00 AM', now() - interval '30 days'),
  ('10000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000003', 'consultation', 'Cy Past', 'cy@example.com', :'past', '9:00 AM', now() - interval '30 days'),
  ('10000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000004', 'contact_form', 'Di Note', 'di@example.com', null, null, now());
select tests.as_postgres();
insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
values ('30000000-0000-4000-8000-000000000005', 'consultation', 'Demo Data', 'demo@example.com', :'d1', '4:00 PM');

select private.booking_token('10000000-0000-4000-8000-000000000001') as ann,
       private.booking_token('10000000-0000-4000-8000-000000000002') as bob,
       private.booking_token('10000000-0000-4000-8000-000000000003') as cy \gset

-- ============================================================================ structure
select is((select enum_range(null::public.consultation_status)::text), '{booked,cancelled,attended,no_show}',
  'consultation_status: booked, cancelled, attended, no_show');
select col_type_is('public', 'form_submissions', 'consultation_status', 'consultation_status', 'the column has the enum type');
select is((select array_agg(consultation_status::text order by client_id) from public.form_submissions
           where client_id::text like '20000000-%'), array['booked', 'booked', 'booked', null],
  'a booking is booked; a row without one has no status');
select throws_ok($$ update public.form_submissions set consultation_status = 'booked' where id = '10000000-0000-4000-8000-000000000004' $$,
  '23514', null, 'a status needs a booking (CHECK)');

-- ======================================================================= cell by cell
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', $$ select consultation_status from public.form_submissions $$, '42501', 'anon: SELECT consultation_status denied'),
  ('anon', $$ insert into public.form_submissions (client_id, form_type, full_name, email, consultation_status)
              values (gen_random_uuid(), 'contact_form', 'Eve', 'eve@example.com', 'attended') $$, '42501',
    'anon: INSERT consultation_status denied'),
  ('anon', $$ update public.form_submissions set consultation_status = 'cancelled' $$, '42501', 'anon: UPDATE denied'),
  ('anon', $$ delete from public.form_submissions $$, '42501', 'anon: DELETE denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ select consultation_status from public.form_submissions $$, 'empty',
    'member: SELECT sees no rows'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set consultation_status = 'cancelled' $$, '42501',
    'member: UPDATE consultation_status denied'),
  ('d0000000-0000-4000-8000-000000000004', $$ select consultation_status from public.form_submissions $$, 'empty',
    'author: SELECT sees no rows'),
  ('d0000000-0000-4000-8000-000000000004', $$ update public.form_submissions set consultation_status = 'cancelled' $$, '42501',
    'author: UPDATE consultation_status denied'),
  ('c0000000-0000-4000-8000-000000000003', $$ select consultation_status from public.form_submissions where consultation_status is not null $$,
    'nonempty', 'viewer: SELECT reads it'),
  ('c0000000-0000-4000-8000-000000000003', $$ update public.form_submissions set consultation_status = 'cancelled' $$, '42501',
    'viewer: UPDATE consultation_status denied'),
  ('f0000000-0000-4000-8000-000000000006', $$ update public.form_submissions set consultation_status = 'cancelled' $$, '42501',
    'compliance: UPDATE consultation_status denied'),
  ('a0000000-0000-4000-8000-000000000001', $$ select consultation_status from public.form_submissions where consultation_status is not null $$,
    'nonempty', 'admin: SELECT reads it'),
  ('a0000000-0000-4000-8000-000000000001', $$ update public.form_submissions set consultation_status = 'no_show' $$, '42501',
    'admin: UPDATE consultation_status denied (mark_consultation writes it)'),
  ('anon', $$ select public.manage_booking_view('x') $$, 'ok', 'anon: EXECUTE manage_booking_view'),
  ('anon', $$ select public.cancel_booking('x') $$, 'ok', 'anon: EXECUTE cancel_booking'),
  ('anon', $$ select public.reschedule_booking('x', current_date, '9:00 AM') $$, 'ok', 'anon: EXECUTE reschedule_booking'),
  ('anon', $$ select public.consultation_manage_token(gen_random_uuid()) $$, 'ok', 'anon: EXECUTE consultation_manage_token'),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.manage_booking_view('x') $$, 'ok', 'member: EXECUTE manage_booking_view'),
  ('anon', $$ select private.booking_token('10000000-0000-4000-8000-000000000001') $$, '42501', 'anon: no private token function'),
  ('anon', $$ select private.send_booking_reminders() $$, '42501', 'anon: EXECUTE send_booking_reminders denied'),
  ('service', $$ select * from private.booking_versions $$, '42501', 'service_role: SELECT booking_versions denied'),
  ('anon', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'anon: mark_consultation denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'member: mark_consultation denied'),
  ('c0000000-0000-4000-8000-000000000003', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'viewer: mark_consultation denied'),
  ('d0000000-0000-4000-8000-000000000004', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'author: mark_consultation denied'),
  ('f0000000-0000-4000-8000-000000000006', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'compliance: mark_consultation denied'),
  ('service', $$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'attended') $$, '42501', 'service_role: mark_consultation denied'),
  ('anon', $$ select public.consultation_outcomes(now() - interval '90 days', now()) $$, '42501', 'anon: consultation_outcomes denied'),
  ('f0000000-0000-4000-8000-000000000006', $$ select public.consultation_outcomes(now() - interval '90 days', now()) $$, '42501', 'compliance: consultation_outcomes denied'),
  ('d0000000-0000-4000-8000-000000000004', $$ select public.consultation_outcomes(now() - interval '90 days', now()) $$, '42501', 'author: consultation_outcomes denied'),
  ('c0000000-0000-4000-8000-000000000003', $$ select public.consultation_outcomes(now() - interval '90 days', now()) $$, 'ok', 'viewer: consultation_outcomes (the Overview)')
) c(who, sql, expect, descr);

-- ======================================================================= the token
select tests.as_anon();
select is(public.manage_booking_view(:'ann'), jsonb_build_object('state', 'ok', 'date', :'d1'::date, 'slot', '10:00 AM', 'name', 'Ann'),
  'the page reads the day, the slot and the first name only');
select is(public.manage_booking_view(left(:'ann', -1) || case right(:'ann', 1) when '0' then '1' else '0' end) ->> 'state', 'invalid',
  'an altered signature is invalid');
select is(public.manage_booking_view(replace(:'ann', '10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002')) ->> 'state',
  'invalid', 'a token moved to another booking is invalid');
select is(public.manage_booking_view('not a token') ->> 'state', 'invalid', 'garbage is invalid');
select is(public.manage_booking_view(:'cy') ->> 'state', 'expired', 'a token whose slot began has expired');
select is(public.cancel_booking(:'cy') ->> 'state', 'expired', 'an expired token cancels nothing');
select is(public.consultation_manage_token('20000000-0000-4000-8000-000000000001'), :'ann', 'the booking''s client id gives its token');
select is(public.consultation_manage_token('20000000-0000-4000-8000-000000000003'), null, 'no token once the slot began');
select is(public.consultation_manage_token('20000000-0000-4000-8000-000000000004'), null, 'no token for a row without a booking');

-- ======================================================================= reschedule
select is(public.reschedule_booking(:'ann', :'d1'::date, '11:00 AM') ->> 'state', 'slot_taken', 'a taken slot: the race''s answer');
select is(public.manage_booking_view(:'ann') ->> 'slot', '10:00 AM', '... and the booking is kept, the token still good');
select is(public.reschedule_booking(:'ann', :'d1'::date, '12:00 PM') ->> 'state', 'slot_taken', 'a slot that does not exist is refused');
select public.reschedule_booking(:'ann', :'d2'::date, '2:00 PM') as moved \gset
select is(:'moved'::jsonb ->> 'state', 'ok', 'reschedule to an open slot');
select is(public.manage_booking_view(:'ann') ->> 'state', 'superseded', 'a token issued before the change is void');
select is(public.reschedule_booking(:'ann', :'d2'::date, '3:00 PM') ->> 'state', 'superseded', '... and changes nothing');
select is(public.manage_booking_view(:'moved'::jsonb ->> 'token') ->> 'slot', '2:00 PM', 'the new token shows the new slot');
select tests.as_postgres();
select is((select array[consultation_date::text, consultation_slot] from public.form_submissions where id = '10000000-0000-4000-8000-000000000001'),
  array[:'d2', '2:00 PM'], 'the booking moved');
select ok(private.consultation_slot_open(:'d1'::date, '10:00 AM'), 'the old slot is free');
select is((select count(*)::int from public.lead_notes where submission_id = '10000000-0000-4000-8000-000000000001' and body like 'The visitor moved%'),
  1, 'the move is in the lead''s history');

-- ======================================================================= cancel
select tests.as_anon();
select is(public.cancel_booking(:'bob') ->> 'state', 'cancelled', 'cancel');
select is(public.cancel_booking(:'bob') ->> 'state', 'superseded', 'the token is used up: a second cancel changes nothing');
select is(public.reschedule_booking(:'bob', :'d2'::date, '3:00 PM') ->> 'state', 'superseded', '... nor can it reschedule');
select tests.as_postgres();
select is((select consultation_status::text from public.form_submissions where id = '10000000-0000-4000-8000-000000000002'), 'cancelled',
  'the booking is cancelled, its row kept');
select ok(private.consultation_slot_open(:'d1'::date, '11:00 AM'), 'the cancelled slot is open');
select lives_ok(format($$ insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
  values (gen_random_uuid(), 'consultation', 'Gil New', 'gil@example.com', %L, '11:00 AM') $$, :'d1'),
  'another visitor books the freed slot');
select is(public.consultation_manage_token('20000000-0000-4000-8000-000000000002'), null, 'a cancelled booking gives no token');
select is((select count(*)::int from public.lead_notes where submission_id = '10000000-0000-4000-8000-000000000002' and body like 'The visitor cancelled%'),
  1, 'the cancellation is in the lead''s history');

-- ======================================================================= e-mails
select is((select array_agg(kind::text order by created_at, kind) from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000002'),
  array['booking_confirmation', 'booking_change'], 'a confirmation on booking, a change on cancel');
select ok((select body_text like '%/manage-booking?token=' || :'bob' || '%' and body_text like '%New York time%'
           from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000002' and kind = 'booking_confirmation'),
  'the confirmation carries the manage link and New York time');
select ok((select convert_from(decode(attachments -> 0 ->> 'content_base64', 'base64'), 'UTF8') like 'BEGIN:VCALENDAR%DTSTART:%'
             and attachments -> 0 ->> 'content_type' like 'text/calendar%'
           from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000002' and kind = 'booking_confirmation'),
  'the confirmation has the .ics');
select is((select count(*)::int from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000004'), 0,
  'no booking e-mail for a row without a booking');
select is((select count(*)::int from public.outbound_emails e join public.form_submissions fs on fs.id = e.submission_id
           where fs.client_id = '30000000-0000-4000-8000-000000000005' and e.kind = 'booking_confirmation'), 0,
  'no confirmation for a row the database owner wrote (the local demo''s data)');
select is((select count(*)::int from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000001' and kind = 'booking_change'),
  1, 'a change e-mail on reschedule');

-- ======================================================================= reminders (a fake now)
select private.slot_start(:'d2'::date, '2:00 PM') as ann_start \gset
select is(private.send_booking_reminders(:'ann_start'::timestamptz - interval '25 hours'), 0, '25 hours before: nothing due');
select is(private.send_booking_reminders(:'ann_start'::timestamptz - interval '23 hours'), 1, '23 hours before: the day-before reminder');
select is(private.send_booking_reminders(:'ann_start'::timestamptz - interval '22 hours'), 0, '... once');
select is(private.send_booking_reminders(:'ann_start'::timestamptz - interval '30 minutes'), 1, '30 minutes before: the hour-before reminder');
select is(private.send_booking_reminders(:'ann_start'::timestamptz - interval '20 minutes'), 0, '... once');
select is((select count(*)::int from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000001' and kind = 'booking_reminder'),
  2, 'two reminders queued for the moved booking');
select is(private.send_booking_reminders(private.slot_start(:'d1'::date, '11:00 AM') - interval '23 hours'), 1,
  'the freed slot''s new booking is reminded ...');
select is((select count(*)::int from public.outbound_emails where submission_id = '10000000-0000-4000-8000-000000000002' and kind = 'booking_reminder'),
  0, '... the cancelled one never');

-- ======================================================================= the desk
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.mark_consultation('10000000-0000-4000-8000-000000000001', 'attended') $$, '22023', null,
  'a consultation not yet begun cannot be marked');
select throws_ok($$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'cancelled') $$, '22023', null,
  'the desk marks attended or no_show only');
select lives_ok($$ select public.mark_consultation('10000000-0000-4000-8000-000000000003', 'no_show') $$, 'admin marks a past one a no-show');
select is(public.consultation_outcomes(now() - interval '30 days', now() + interval '1 day'),
  '{"attended": 0, "noShow": 1, "unmarked": 0}'::jsonb, 'the Overview''s outcomes');
select tests.as_postgres();
select is((select consultation_status::text from public.form_submissions where id = '10000000-0000-4000-8000-000000000003'), 'no_show', 'marked');

select * from finish();
rollback;
