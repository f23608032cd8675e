-- Round-4 hardening, limits: consultation bookings are capped per contact (3 upcoming per e-mail
-- or phone) and per network (10 upcoming per IPv6 /48 or IPv4 address), for the API roles.
-- The review's probe (one /48 booked all 585 slots of the window in seconds) is here, with the
-- rate limit's window forgotten between bookings so that only the caps stand in the way.
begin;
select plan(39);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'), ('c0000000-0000-4000-8000-000000000003', 'viewer');

-- The n-th free place of the window: weekdays from tomorrow (New York), 13 slots each.
create function pg_temp.slot_day(_n integer) returns date language sql as $$
  select d::date from generate_series((now() at time zone 'America/New_York')::date + 1,
                                      (now() at time zone 'America/New_York')::date + 62, interval '1 day') d
  where extract(isodow from d) < 6 order by d offset _n / 13 limit 1
$$;
create function pg_temp.slot_time(_n integer) returns text language sql as $$
  select (array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '1:00 PM', '1:30 PM',
                '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM'])[_n % 13 + 1]
$$;
-- A booking of place _n from an address (a new rate-limit window each time, as if minutes passed).
create function pg_temp.book(_n integer, _address text, _email text, _phone text default null) returns void
language plpgsql as $$
begin
  perform tests.forget_rate_limits();
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', _address)::text, true);
  insert into public.form_submissions (client_id, form_type, full_name, email, phone, consultation_date, consultation_slot)
  values (gen_random_uuid(), 'consultation', 'Ann Lee', _email, _phone, pg_temp.slot_day(_n), pg_temp.slot_time(_n));
end $$;
-- How many of the bookings are kept: each one in a subtransaction, as each request is its own.
create function pg_temp.kept(calls text[]) returns integer language plpgsql as $$
declare
  call text;
  n integer := 0;
begin
  foreach call in array calls loop
    begin
      execute call;
      n := n + 1;
    exception when check_violation then
      null;
    end;
  end loop;
  return n;
end $$;
create function tests.forget_rate_limits() returns void language sql security definer set search_path = ''
  as $$ delete from private.rate_limits $$;
grant execute on all functions in schema pg_temp to anon, authenticated, service_role;
grant execute on all functions in schema tests to anon, authenticated, service_role;

create function pg_temp.refused(cap text) returns text language sql as $$
  select format('new row for relation "form_submissions" violates check constraint "form_submissions_booking_%s_cap_check"', cap)
$$;

-- ============================================================ the review's probe: one /48
select tests.as_anon();
select is(pg_temp.kept(array(select format('select pg_temp.book(%s, %L, %L)', g, '2001:db8:aa:' || to_hex(g) || '::1', 'p' || g || '@example.com')
                             from generate_series(0, 59) g)), 10,
  'anon: of 60 bookings from 60 /64s of one /48, with 60 addresses, 10 are kept');
select throws_ok($$ select pg_temp.book(100, '2001:db8:aa:ffff::9', 'new@example.com') $$, '23514', pg_temp.refused('network'),
  'anon: the next from that /48 is refused as the network cap');
select lives_ok($$ select pg_temp.book(101, '2001:db8:ab::1', 'new@example.com') $$, 'anon: another /48 books');
select tests.as_postgres();
select is((select array_agg(distinct network) from private.booking_networks where network like '2001:db8:aa%'), array['2001:db8:aa::/48'],
  'what is kept of the address is its /48');
select is((select count(*)::int from private.booking_networks), 11, 'one row per booking made through the API');

-- ====================================================================== IPv4: per address
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is(pg_temp.kept(array(select format('select pg_temp.book(%s, %L, %L)', g, '203.0.113.7', 'q' || g || '@example.com')
                             from generate_series(200, 211) g)), 10,
  'member: of 12 bookings from one IPv4 address, 10 are kept');
select lives_ok($$ select pg_temp.book(212, '203.0.113.8', 'q212@example.com') $$,
  'member: the next address of that /24 books');

-- ====================================================================== one contact
select tests.as_anon();
select is(pg_temp.kept(array(select format('select pg_temp.book(%s, %L, %L)', g, '198.51.100.' || g % 200, 'ann@example.com')
                             from generate_series(300, 319) g)), 3,
  'anon: of 20 bookings for one e-mail from 20 networks, 3 are kept');
select throws_ok($$ select pg_temp.book(320, '198.51.100.201', 'Ann+Later@Example.COM') $$, '23514', pg_temp.refused('contact'),
  'anon: the same address in capitals with a +tag is the same contact');
select lives_ok($$ select pg_temp.book(321, '198.51.100.202', 'bob@example.com', '+1 (212) 555-0100') $$, 'anon: bob books, with a phone');
select lives_ok($$ select pg_temp.book(322, '198.51.100.203', 'bob2@example.com', '212.555.0100') $$,
  'anon: the same phone, written otherwise: second booking');
select lives_ok($$ select pg_temp.book(323, '198.51.100.204', null, '2125550100') $$, 'anon: third, by phone alone');
select throws_ok($$ select pg_temp.book(324, '198.51.100.205', 'bob3@example.com', '1-212-555-0100') $$, '23514', pg_temp.refused('contact'),
  'anon: a fourth for that phone number is refused, whatever the e-mail');
select lives_ok($$ select pg_temp.book(325, '198.51.100.206', 'carl@example.com', '555-0100') $$,
  'anon: a phone of 7 digits is another number (compared by its last 10 digits)');

-- A booking the firm marks as spam no longer counts; past ones never do.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ update public.form_submissions set status = 'spam'
                   where email = 'ann@example.com' and consultation_date = pg_temp.slot_day(300) and consultation_slot = pg_temp.slot_time(300) $$,
  'admin: marks one of ann''s bookings as spam');
select tests.as_anon();
select lives_ok($$ select pg_temp.book(326, '198.51.100.207', 'ann@example.com') $$, 'anon: ann books a third one again');
select tests.as_postgres();
insert into public.form_submissions (client_id, form_type, email, consultation_date, consultation_slot)
select gen_random_uuid(), 'consultation', 'dora@example.com', d, '9:00 AM'
from generate_series((now() at time zone 'America/New_York')::date - 8, (now() at time zone 'America/New_York')::date - 1, interval '1 day') d
where extract(isodow from d) < 6 on conflict do nothing;
select tests.as_anon();
select is(pg_temp.kept(array(select format('select pg_temp.book(%s, %L, %L)', g, '198.51.100.' || g % 200, 'dora@example.com')
                             from generate_series(330, 333) g)), 3,
  'anon: past bookings do not count (dora has some, and books 3 upcoming)');

-- ====================================================== the service role and the SQL editor
select tests.as_service();
select lives_ok($$ select pg_temp.book(g, '2001:db8:aa::1', 'eve@example.com') from generate_series(400, 411) g $$,
  'service_role: not capped (12 for one contact from the full /48)');
select tests.as_postgres();
select lives_ok($$ insert into public.form_submissions (client_id, form_type, email, consultation_date, consultation_slot)
                   select gen_random_uuid(), 'consultation', 'eve@example.com', pg_temp.slot_day(g), pg_temp.slot_time(g)
                   from generate_series(420, 431) g $$,
  'the SQL editor (and the local demo data): not capped');
select is((select count(*)::int from private.booking_networks b join public.form_submissions s on s.id = b.submission_id
           where s.email = 'eve@example.com'), 0, 'neither leaves a network row');
select tests.as_anon();
select throws_ok($$ select pg_temp.book(440, '192.0.2.50', 'eve@example.com') $$, '23514', pg_temp.refused('contact'),
  'anon: but their bookings count for the contact');

-- ====================================================== erasure and retention of the network rows
select tests.as_postgres();
select lives_ok($$ delete from public.form_submissions where email = 'p0@example.com' $$, 'a booked lead is deleted');
select is((select count(*)::int from private.booking_networks where network = '2001:db8:aa::/48'), 9,
  'its network row goes with it');
select tests.as_anon();
select lives_ok($$ select pg_temp.book(441, '2001:db8:aa:7777::1', 'late@example.com') $$,
  'anon: the /48 has a place again');
select tests.as_postgres();
update private.booking_networks set consultation_date = (now() at time zone 'America/New_York')::date - 1
where submission_id = (select id from public.form_submissions where email = 'p1@example.com');
select tests.as_anon();
select lives_ok($$ select pg_temp.book(442, '2001:db8:aa:7778::1', 'later@example.com') $$,
  'anon: a network row of a past day frees its place ...');
select tests.as_postgres();
select is((select count(*)::int from private.booking_networks where consultation_date < (now() at time zone 'America/New_York')::date), 0,
  '... and is removed by the next booking');

-- ============================================ reach: the table and functions are the owner's
select ok(not has_table_privilege('anon', 'private.booking_networks', 'select, insert, update, delete')
          and not has_table_privilege('authenticated', 'private.booking_networks', 'select, insert, update, delete')
          and not has_table_privilege('service_role', 'private.booking_networks', 'select, insert, update, delete'),
  'no API role holds a privilege on private.booking_networks');
select ok((select relrowsecurity from pg_class where oid = 'private.booking_networks'::regclass),
  'private.booking_networks has row-level security on');
select ok(not bool_or(has_function_privilege(r, f, 'execute')),
  'no API role holds EXECUTE on the cap functions')
from unnest(array['anon', 'authenticated', 'service_role']) r,
     unnest(array['private.enforce_booking_caps()', 'private.booking_email_key(text)', 'private.booking_phone_key(text)']) f;
select is(array_agg(distinct array_to_string(proconfig, ',')), array['search_path=""'], 'the cap functions pin search_path to empty')
from pg_proc where oid in ('private.enforce_booking_caps()'::regprocedure, 'private.booking_email_key(text)'::regprocedure,
                           'private.booking_phone_key(text)'::regprocedure);

create function pg_temp.denied_everywhere() returns boolean language plpgsql as $$
declare
  statement text;
begin
  foreach statement in array array[
    'select * from private.booking_networks',
    'insert into private.booking_networks values (gen_random_uuid(), ''x'', current_date)',
    'update private.booking_networks set network = ''x''',
    'delete from private.booking_networks',
    'select private.booking_email_key(''a@example.com'')',
    'select private.booking_phone_key(''5550100'')'] loop
    begin
      execute statement;
      return false;
    exception when insufficient_privilege then
      null;
    end;
  end loop;
  return true;
end $$;
grant execute on function pg_temp.denied_everywhere() to anon, authenticated;
select tests.as_anon();
select ok(pg_temp.denied_everywhere(), 'anon: select, insert, update, delete on the network rows and the key functions: all denied');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select ok(pg_temp.denied_everywhere(), 'member: all denied');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select ok(pg_temp.denied_everywhere(), 'viewer: all denied');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select ok(pg_temp.denied_everywhere(), 'admin: all denied');
select throws_ok($$ select pg_temp.book(450, '192.0.2.77', 'staff@example.com'); select pg_temp.book(451, '192.0.2.77', 'staff@example.com');
                    select pg_temp.book(452, '192.0.2.77', 'staff@example.com'); select pg_temp.book(453, '192.0.2.77', 'staff@example.com') $$,
  '23514', pg_temp.refused('contact'), 'admin: booking through the API is capped too');
select tests.as_postgres();
select trigger_is('public', 'form_submissions', 'form_submissions_booking_caps', 'private', 'enforce_booking_caps',
  'an after-insert trigger enforces the caps');

-- =============================================================== the keys
select is(private.booking_email_key('  Ann+Tag@Example.COM '), 'ann@example.com', 'e-mail key: lowercased, trimmed, without the +tag');
select is(private.booking_phone_key('+1 (212) 555-0100'), '2125550100', 'phone key: the last 10 digits');
select is(private.booking_phone_key('555-01'), null, 'phone key: none under 7 digits');

select * from finish();
rollback;
