-- user_roles: users read their own rows; only service_role writes.
begin;
select plan(17);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'other-admin@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'admin');

-- ============================================================ anon, member, admin
-- One case a row, in order: who asks, the statement, empty / the SQLSTATE, what.
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', $$ select * from public.user_roles $$, '42501', 'anon: SELECT denied'),
  ('anon', $$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
    '42501', 'anon: INSERT denied'),
  ('anon', $$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002' $$, '42501', 'anon: UPDATE denied'),
  ('anon', $$ delete from public.user_roles $$, '42501', 'anon: DELETE denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ select role from public.user_roles
             where user_id = 'b0000000-0000-4000-8000-000000000002' and role = 'admin' limit 1 $$,
    'empty', 'member: the role lookup finds no admin row'),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.user_roles $$, 'empty', 'member: SELECT sees no one else''s roles'),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
    '42501', 'member: cannot make themselves admin'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002' $$, '42501', 'member: UPDATE denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.user_roles $$, '42501', 'member: DELETE denied'),
  ('a0000000-0000-4000-8000-000000000001', $$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
    '42501', 'admin: cannot grant roles through the Data API'),
  ('a0000000-0000-4000-8000-000000000001', $$ update public.user_roles set role = 'admin' $$, '42501', 'admin: UPDATE denied'),
  ('a0000000-0000-4000-8000-000000000001', $$ delete from public.user_roles $$, '42501', 'admin: DELETE denied')
) c(who, sql, expect, descr);

select tests.as_user('b0000000-0000-4000-8000-000000000002');
select set_config('request.jwt.claims',
  '{"role":"authenticated","sub":"b0000000-0000-4000-8000-000000000002","user_role":"admin","app_metadata":{"role":"admin"}}', true);
select is_empty($$ select * from public.blog_posts where not published $$,
  'member: forged user_role / app_metadata claims grant nothing');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select role::text from public.user_roles where user_id = 'a0000000-0000-4000-8000-000000000001' and role = 'admin' limit 1 $$,
  array['admin'], 'admin: the role lookup finds the admin row');
select is((select count(*)::int from public.user_roles), 1, 'admin: SELECT sees only their own rows');

-- ================================================================== service_role
select tests.as_service();
select lives_ok($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin') $$,
  'service_role: grants a role');
select results_eq($$ delete from public.user_roles where user_id = 'c0000000-0000-4000-8000-000000000003' returning role::text $$,
  array['admin'], 'service_role: revokes a role');

select * from finish();
rollback;
