-- Availability the firm sets (20261128001200_booking_availability.sql, issue 35 items 4 and 6).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: SELECT, INSERT, UPDATE and DELETE on consultation_days_off, EXECUTE of
--      booking_availability, set_booking_rules, add_consultation_day_off,
--      remove_consultation_day_off and add_federal_holidays; no API role executes the private rule.
--   2. The US federal holidays of 2026 and 2027 (observed dates).
--   3. The rule (private.consultation_slot_open): weekday, slot, window, minimum notice, a day
--      off, the buffer, `ignoring`, cancelled and spam bookings freeing their slot; the insert
--      check and public.taken_consultation_slots say the same.
--   4. The cap: the tenth booking of a day for one e-mail address is refused.
--   5. Changes are audited.
begin;
select plan(136);

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

-- New York's today; day(0) is the Monday 8 to 14 days ahead, so day(1) is a Tuesday.
create function pg_temp.ny_today() returns date language sql as $$ select (now() at time zone 'America/New_York')::date $$;
create function pg_temp.day(_n integer) returns date language sql as $$
  select pg_temp.ny_today() + 8 + ((8 - extract(isodow from pg_temp.ny_today() + 8)::int) % 7) + _n
$$;
-- The n-th weekday after today (1: the next one).
create function pg_temp.weekday_after(_n integer) returns date language sql as $$
  select d::date from generate_series(pg_temp.ny_today() + 1, pg_temp.ny_today() + 30, interval '1 day') d
  where extract(isodow from d) < 6 order by d offset _n - 1 limit 1
$$;
create function pg_temp.book(_day date, _slot text, _email text default 'ann@example.com') returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
  values (gen_random_uuid(), 'consultation', 'Ann Lee', _email, _day, _slot)
$$;
create function pg_temp.open(_day date, _slot text, _ignoring uuid default null) returns boolean language sql as $$
  select private.consultation_slot_open(_day, _slot, _ignoring)
$$;
create function pg_temp.rules(_notice int, _buffer int) returns void language sql as $$
  update private.firm_settings set booking_notice_days = _notice, booking_buffer_minutes = _buffer where id
$$;
grant execute on all functions in schema pg_temp to anon, authenticated, service_role;

-- ========================================================================== structure
select is((select (booking_notice_days, booking_buffer_minutes)::text from private.firm_settings where id), '(1,0)',
  'by default a booking needs one business day of notice and no buffer');
select ok(not has_function_privilege(r, f, 'execute'), r || ' may not execute ' || f)
from unnest(array['anon', 'authenticated', 'service_role']) r,
     unnest(array['private.consultation_slot_open(date, text, uuid)', 'private.closed_consultation_slots(date, date, uuid)',
                  'private.us_federal_holidays(integer)', 'private.earliest_consultation_day()',
                  'private.lock_consultation_day(date)', 'private.enforce_booking_daily_cap()']) f;
select table_privs_are('public', 'consultation_days_off', 'anon', '{}'::text[], 'anon holds no privilege on consultation_days_off');
select table_privs_are('public', 'consultation_days_off', 'authenticated', array['SELECT'],
  'authenticated may only SELECT consultation_days_off (by policy)');
select table_privs_are('public', 'consultation_days_off', 'service_role', '{}'::text[],
  'service_role holds no privilege on consultation_days_off');

-- ============================================================== the US federal holidays
select results_eq($$ select day, name from private.us_federal_holidays(2026) $$,
  $$ values ('2026-01-01'::date, 'New Year''s Day'), ('2026-01-19', 'Martin Luther King Jr. Day'),
            ('2026-02-16', 'Presidents Day'), ('2026-05-25', 'Memorial Day'), ('2026-06-19', 'Juneteenth'),
            ('2026-07-03', 'Independence Day'), ('2026-09-07', 'Labor Day'), ('2026-10-12', 'Columbus Day'),
            ('2026-11-11', 'Veterans Day'), ('2026-11-26', 'Thanksgiving Day'), ('2026-12-25', 'Christmas Day') $$,
  '2026: the eleven holidays, July 4 (a Saturday) kept on Friday July 3');
select results_eq($$ select day, name from private.us_federal_holidays(2027) $$,
  $$ values ('2027-01-01'::date, 'New Year''s Day'), ('2027-01-18', 'Martin Luther King Jr. Day'),
            ('2027-02-15', 'Presidents Day'), ('2027-05-31', 'Memorial Day'), ('2027-06-18', 'Juneteenth'),
            ('2027-07-05', 'Independence Day'), ('2027-09-06', 'Labor Day'), ('2027-10-11', 'Columbus Day'),
            ('2027-11-11', 'Veterans Day'), ('2027-11-25', 'Thanksgiving Day'), ('2027-12-24', 'Christmas Day'),
            ('2027-12-31', 'New Year''s Day') $$,
  '2027: Saturdays kept on Fridays, Sundays on Mondays, and New Year''s Day of 2028 on December 31');
select is((select count(*)::int from private.us_federal_holidays(2028) where day = '2028-01-01'), 0,
  '2028: New Year''s Day (a Saturday) is not kept in 2028 (it was on December 31, 2027)');

-- ======================================================= the tables, cell by cell
insert into public.consultation_days_off (day, reason) values (pg_temp.day(40), 'Firm retreat');
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['empty', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['empty', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['empty', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['nonempty', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['nonempty', '42501', '42501', '42501']),
    (7, 'service_role', 'service', array['42501', '42501', '42501', '42501'])),
  o(i, op, sql) as (values
    (1, 'SELECT', $$ select day from public.consultation_days_off $$),
    (2, 'INSERT', $$ insert into public.consultation_days_off (day, reason) values (pg_temp.day(41), 'x') $$),
    (3, 'UPDATE', $$ update public.consultation_days_off set reason = 'y' returning day $$),
    (4, 'DELETE', $$ delete from public.consultation_days_off returning day $$)),
  c as (
    select r.who, o.sql, r.expect[o.i] as expect,
           format('%s: %s on consultation_days_off %s', r.name, o.op,
                  case r.expect[o.i] when 'empty' then 'sees no row' when 'nonempty' then 'reads rows' else 'denied' end) as descr
    from r cross join o order by r.n, o.i)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ==================================================== the functions, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['42501', '42501', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['42501', '42501', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['42501', '42501', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['ok', '42501', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['ok', 'ok', 'ok', 'ok', 'ok']),
    (7, 'service_role', 'service', array['42501', '42501', '42501', '42501', '42501'])),
  f(i, name, sql, refusal) as (values
    (1, 'booking_availability', $$ select public.booking_availability() $$,
     'booking_availability: only compliance and admins may do this'),
    (2, 'set_booking_rules', $$ select public.set_booking_rules(1, 0) $$, 'set_booking_rules: only admins may do this'),
    (3, 'add_consultation_day_off', $$ select public.add_consultation_day_off(pg_temp.day(42), 'Office move') $$,
     'add_consultation_day_off: only admins may do this'),
    (4, 'remove_consultation_day_off', $$ select public.remove_consultation_day_off(pg_temp.day(43)) $$,
     'remove_consultation_day_off: only admins may do this'),
    (5, 'add_federal_holidays', $$ select public.add_federal_holidays(extract(year from pg_temp.ny_today())::int + 1) $$,
     'add_federal_holidays: only admins may do this')),
  c as (
    select r.who, f.sql, r.expect[f.i] as expect,
           format('%s: %s %s', r.name, f.name, case r.expect[f.i] when 'ok' then 'runs'
                  else case when r.name in ('anon', 'service_role') then 'denied' else 'refused' end end) as descr,
           case when r.expect[f.i] = '42501' and r.name not in ('anon', 'service_role') then f.refusal end as msg
    from r cross join f order by r.n, f.i)
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from c;

-- ===================================================== what the functions do, audited
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((public.add_federal_holidays(extract(year from pg_temp.ny_today())::int + 1) ->> 'added')::int, 0,
  'admin: the holidays already added are left as they are');
select throws_ok($$ select public.add_federal_holidays(extract(year from pg_temp.ny_today())::int + 2) $$, '22023',
  'add_federal_holidays: this year or next', 'admin: only this year''s or next year''s holidays');
select throws_ok($$ select public.add_consultation_day_off(pg_temp.ny_today() - 1, 'Past') $$, '22023', null,
  'admin: a day off in the past is refused');
select throws_ok($$ select public.add_consultation_day_off(pg_temp.day(44), '  ') $$, '22023', null,
  'admin: a day off needs a reason');
select throws_ok($$ select public.set_booking_rules(11, 0) $$, '22023', null, 'admin: more than 10 days of notice is refused');
select throws_ok($$ select public.set_booking_rules(1, 121) $$, '22023', null, 'admin: a buffer over 120 minutes is refused');
select ok(public.booking_availability() -> 'days_off' @> jsonb_build_array(jsonb_build_object('day', pg_temp.day(40), 'reason', 'Firm retreat')),
  'admin: the days off are read with their reasons');
select is(public.remove_consultation_day_off(pg_temp.day(42)) ->> 'removed', 'true', 'admin: a day off is removed');
select lives_ok($$ select public.set_booking_rules(2, 15) $$, 'admin: sets two business days of notice and a 15-minute buffer');
select is((public.booking_availability() - 'days_off')::text, '{"notice_days": 2, "buffer_minutes": 15}', 'the rules are read back');
select tests.as_postgres();
select is((select count(*)::int from private.us_federal_holidays(extract(year from pg_temp.ny_today())::int + 1) h
           left join public.consultation_days_off o using (day)
           where o.day is not null or h.day = pg_temp.day(42)), -- day(42) was removed above
  (select count(*)::int from private.us_federal_holidays(extract(year from pg_temp.ny_today())::int + 1)),
  'every holiday of next year is a day off');
select is((select details from public.audit_log where action = 'availability.rules' order by id desc limit 1),
  '{"notice_days": 2, "buffer_minutes": 15, "previous_notice_days": 1, "previous_buffer_minutes": 0}'::jsonb,
  'a change of the rules is audited with the previous values');
select is((select (actor_id, details ->> 'change')::text from public.audit_log
           where action = 'availability.day_off' and target = pg_temp.day(42)::text order by id desc limit 1),
  '(a0000000-0000-4000-8000-000000000001,removed)', 'removing a day off is audited, with who did it');
select ok(exists (select 1 from public.audit_log where action = 'availability.day_off' and details ->> 'change' = 'added'
                   and details ->> 'reason' = 'Independence Day'), 'each holiday added is audited');
delete from public.consultation_days_off;
select pg_temp.rules(1, 0);

-- ============================================================================ the rule
select ok(pg_temp.open(pg_temp.day(1), '9:00 AM'), 'a weekday slot in the window is open');
select ok(not pg_temp.open(pg_temp.day(5), '9:00 AM'), 'a Saturday is closed');
select ok(not pg_temp.open(pg_temp.day(1), '12:00 PM'), 'a slot not among the 13 is closed');
select ok(not pg_temp.open(null, '9:00 AM'), 'no day: closed');
select ok(not pg_temp.open(pg_temp.ny_today() + 63, '9:00 AM') and not pg_temp.open(pg_temp.ny_today() - 1, '9:00 AM'),
  'outside today .. today + 62: closed');
-- The minimum notice.
select ok(not pg_temp.open(pg_temp.ny_today(), '4:00 PM'), 'notice 1: today is closed');
select ok(pg_temp.open(pg_temp.weekday_after(1), '9:00 AM'), 'notice 1: the next business day is open');
select pg_temp.rules(2, 0);
select ok(not pg_temp.open(pg_temp.weekday_after(1), '4:00 PM') and pg_temp.open(pg_temp.weekday_after(2), '9:00 AM'),
  'notice 2: the next business day is closed, the one after open');
insert into public.consultation_days_off (day, reason) values (pg_temp.weekday_after(1), 'Closed');
select ok(not pg_temp.open(pg_temp.weekday_after(2), '9:00 AM') and pg_temp.open(pg_temp.weekday_after(3), '9:00 AM'),
  'notice 2: a day off is not a business day, so the notice reaches one weekday further');
delete from public.consultation_days_off;
select pg_temp.rules(0, 0);
select is(pg_temp.open(pg_temp.ny_today(), '4:00 PM'),
  extract(isodow from pg_temp.ny_today()) < 6 and (now() at time zone 'America/New_York')::time < '16:00',
  'notice 0: a later slot of today is open, one that has begun is not');
select pg_temp.rules(1, 0);
-- A day off.
insert into public.consultation_days_off (day, reason) values (pg_temp.day(2), 'Office closed');
select ok(not pg_temp.open(pg_temp.day(2), s), 'a day off closes ' || s) from unnest(array['9:00 AM', '4:00 PM']) s;
-- The buffer, around a booking at 10:00 AM.
select pg_temp.book(pg_temp.day(1), '10:00 AM');
create temp table booked as
  select id from public.form_submissions where consultation_date = pg_temp.day(1) and consultation_slot = '10:00 AM';
select ok(not pg_temp.open(pg_temp.day(1), '10:00 AM'), 'a booked slot is closed');
select ok(pg_temp.open(pg_temp.day(1), '9:30 AM') and pg_temp.open(pg_temp.day(1), '10:30 AM'),
  'no buffer: the slots next to it are open');
select pg_temp.rules(1, 15);
select ok(not pg_temp.open(pg_temp.day(1), '9:30 AM') and not pg_temp.open(pg_temp.day(1), '10:30 AM')
          and pg_temp.open(pg_temp.day(1), '9:00 AM') and pg_temp.open(pg_temp.day(1), '11:00 AM'),
  'a 15-minute buffer closes the slots next to it, not the ones after');
select pg_temp.rules(1, 45);
select ok(not pg_temp.open(pg_temp.day(1), '9:00 AM') and not pg_temp.open(pg_temp.day(1), '11:00 AM')
          and pg_temp.open(pg_temp.day(1), '11:30 AM'),
  'a 45-minute buffer closes two slots each side');
select ok(pg_temp.open(pg_temp.day(1), '10:00 AM', (select id from booked))
          and pg_temp.open(pg_temp.day(1), '10:30 AM', (select id from booked)),
  'ignoring the booking being moved, its own slot and buffer are open');
select ok(not pg_temp.open(pg_temp.day(1), '10:30 AM', gen_random_uuid()), 'ignoring another booking changes nothing');
update public.form_submissions set consultation_status = 'cancelled' where id = (select id from booked);
select ok(pg_temp.open(pg_temp.day(1), '10:00 AM') and pg_temp.open(pg_temp.day(1), '10:30 AM'),
  'a cancelled booking frees its slot and its buffer');
update public.form_submissions set consultation_status = 'booked', status = 'spam' where id = (select id from booked);
select ok(pg_temp.open(pg_temp.day(1), '10:00 AM'), 'a booking marked spam frees its slot');
update public.form_submissions set status = 'new' where id = (select id from booked);

-- The insert check and the public list say the same (visitors, through the API).
select tests.as_anon('198.51.100.60');
select throws_ok($$ select pg_temp.book(pg_temp.day(1), '10:30 AM', 'bo@example.com') $$, '23505',
  'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"',
  'anon: a slot within the buffer is refused like a slot taken first');
select throws_ok($$ select pg_temp.book(pg_temp.day(2), '1:00 PM', 'bo@example.com') $$, '23505', null,
  'anon: a day off is refused like a slot taken first');
select throws_ok($$ select pg_temp.book(pg_temp.day(5), '9:00 AM') $$,
  '23514', null, 'anon: a weekend day is still refused by the date''s CHECK');
select lives_ok($$ select pg_temp.book(pg_temp.day(1), '11:30 AM', 'bo@example.com') $$, 'anon: an open slot is booked');
select lives_ok($$ select pg_temp.book(pg_temp.weekday_after(1), '9:00 AM', 'cy@example.com') $$,
  'anon: the next business day is booked (one day of notice)');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(2), pg_temp.day(2))), 13,
  'anon: the public list gives every slot of a day off');
select results_eq($$ select time_slot from public.taken_consultation_slots(pg_temp.day(1), pg_temp.day(1)) $$,
  $$ values ('10:00 AM'::text), ('10:30 AM'), ('11:00 AM'), ('11:30 AM'), ('9:00 AM'), ('9:30 AM') $$,
  'anon: the public list gives the booked slots and those within the buffer (45 minutes)');
select is((select count(*)::int from public.taken_consultation_slots(pg_temp.day(3), pg_temp.day(4))), 0,
  'anon: days without bookings or days off list nothing');
select ok((select count(*) from public.taken_consultation_slots(pg_temp.ny_today(), pg_temp.ny_today())) =
          case when extract(isodow from pg_temp.ny_today()) < 6 then 13 else 0 end,
  'anon: today (notice 1) is listed whole on a weekday');
select is_empty($$ select * from public.taken_consultation_slots(pg_temp.ny_today() + 63, pg_temp.ny_today() + 100) $$,
  'anon: days past the window are not listed (the calendar stops there)');
select tests.as_postgres();
select pg_temp.rules(1, 0);

-- ============================================================== the cap per address
-- Nine bookings made today for cap@example.com (past consultations: no other cap counts them).
select pg_temp.book((select d::date from generate_series(pg_temp.ny_today() - 14, pg_temp.ny_today() - 8, interval '1 day') d
                     where extract(isodow from d) = 3), s, 'cap@example.com')
from unnest(array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '1:00 PM', '1:30 PM', '2:00 PM']) s;
select tests.as_anon('198.51.100.61');
select throws_ok($$ select pg_temp.book(pg_temp.day(3), '9:00 AM', 'Cap+again@Example.com') $$, '23514',
  'new row for relation "form_submissions" violates check constraint "form_submissions_booking_daily_cap_check"',
  'anon: the tenth booking of the day for one address (any case, any +tag) is refused');
select lives_ok($$ select pg_temp.book(pg_temp.day(3), '9:00 AM', 'other@example.com') $$, 'anon: another address books');
select tests.as_postgres();
update public.form_submissions set created_at = now() - interval '1 day'
where id = (select id from public.form_submissions where email = 'cap@example.com' limit 1);
select tests.as_anon('198.51.100.62');
select lives_ok($$ select pg_temp.book(pg_temp.day(3), '10:00 AM', 'cap@example.com') $$,
  'anon: a booking made yesterday does not count: the ninth of today is booked');
select tests.as_postgres();
select lives_ok($$ select pg_temp.book(pg_temp.day(4), '9:00 AM', 'cap@example.com') $$,
  'the SQL editor (a booking taken by phone) is not capped');

select * from finish();
rollback;
