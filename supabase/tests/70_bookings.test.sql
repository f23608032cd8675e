-- Consultation bookings: the date and slot columns, one booking per day and slot, and
-- taken_consultation_slots() (anyone, dates and times only, 62 days at most).
begin;
select plan(39);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Dates relative to today, inside the booking window (today to 62 days ahead, New York): day(0)
-- is the Monday 8 to 14 days ahead, so day(1) is a Tuesday and day(5) a Saturday.
create function pg_temp.day(_n integer) returns date language sql as $$
  select (now() at time zone 'America/New_York')::date + 8
    + ((8 - extract(isodow from (now() at time zone 'America/New_York')::date + 8)::int) % 7) + _n
$$;
grant execute on function pg_temp.day(integer) to anon, authenticated;

create function pg_temp.book(_client uuid, _day date, _slot text, _email text default 'ann@example.com')
returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
  values (_client, 'consultation', 'Ann Lee', _email, _day, _slot)
$$;
grant execute on function pg_temp.book(uuid, date, text, text) to anon, authenticated;

-- ======================================================================== structure
select has_column('public', 'form_submissions', 'consultation_date', 'consultation_date exists');
select col_type_is('public', 'form_submissions', 'consultation_date', 'date', 'consultation_date is a date');
select col_type_is('public', 'form_submissions', 'consultation_slot', 'text', 'consultation_slot is text');
select is_indexed('public', 'form_submissions', array['consultation_date', 'consultation_slot'],
  'day and slot are indexed together');
select is_definer('public', 'taken_consultation_slots', array['date', 'date'],
  'taken_consultation_slots is SECURITY DEFINER');
select is((select proconfig from pg_proc where oid = 'public.taken_consultation_slots(date, date)'::regprocedure),
  array['search_path=""'], 'taken_consultation_slots pins search_path to empty');
select is(
  (select proargnames from pg_proc where oid = 'public.taken_consultation_slots(date, date)'::regprocedure),
  array['from_date', 'to_date', 'date', 'time_slot'], 'its result columns are exactly date and time_slot');
select is(
  (select proargmodes::text[] from pg_proc where oid = 'public.taken_consultation_slots(date, date)'::regprocedure),
  array['i', 'i', 't', 't'], 'two inputs, two result columns, nothing else');

-- ======================================================================== anon
select tests.as_anon('198.51.100.10');
select lives_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000001', pg_temp.day(1), '9:30 AM') $$,
  'anon: INSERT a booking (date and slot columns are granted)');
select throws_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000002', pg_temp.day(1), '9:30 AM', 'bob@example.com') $$,
  '23505', 'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
  'anon: a second booking of the same day and slot is refused, by the index''s name');
select lives_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000003', pg_temp.day(1), '10:00 AM') $$,
  'anon: another slot of the same day is free');
select lives_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000004', pg_temp.day(2), '9:30 AM') $$,
  'anon: the same slot on another day is free');
select throws_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000001', pg_temp.day(3), '9:00 AM') $$,
  '23505', 'duplicate key value violates unique constraint "form_submissions_client_id_key"',
  'anon: a repeated client_id still names its own key (already stored)');
select results_eq($$ select * from public.taken_consultation_slots(pg_temp.day(-4), pg_temp.day(26)) $$,
  $$ values (pg_temp.day(1), '10:00 AM'::text), (pg_temp.day(1), '9:30 AM'), (pg_temp.day(2), '9:30 AM') $$,
  'anon: taken_consultation_slots lists the taken days and slots');
select is_empty($$ select * from public.taken_consultation_slots(pg_temp.day(30), pg_temp.day(59)) $$,
  'anon: a month without bookings has no taken slots');
select lives_ok($$ select * from public.taken_consultation_slots(pg_temp.day(-4), pg_temp.day(57)) $$,
  'anon: 62 days in one call are allowed');
select throws_ok($$ select * from public.taken_consultation_slots(pg_temp.day(-4), pg_temp.day(58)) $$,
  '22023', 'taken_consultation_slots: at most 62 days per call (asked for 63)', 'anon: 63 days are refused');
select throws_ok($$ select * from public.taken_consultation_slots(pg_temp.day(-3), pg_temp.day(-4)) $$,
  '22023', null, 'anon: a reversed range is refused');
select tests.check(null, c.sql, '42501', c.descr) from (values
  ($$ select consultation_date from public.form_submissions $$, 'anon: SELECT of the booking columns denied'),
  ($$ update public.form_submissions set consultation_slot = '4:00 PM' $$, 'anon: UPDATE of a booking denied'),
  ($$ delete from public.form_submissions where consultation_date is not null $$, 'anon: DELETE of a booking denied')
) c(sql, descr);

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002', '198.51.100.11');
select lives_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000005', pg_temp.day(1), '11:00 AM', 'meg@example.com') $$,
  'member: INSERT a booking');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(-4), pg_temp.day(26))), 4,
  'member: taken_consultation_slots answers');
select is_empty($$ select consultation_date from public.form_submissions $$, 'member: SELECT sees no booking');
select throws_ok($$ update public.form_submissions set consultation_slot = '4:00 PM' $$, '42501', null,
  'member: UPDATE of a booking denied');
select is_empty($$ delete from public.form_submissions returning id $$, 'member: DELETE removes no booking');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.12');
select lives_ok($$ select pg_temp.book('c0000000-0000-4000-8000-000000000006', pg_temp.day(1), '4:00 PM', 'ada@example.com') $$,
  'admin: INSERT a booking');
select results_eq(
  $$ select consultation_date, consultation_slot from public.form_submissions
     where client_id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values (pg_temp.day(1), '9:30 AM'::text) $$, 'admin: SELECT reads the booking columns');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(-4), pg_temp.day(26))), 5,
  'admin: taken_consultation_slots answers');
select throws_ok($$ update public.form_submissions set consultation_slot = '4:00 PM' $$, '42501', null,
  'admin: UPDATE of a booking denied (a submission is never edited)');
select results_eq(
  $$ delete from public.form_submissions where client_id = 'c0000000-0000-4000-8000-000000000003' returning consultation_slot $$,
  array['10:00 AM'], 'admin: DELETE a booking (erasure request)');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(1), pg_temp.day(1))
           where time_slot = '10:00 AM'), 0, 'a deleted booking frees its slot');

-- ==================================================================== constraints
select tests.as_postgres();
select throws_ok(c.sql, '23514', null, c.descr) from (values
  ($$ select pg_temp.book(gen_random_uuid(), pg_temp.day(1), '12:00 PM') $$, 'a slot outside the 13 is refused'),
  ($$ select pg_temp.book(gen_random_uuid(), pg_temp.day(5), '9:00 AM') $$, 'a Saturday is refused'),
  ($$ insert into public.form_submissions (client_id, form_type, email, consultation_date)
     values (gen_random_uuid(), 'consultation', 'a@example.com', pg_temp.day(1)) $$, 'a date without a slot is refused'),
  ($$ insert into public.form_submissions (client_id, form_type, email, consultation_date, consultation_slot)
     values (gen_random_uuid(), 'contact_form', 'a@example.com', pg_temp.day(1), '9:00 AM') $$,
    'only a consultation may hold a booking')
) c(sql, descr);

-- A booking marked spam frees its slot.
select lives_ok($$ update public.form_submissions set status = 'spam' where client_id = 'c0000000-0000-4000-8000-000000000004' $$,
  'an admin marks the day(2) 9:30 AM booking as spam');
select lives_ok($$ select pg_temp.book(gen_random_uuid(), pg_temp.day(2), '9:30 AM', 'real@example.com') $$,
  'a booking marked spam frees its slot for the next visitor');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(2), pg_temp.day(2))), 1,
  'the spam booking is no longer listed as taken; the new one is');

select * from finish();
rollback;
