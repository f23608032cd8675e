-- The rate limit's key (round-3 hardening, item 2): an IPv6 visitor is counted by the /64 their
-- provider gave them (any of its 2^64 addresses is theirs to use), an IPv4 visitor by the
-- address; private.client_address() is the one place that derives it.
begin;
select plan(21);

create function tests.lead_from(address text) returns void language plpgsql as $$
begin
  perform set_config('request.headers', jsonb_build_object('x-forwarded-for', address)::text, true);
  insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'x@example.com');
end $$;
create function tests.reset_limits() returns void language sql as $$ delete from private.rate_limits $$;

-- ======================================================================== the key
select is(private.address_key('203.0.113.5'), '203.0.113.5', 'IPv4: the address');
select is(private.address_key('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64', 'IPv6: its /64');
select is(private.address_key('2001:DB8:1:2::ffff'), '2001:db8:1:2::/64', 'IPv6 in capitals or shortened: the same /64');
select is(private.address_key('2001:db8:1:3::1'), '2001:db8:1:3::/64', 'the next /64 is another key');
select is(private.address_key('::ffff:198.51.100.7'), '198.51.100.7', 'an IPv4-mapped IPv6 address: the IPv4 address');
select is(private.address_key('[2001:db8:1:2::1]:443'), '2001:db8:1:2::/64', 'a bracketed IPv6 address with a port');
select is(private.address_key('203.0.113.5:8080'), '203.0.113.5', 'an IPv4 address with a port');
select is(private.address_key('not-an-address'), 'not-an-address', 'anything else is kept as it came');
select is(private.address_key(repeat('z', 300)), repeat('z', 64), '... cut to 64 characters');
select is(private.address_key(null), null, 'no address, no key');

-- ============================================================= fifteen addresses of one /64
-- The reviewer's probe: fifteen inserts from fifteen addresses of one /64 (limit 10).
select tests.as_anon();
select lives_ok($$ select tests.lead_from('2001:db8:77:1::' || to_hex(g)) from generate_series(1, 10) g $$,
  'ten leads from ten addresses of one /64');
select throws_ok($$ select tests.lead_from('2001:db8:77:1:ffff::1') $$, 'PGRST', null,
  'the eleventh, from yet another address of that /64, is refused');
select throws_ok($$ select tests.lead_from('2001:db8:77:1:8000:1:2:3') $$, 'PGRST', null,
  'and so are the others of that /64');
select lives_ok($$ select tests.lead_from('2001:db8:77:2::1') $$, 'a neighbour in the next /64 is not locked out');
select tests.as_postgres();
select is((select hits from private.rate_limits where bucket = 'form_submissions:2001:db8:77:1::/64'), 10,
  'the /64 holds one bucket with its ten hits');

-- ================================================================ IPv4: one address each
select tests.reset_limits();
select tests.as_anon();
select lives_ok($$ select tests.lead_from('198.51.100.' || g) from generate_series(1, 15) g $$,
  'fifteen leads from fifteen IPv4 addresses of one /24 all pass (IPv4 is counted per address)');
select lives_ok($$ select tests.lead_from('192.0.2.9') from generate_series(1, 10) g $$, 'ten from one IPv4 address');
select throws_ok($$ select tests.lead_from('::ffff:192.0.2.9') $$, 'PGRST', null,
  'the same address written as IPv4-mapped IPv6 is the same bucket');

-- ============================================================= the platform's header too
select tests.as_postgres();
select tests.reset_limits();
select tests.as_anon();
select set_config('request.headers', '{"cf-connecting-ip": "2001:db8:9:9::42", "x-forwarded-for": "10.0.0.1"}', true) is not null;
insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'x@example.com');
select tests.as_postgres();
select is((select array_agg(bucket order by bucket) from private.rate_limits),
  array['form_submissions:2001:db8:9:9::/64', 'form_submissions:2001:db8:9::/48', 'form_submissions:2001:db8:9::/56'],
  'cf-connecting-ip is keyed the same way (its /64, and since round 4 its /56 and /48)');

-- ================================================================ out of the API roles' reach
select ok(not has_function_privilege('anon', 'private.address_key(text)', 'execute')
          and not has_function_privilege('authenticated', 'private.address_key(text)', 'execute')
          and not has_function_privilege('service_role', 'private.address_key(text)', 'execute'),
  'no API role may call private.address_key()');
select is((select proconfig from pg_proc where oid = 'private.address_key(text)'::regprocedure),
  array['search_path=""'], 'private.address_key() pins search_path to empty');

select * from finish();
rollback;
