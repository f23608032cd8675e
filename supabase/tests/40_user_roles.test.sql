-- user_roles: users read their own rows; only service_role writes.
begin;
select plan(17);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'other-admin@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'admin');

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select * from public.user_roles $$, '42501', null, 'anon: SELECT denied');
select throws_ok($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', null, 'anon: INSERT denied');
select throws_ok($$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002' $$,
  '42501', null, 'anon: UPDATE denied');
select throws_ok($$ delete from public.user_roles $$, '42501', null, 'anon: DELETE denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty(
  $$ select role from public.user_roles where user_id = 'b0000000-0000-4000-8000-000000000002' and role = 'admin' limit 1 $$,
  'member: the role lookup finds no admin row');
select is_empty($$ select * from public.user_roles $$, 'member: SELECT sees no one else''s roles');
select throws_ok($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', null, 'member: cannot make themselves admin');
select throws_ok($$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002' $$,
  '42501', null, 'member: UPDATE denied');
select throws_ok($$ delete from public.user_roles $$, '42501', null, 'member: DELETE denied');
select set_config('request.jwt.claims',
  '{"role":"authenticated","sub":"b0000000-0000-4000-8000-000000000002","user_role":"admin","app_metadata":{"role":"admin"}}', true);
select is_empty($$ select * from public.blog_posts where not published $$,
  'member: forged user_role / app_metadata claims grant nothing');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select role::text from public.user_roles where user_id = 'a0000000-0000-4000-8000-000000000001' and role = 'admin' limit 1 $$,
  array['admin'], 'admin: the role lookup finds the admin row');
select is((select count(*)::int from public.user_roles), 1, 'admin: SELECT sees only their own rows');
select throws_ok($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
  '42501', null, 'admin: cannot grant roles through the Data API');
select throws_ok($$ update public.user_roles set role = 'admin' $$, '42501', null, 'admin: UPDATE denied');
select throws_ok($$ delete from public.user_roles $$, '42501', null, 'admin: DELETE denied');

-- ================================================================== service_role
select tests.as_service();
select lives_ok($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
  'service_role: grants a role');
select results_eq($$ delete from public.user_roles where user_id = 'c0000000-0000-4000-8000-000000000003' returning role::text $$,
  array['admin'], 'service_role: revokes a role');

select * from finish();
rollback;
