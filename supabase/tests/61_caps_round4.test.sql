-- Round-4 hardening, limits: besides the /64, the insert rate limit counts an IPv6 visitor's /56
-- and /48 (a /48 holds 65,536 /64s). Leads: 10 per /64, 12 per /56, 14 per /48; events: 300,
-- 600, 1,200; per 10 minutes. IPv4 is still counted per address. The review's probe (15 leads
-- from 15 /64s of one /48, all accepted) is here as it was run.
begin;
select plan(29);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'), ('c0000000-0000-4000-8000-000000000003', 'viewer');

create function tests.lead_from(address text) returns void language plpgsql as $$
begin
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', address)::text, true);
  insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'x@example.com');
end $$;
create function tests.event_from(address text) returns void language plpgsql as $$
begin
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', address)::text, true);
  insert into public.site_events (type, details, page) values ('pageview', 'Viewed /', '/');
end $$;
-- How many of the calls succeed: each one in a subtransaction, as each request is its own.
create function tests.accepted(calls text[]) returns integer language plpgsql as $$
declare
  call text;
  n integer := 0;
begin
  foreach call in array calls loop
    begin
      execute call;
      n := n + 1;
    exception when sqlstate 'PGRST' then
      null;
    end;
  end loop;
  return n;
end $$;
-- As the owner, from any role: the next window.
create function tests.reset_limits() returns void language sql security definer set search_path = '' as $$ delete from private.rate_limits $$;
grant execute on all functions in schema tests to anon, authenticated, service_role;

-- ======================================================================== the prefixes
select is(private.wider_prefixes('2001:db8:77:1::/64'), array['2001:db8:77::/56', '2001:db8:77::/48'],
  'a /64 key: its /56 and its /48, narrowest first');
select is(private.wider_prefixes('2001:db8:77:1ff::/64'), array['2001:db8:77:100::/56', '2001:db8:77::/48'],
  'the /56 is cut at the eighth bit of the fourth group');
select is(private.wider_prefixes('203.0.113.5'), '{}'::text[], 'an IPv4 address: none (counted per address)');
select is(private.wider_prefixes('unknown'), '{}'::text[], 'no address: none');
select is(private.wider_prefixes('2001:db8::1'), '{}'::text[], 'only a /64 key widens');

-- ============================================== the review's probe: 15 /64s of one /48
select tests.as_anon();
select is(tests.accepted(array(select format('select tests.lead_from(%L)', '2001:db8:aa:' || to_hex(g * 256) || '::1')
                               from generate_series(1, 15) g)), 14,
  'anon: of 15 leads from 15 /64s in 15 /56s of one /48, the 15th is refused (14 per /48)');
select throws_ok($$ select tests.lead_from('2001:db8:aa:ff01:1:2:3:4') $$, 'PGRST',
  '{"code" : "rate_limited", "message" : "Too many requests, try again later"}',
  'anon: and so is a lead from any other /64 of that /48 (HTTP 429)');
select lives_ok($$ select tests.lead_from('2001:db8:ab::1') $$, 'anon: the next /48 is not locked out');
select tests.as_postgres();
select is((select hits from private.rate_limits where bucket = 'form_submissions:2001:db8:aa::/48'), 14,
  'the /48 holds one bucket with its 14 hits; refused attempts are not counted');
select is((select count(*)::int from private.rate_limits where bucket like 'form_submissions:2001:db8:aa:%/56'), 14,
  'each /56 has a bucket of its own');

-- ========================================================== /64s of one /56
select tests.reset_limits();
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is(tests.accepted(array(select format('select tests.lead_from(%L)', '2001:db8:bb:' || to_hex(g) || '::1')
                               from generate_series(1, 15) g)), 12,
  'member: 15 leads from 15 /64s of one /56: 12 pass (12 per /56)');
select tests.reset_limits();
select tests.as_anon();
select is(tests.accepted(array(select format('select tests.lead_from(%L)', '2001:db8:cc:1::' || to_hex(g)) from generate_series(1, 11) g)), 10,
  'anon: one /64 still has its 10');
select lives_ok($$ select tests.lead_from('2001:db8:cc:2::1'); select tests.lead_from('2001:db8:cc:3::1') $$,
  'anon: after one /64 used its 10, two more /64s of that /56 get one each');
select throws_ok($$ select tests.lead_from('2001:db8:cc:4::1') $$, 'PGRST', null, 'anon: then the /56 is full');
select lives_ok($$ select tests.lead_from('2001:db8:cc:100::1'); select tests.lead_from('2001:db8:cc:200::1') $$,
  'anon: the /48 still takes 2 from other /56s');
select throws_ok($$ select tests.lead_from('2001:db8:cc:300::1') $$, 'PGRST', null, 'anon: then the /48 is full');

-- ========================================================== IPv4, and who is exempt
select tests.reset_limits();
select tests.as_anon();
select is(tests.accepted(array(select format('select tests.lead_from(%L)', '198.51.100.' || g) from generate_series(1, 20) g)), 20,
  'anon: 20 leads from 20 IPv4 addresses of one /24 all pass (IPv4 is counted per address)');
select is(tests.accepted(array(select 'select tests.lead_from(''192.0.2.9'')' from generate_series(1, 11))), 10,
  'anon: one IPv4 address has 10');
select tests.as_postgres();
select is((select count(*)::int from private.rate_limits where bucket like 'form_submissions:192.0.2.%'), 1,
  'an IPv4 address is one bucket, no wider one');
select tests.as_service();
select is(tests.accepted(array(select format('select tests.lead_from(%L)', '2001:db8:aa:' || to_hex(g * 256) || '::1')
                               from generate_series(1, 30) g)), 30,
  'service_role: exempt (30 from one /48)');

-- ================================================================ events: 300 / 600 / 1,200
select tests.reset_limits();
select tests.as_anon();
-- 8 /64s in 4 /56s of one /48, 150 events each (under the /64's 300 and the /56's 600)
select is(tests.accepted(array(select format('select tests.event_from(%L)', format('2001:db8:ee:%s::1', to_hex((g % 8 / 2) * 256 + g % 2)))
                               from generate_series(0, 1199) g)), 1200,
  'anon: 1,200 events from 8 /64s of one /48 pass');
select throws_ok($$ select tests.event_from('2001:db8:ee:f00::1') $$, 'PGRST', null,
  'anon: the 1,201st event from that /48 is refused');
select is(tests.accepted(array(select format('select tests.event_from(%L)', '2001:db8:ef:' || to_hex(g % 4) || '::1')
                               from generate_series(1, 700) g)), 600,
  'anon: 700 events from 4 /64s of one /56: 600 pass');

-- ================================================================ reach: nobody but the owner
select tests.as_postgres();
select ok(not has_function_privilege('anon', 'private.wider_prefixes(text)', 'execute')
          and not has_function_privilege('authenticated', 'private.wider_prefixes(text)', 'execute')
          and not has_function_privilege('service_role', 'private.wider_prefixes(text)', 'execute'),
  'no API role holds EXECUTE on private.wider_prefixes()');
select is((select proconfig from pg_proc where oid = 'private.wider_prefixes(text)'::regprocedure),
  array['search_path=""'], 'private.wider_prefixes() pins search_path to empty');
select tests.as_anon();
select throws_ok($$ select private.wider_prefixes('2001:db8::/64') $$, '42501', null, 'anon: cannot call private.wider_prefixes()');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select private.wider_prefixes('2001:db8::/64') $$, '42501', null, 'member: cannot call it');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select throws_ok($$ select private.wider_prefixes('2001:db8::/64') $$, '42501', null, 'viewer: cannot call it');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select private.wider_prefixes('2001:db8::/64') $$, '42501', null, 'admin: cannot call it');

select * from finish();
rollback;
