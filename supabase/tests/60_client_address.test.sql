-- The rate limit keys on an address the platform writes (private.client_address()): the client's
-- own X-Forwarded-For entries neither get it through nor lock anyone else out.
begin;
select plan(29);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- One lead sent with these request headers (NULL: no headers at all), as the current role.
create function tests.lead_with(headers jsonb) returns void language plpgsql as $$
begin
  perform set_config('request.headers', coalesce(headers::text, ''), true);
  insert into public.form_submissions (client_id, form_type, email) values (gen_random_uuid(), 'lead', 'x@example.com');
end $$;
create function tests.xff(hops text) returns jsonb language sql as $$ select jsonb_build_object('x-forwarded-for', hops) $$;
create function tests.reset_limits() returns void language sql as $$ delete from private.rate_limits $$;

-- ================================================================ forged leftmost hops
select tests.as_anon();
select lives_ok($$ select tests.lead_with(tests.xff('10.0.0.' || g || ', 203.0.113.20')) from generate_series(1, 10) g $$,
  'ten leads, each with a different client-written hop before the platform''s');
select throws_ok($$ select tests.lead_with(tests.xff('10.0.0.99, 203.0.113.20')) $$, 'PGRST', null,
  'the eleventh is refused although its leftmost hop is new: the rightmost hop is the key');

-- ================================================================ forged victim address
select tests.as_postgres();
select tests.reset_limits();
select tests.as_anon();
select lives_ok($$ select tests.lead_with(tests.xff('198.51.100.77, 203.0.113.21')) from generate_series(1, 10) g $$,
  'an attacker sends ten leads naming the victim''s address first');
select throws_ok($$ select tests.lead_with(tests.xff('198.51.100.77, 203.0.113.21')) $$, 'PGRST', null,
  'the attacker is limited on its own address');
select lives_ok($$ select tests.lead_with(tests.xff('198.51.100.77')) $$,
  'the victim is not locked out');

-- ================================================================ cf-connecting-ip first
select tests.as_postgres();
select tests.reset_limits();
select tests.as_anon();
select lives_ok(
  $$ select tests.lead_with(jsonb_build_object('cf-connecting-ip', '192.0.2.60', 'x-forwarded-for', '203.0.113.' || g))
     from generate_series(1, 10) g $$,
  'ten leads from one cf-connecting-ip through ten different X-Forwarded-For chains');
select throws_ok($$ select tests.lead_with(jsonb_build_object('cf-connecting-ip', '192.0.2.60', 'x-forwarded-for', '203.0.113.99')) $$,
  'PGRST', null, 'the eleventh is refused: cf-connecting-ip is preferred');
select tests.as_postgres();
select is((select array_agg(bucket) from private.rate_limits), array['form_submissions:192.0.2.60'],
  'the bucket is the cf-connecting-ip address');

-- ================================================================ no header: one shared bucket
select tests.reset_limits();
select tests.as_anon();
select lives_ok($$ select tests.lead_with(case when g % 2 = 0 then null else '{}'::jsonb end) from generate_series(1, 10) g $$,
  'ten leads without any address header (none at all, or none that names an address)');
select throws_ok($$ select tests.lead_with(tests.xff('  ')) $$, 'PGRST', null,
  'the eleventh is refused: requests without an address share one bucket, never a free pass');
select tests.as_postgres();
select is((select array_agg(bucket) from private.rate_limits), array['form_submissions:unknown'],
  'the shared bucket is "unknown"');

-- ================================================================ configurable in one place
select tests.reset_limits();
update private.client_address_settings set address_header = null, forwarded_hop = 2;
select tests.as_anon();
select tests.lead_with(jsonb_build_object('cf-connecting-ip', '192.0.2.1', 'x-forwarded-for', '1.2.3.4, 198.51.100.9, 10.1.1.1'));
select tests.as_postgres();
select is((select array_agg(bucket) from private.rate_limits), array['form_submissions:198.51.100.9'],
  'address_header NULL and forwarded_hop 2: the second hop from the right, no cf-connecting-ip');
update private.client_address_settings set address_header = 'x-real-ip', forwarded_hop = 1;
select tests.reset_limits();
select tests.as_anon();
select tests.lead_with(jsonb_build_object('x-real-ip', repeat('f', 300), 'x-forwarded-for', '10.1.1.1'));
select tests.as_postgres();
select is((select array_agg(bucket) from private.rate_limits), array['form_submissions:' || repeat('f', 64)],
  'another platform header can be named; an over-long value is cut to 64 characters');

-- ================================================================ out of the API roles' reach
select is((select proconfig from pg_proc where oid = 'private.client_address()'::regprocedure),
  array['search_path=""'], 'private.client_address() (SECURITY DEFINER) pins search_path to empty');
create temp table private_cells (what text, stmt text);
insert into private_cells values
  ('SELECT settings', 'select * from private.client_address_settings'),
  ('INSERT settings', 'insert into private.client_address_settings (id) values (false)'),
  ('UPDATE settings', 'update private.client_address_settings set forwarded_hop = 3'),
  ('DELETE settings', 'delete from private.client_address_settings'),
  ('EXECUTE client_address()', 'select private.client_address()');
grant select on private_cells to anon, authenticated;

select tests.as_anon();
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from private_cells;
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from private_cells;
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from private_cells;

select * from finish();
rollback;
