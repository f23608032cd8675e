-- Round-3 hardening, item 5: a consultation is booked between today and 62 days ahead (New
-- York dates), on a weekday as before; a lead needs a valid e-mail or a phone with at least 7
-- digits. The dates here are relative to today, so the test holds on any day.
begin;
select plan(27);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- New York's today, and the first weekday on or after a day.
create function pg_temp.ny_today() returns date language sql as $$ select (now() at time zone 'America/New_York')::date $$;
create function pg_temp.weekday_from(_day date) returns date language sql as $$
  select d::date from generate_series(_day, _day + 6, interval '1 day') d where extract(isodow from d) < 6 order by d limit 1
$$;
-- The last weekday on or before a day.
create function pg_temp.weekday_until(_day date) returns date language sql as $$
  select d::date from generate_series(_day - 6, _day, interval '1 day') d where extract(isodow from d) < 6 order by d desc limit 1
$$;
-- One contact holds at most 3 upcoming bookings (20261127000300): the later ones name others.
create function pg_temp.book(_day date, _slot text default '9:00 AM', _email text default 'ann@example.com') returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
  values (gen_random_uuid(), 'consultation', 'Ann Lee', _email, _day, _slot)
$$;
create function pg_temp.lead(_email text, _phone text) returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, phone) values (gen_random_uuid(), 'lead', 'Ann Lee', _email, _phone)
$$;
grant execute on all functions in schema pg_temp to anon, authenticated, service_role;

-- ============================================================= the window, for visitors
select tests.as_anon('198.51.100.30');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_until(pg_temp.ny_today() - 1)) $$, '23514',
  'new row for relation "form_submissions" violates check constraint "form_submissions_consultation_window_check"',
  'anon: a weekday in the past is refused');
select lives_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 1), '9:30 AM') $$,
  'anon: the next weekday is booked');
select lives_ok($$ select pg_temp.book(pg_temp.weekday_until(pg_temp.ny_today() + 62), '10:00 AM') $$,
  'anon: the last weekday within 62 days is booked');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 63)) $$, '23514', null,
  'anon: a weekday 63 days ahead or later is refused');
select throws_ok($$ select pg_temp.book('9999-12-31') $$, '23514', null, 'anon: a slot in 9999 is refused (it is a Friday)');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 1) + (6 - extract(isodow from pg_temp.weekday_from(pg_temp.ny_today() + 1)))::int) $$,
  '23514', 'new row for relation "form_submissions" violates check constraint "form_submissions_consultation_date_check"',
  'anon: a Saturday inside the window is still refused (weekdays only)');

select tests.as_user('b0000000-0000-4000-8000-000000000002', '198.51.100.31');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_until(pg_temp.ny_today() - 1)) $$, '23514', null,
  'member: a weekday in the past is refused');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 63)) $$, '23514', null,
  'member: 63 days ahead is refused');
select lives_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 1), '11:00 AM') $$,
  'member: within the window is booked');

select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.32');
select throws_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 63)) $$, '23514', null,
  'admin (through the API): 63 days ahead is refused too');
select lives_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 1), '1:00 PM', 'ada@example.com') $$,
  'admin: within the window is booked');

-- Today itself is inside the window, but not after the firm's minimum notice (one business day
-- by default, 20261128001200_booking_availability.sql): refused like a slot taken first.
select tests.as_anon('198.51.100.33');
select case when extract(isodow from pg_temp.ny_today()) < 6
  then throws_ok($$ select pg_temp.book(pg_temp.ny_today(), '4:00 PM', 'bo@example.com') $$, '23505',
    'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
    'anon: today (New York) is inside the window but not after the minimum notice')
  else throws_ok($$ select pg_temp.book(pg_temp.ny_today(), '4:00 PM') $$, '23514', null, 'anon: today is a weekend day in New York') end;

-- ======================================================= the SQL editor and the service role
select tests.as_service();
select lives_ok($$ select pg_temp.book(pg_temp.weekday_until(pg_temp.ny_today() - 30), '2:00 PM') $$,
  'service_role: records a past booking (an import)');
select tests.as_postgres();
select lives_ok($$ select pg_temp.book(pg_temp.weekday_from(pg_temp.ny_today() + 90), '2:30 PM') $$,
  'the SQL editor: records a booking taken by phone, months ahead');
select trigger_is('public', 'form_submissions', 'form_submissions_consultation_window', 'private', 'check_consultation_window',
  'a before-insert trigger checks the window');
select is((select proconfig from pg_proc where oid = 'private.check_consultation_window()'::regprocedure),
  array['search_path=""'], 'the window check pins search_path to empty');
select ok(not has_function_privilege('anon', 'private.check_consultation_window()', 'execute')
          and not has_function_privilege('authenticated', 'private.check_consultation_window()', 'execute'),
  'the API roles cannot call the window check themselves');

-- ==================================================================== e-mail or phone
select tests.as_anon('198.51.100.34');
-- One case a row: the e-mail, the phone, ok or the SQLSTATE, what, the message.
select tests.check(null, format('select pg_temp.lead(%L, %L)', c.email, c.phone), c.expect, c.descr, c.msg) from (values
  (null, 'x', '23514', 'a phone "x" and no e-mail is refused',
    'new row for relation "form_submissions" violates check constraint "form_submissions_contact_check"'),
  (null, E'\u200b', '23514', 'a zero-width space is refused', null),
  (null, '555-010', '23514', 'a phone of 6 digits is refused', null),
  (null, '٥٥٥٠١٠٠٠', '23514', 'digits of another script do not count', null),
  (null, '555-0100', 'ok', 'a phone of 7 digits is enough', null),
  (null, '+1 (212) 555-0100', 'ok', 'a phone with punctuation', null),
  ('ann@example.com', null, 'ok', 'a valid e-mail alone is enough', null),
  ('ann@example.com', 'x', 'ok', 'a valid e-mail with a bad phone: the e-mail answers', null),
  ('not an e-mail', '5550100', '23514', 'an invalid e-mail is refused, phone or not',
    'new row for relation "form_submissions" violates check constraint "form_submissions_email_check"')
) c(email, phone, expect, descr, msg);
select tests.as_postgres();
select is((select convalidated from pg_constraint where conname = 'form_submissions_contact_check'), true,
  'the contact check is validated on a fresh project');

select * from finish();
rollback;
