-- Staff: the viewer role (reads the lead desk and the Overview, changes nothing), the staff
-- functions (admins only), the last-admin rule (whoever asks), and a revoked person's next request.
-- Cells: anon, member (signed in, no role), viewer, admin.
begin;
select plan(83);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'New.Person@Example.com');
update auth.users set last_sign_in_at = now() - interval '1 day', invited_at = now() - interval '30 days'
  where id = 'c0000000-0000-4000-8000-000000000003';
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');
insert into public.form_submissions (id, client_id, form_type, full_name, email, message, metadata) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com', 'Hello',
   '{"visitId": "v-ann", "attribution": {"source": "newsletter"}}');
insert into public.lead_notes (submission_id, body) values ('e0000000-0000-4000-8000-000000000001', 'Called back');
update public.form_submissions set status = 'contacted' where id = 'e0000000-0000-4000-8000-000000000001';
insert into public.site_events (type, details, metadata, page) values
  ('pageview', 'Viewed /contact', '{"visitId": "v-ann"}', '/contact');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-draft', 'Draft', 'Ex', 'June 2, 2026', 'Hudson', '/img/b.jpg', 'draft-post', 'Body', false);

-- ================================================================== the role type
select enum_has_labels('public', 'app_role', array['admin', 'viewer', 'author', 'compliance'], 'app_role: admin, viewer, author and compliance');
select throws_ok(
  $$ insert into public.user_roles (user_id, role) values ('c0000000-0000-4000-8000-000000000003', 'admin') $$,
  '23505', null, 'a person holds one role at most');
select is_definer('private', 'is_staff', '{}'::name[], 'private.is_staff() is SECURITY DEFINER');
select is((select proconfig from pg_proc where oid = 'private.is_staff()'::regprocedure),
  array['search_path=""'], 'private.is_staff() pins search_path to empty');
select ok(not has_function_privilege('anon', 'private.is_staff()', 'execute'), 'anon cannot execute private.is_staff()');

-- ===================================================================== anon, member
-- One case a row, in order: who asks, the statement, the SQLSTATE, what, the message.
select tests.check(c.who, c.sql, '42501', c.descr, c.msg) from (values
  ('anon', $$ select * from public.staff_members() $$, 'anon: staff_members denied', null),
  ('anon', $$ select public.add_staff('new.person@example.com', 'viewer') $$, 'anon: add_staff denied', null),
  ('anon', $$ select public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'admin') $$,
    'anon: set_staff_role denied', null),
  ('anon', $$ select public.revoke_staff('c0000000-0000-4000-8000-000000000003') $$, 'anon: revoke_staff denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.search_leads('ann') $$, 'member: the lead search is refused', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.site_stats(now() - interval '1 day', now() + interval '1 day') $$,
    'member: site_stats refused', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.staff_members() $$, 'member: staff_members refused',
    'staff_members: only admins may do this'),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.add_staff('new.person@example.com', 'viewer') $$, 'member: add_staff refused',
    'add_staff: only admins may do this'),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.set_staff_role('b0000000-0000-4000-8000-000000000002', 'admin') $$,
    'member: cannot make themselves admin', 'set_staff_role: only admins may do this'),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.revoke_staff('a0000000-0000-4000-8000-000000000001') $$, 'member: revoke_staff refused',
    'revoke_staff: only admins may do this')
) c(who, sql, descr, msg);

-- ========================================================================= viewer
select tests.as_user('c0000000-0000-4000-8000-000000000003');
-- reads
select results_eq($$ select email from public.form_submissions $$, array['ann@example.com'],
  'viewer: SELECT form_submissions reads the leads');
select results_eq($$ select kind::text from public.lead_notes order by kind $$, array['note', 'status'],
  'viewer: SELECT lead_notes reads the notes and the status history');
select results_eq($$ select r ->> 'email' from jsonb_array_elements(public.search_leads('ann') -> 'rows') r $$,
  array['ann@example.com'], 'viewer: the lead search finds the lead');
select results_eq($$ select source from public.lead_sources() $$, array['newsletter'], 'viewer: lead_sources()');
select is((public.site_stats(now() - interval '1 day', now() + interval '1 day') -> 'totals' ->> 'leads')::int, 1,
  'viewer: site_stats answers the Overview');
select isnt_empty($$ select * from analytics.visit_days $$, 'viewer: SELECT analytics rollups');
select is((select count(*)::int from public.site_events), 1, 'viewer: SELECT site_events');
select results_eq($$ select role::text from public.user_roles $$, array['viewer'], 'viewer: reads their own role');
select is_empty($$ select * from public.blog_posts where not published $$, 'viewer: drafts stay hidden');
select ok(not has_function_privilege('anon', 'public.search_leads(text, text, text, text, date, boolean, text, integer, integer)', 'execute'),
  'viewer: the lead search is for signed-in staff only (anon may not call it)');
-- changes nothing and runs none of the staff functions (the request as it is: the viewer)
select tests.check(null, c.sql, c.expect, c.descr, c.msg) from (values
  ($$ update public.form_submissions set status = 'won' returning id $$, 'empty', 'viewer: UPDATE status changes nothing', null),
  ($$ update public.form_submissions set follow_up_on = current_date returning id $$, 'empty',
    'viewer: UPDATE follow_up_on changes nothing', null),
  ($$ delete from public.form_submissions returning id $$, 'empty', 'viewer: DELETE removes no lead', null),
  ($$ insert into public.form_submissions (client_id, form_type, email, status)
     values (gen_random_uuid(), 'lead', 'v@example.com', 'won') $$, '42501', 'viewer: INSERT cannot set status', null),
  ($$ insert into public.lead_notes (submission_id, body) values ('e0000000-0000-4000-8000-000000000001', 'x') $$,
    '42501', 'viewer: INSERT lead_notes refused', 'new row violates row-level security policy for table "lead_notes"'),
  ($$ update public.lead_notes set body = 'x' $$, '42501', 'viewer: UPDATE lead_notes denied', null),
  ($$ delete from public.lead_notes $$, '42501', 'viewer: DELETE lead_notes denied', null),
  ($$ delete from public.site_events returning id $$, 'empty', 'viewer: DELETE removes no event', null),
  ($$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-9', 'Mine', 'x', 'x', 'x', '/x.jpg', 'mine', 'x') $$,
    '42501', 'viewer: INSERT blog_posts refused', 'new row violates row-level security policy for table "blog_posts"'),
  ($$ update public.blog_posts set title = 'Defaced' returning id $$, 'empty', 'viewer: UPDATE blog_posts changes nothing', null),
  ($$ delete from public.blog_posts returning id $$, 'empty', 'viewer: DELETE blog_posts removes nothing', null),
  ($$ insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'viewer') $$,
    '42501', 'viewer: INSERT user_roles denied', null),
  ($$ update public.user_roles set role = 'admin' $$, '42501', 'viewer: UPDATE user_roles denied', null),
  ($$ delete from public.user_roles $$, '42501', 'viewer: DELETE user_roles denied', null),
  ($$ select * from public.staff_members() $$, '42501', 'viewer: staff_members refused', null),
  ($$ select public.add_staff('new.person@example.com', 'viewer') $$, '42501', 'viewer: add_staff refused', null),
  ($$ select public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'admin') $$, '42501',
    'viewer: cannot promote themselves', null),
  ($$ select public.revoke_staff('a0000000-0000-4000-8000-000000000001') $$, '42501', 'viewer: revoke_staff refused', null)
) c(sql, expect, descr, msg);
select is((select count(*)::int from public.form_submissions where status = 'contacted'), 1,
  'viewer: the lead is as it was');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select email, role::text, invited_at is not null, last_sign_in_at is not null from public.staff_members() $$,
  $$ values ('admin@example.com', 'admin', false, false), ('viewer@example.com', 'viewer', true, true) $$,
  'admin: staff_members lists e-mail, role, invited and last sign-in');
-- add_staff
select throws_ok($$ select public.add_staff('not an address', 'viewer') $$, '22023', null,
  'admin: add_staff refuses an invalid e-mail');
select throws_ok($$ select public.add_staff('nobody@example.com', 'viewer') $$, 'P0002', null,
  'admin: add_staff refuses an address without an account');
select throws_ok($$ select public.add_staff('new.person@example.com', null) $$, '22023', null,
  'admin: add_staff needs a role');
select is(public.add_staff('  NEW.person@example.com ', 'viewer') ->> 'outcome', 'added',
  'admin: add_staff gives the role (the address in any case)');
select results_eq($$ select role::text from public.staff_members() where email = 'New.Person@Example.com' $$,
  array['viewer'], 'admin: the new person is staff');
select is(public.add_staff('viewer@example.com', 'admin'),
  '{"outcome": "already_staff", "user_id": "c0000000-0000-4000-8000-000000000003", "email": "viewer@example.com",
    "role": "viewer", "message": "viewer@example.com is already staff (viewer); nothing was changed."}'::jsonb,
  'admin: adding existing staff changes nothing and says so');
select results_eq($$ select role::text from public.staff_members() where email = 'viewer@example.com' $$,
  array['viewer'], 'admin: their role is unchanged');
-- set_staff_role
select is(public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'admin') ->> 'outcome', 'changed',
  'admin: set_staff_role promotes a viewer');
select is(public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'admin') ->> 'outcome', 'unchanged',
  'admin: the same role again changes nothing');
select throws_ok($$ select public.set_staff_role('b0000000-0000-4000-8000-000000000002', 'viewer') $$, 'P0002', null,
  'admin: set_staff_role refuses someone who is not staff');
select is(public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'viewer') ->> 'previous_role', 'admin',
  'admin: set_staff_role demotes another admin');
select throws_ok($$ select public.set_staff_role('a0000000-0000-4000-8000-000000000001', 'viewer') $$, '23001',
  'The last admin cannot be removed or demoted. Make someone else an admin first.',
  'admin: the last admin cannot demote themselves');
-- revoke_staff
select throws_ok($$ select public.revoke_staff('a0000000-0000-4000-8000-000000000001') $$, '23001', null,
  'admin: the last admin cannot revoke themselves');
select throws_ok($$ select public.revoke_staff('b0000000-0000-4000-8000-000000000002') $$, 'P0002', null,
  'admin: revoke_staff refuses someone who is not staff');
select is(public.revoke_staff('d0000000-0000-4000-8000-000000000004') ->> 'outcome', 'revoked',
  'admin: revoke_staff takes the role away');
select results_eq($$ select email from public.staff_members() order by email $$,
  array['admin@example.com', 'viewer@example.com'], 'admin: the revoked person is no longer listed');
select results_eq($$ select role::text from public.user_roles $$, array['admin'],
  'admin: reads only their own role row (the list comes from staff_members)');

-- ==================================================== a revoked person's next request
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.form_submissions), 1, 'viewer: reads the lead before the revocation');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.revoke_staff('c0000000-0000-4000-8000-000000000003') ->> 'role', 'viewer', 'admin revokes the viewer');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select is_empty($$ select * from public.form_submissions $$, 'revoked: the next read sees no lead');
select throws_ok($$ select public.search_leads('ann') $$, '42501', null, 'revoked: the lead search is refused');
select throws_ok($$ select public.site_stats(now() - interval '1 day', now() + interval '1 day') $$, '42501', null,
  'revoked: site_stats refused');

-- ================================================ the last admin, whoever asks
select tests.as_postgres();
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('service', $$ delete from public.user_roles where user_id = 'a0000000-0000-4000-8000-000000000001' $$,
    '23001', 'service_role: cannot delete the last admin'),
  ('service', $$ update public.user_roles set role = 'viewer' where user_id = 'a0000000-0000-4000-8000-000000000001' $$,
    '23001', 'service_role: cannot demote the last admin'),
  ('postgres', $$ delete from public.user_roles where role = 'admin' $$, '23001', 'postgres: cannot delete the last admin'),
  ('postgres', $$ update public.user_roles set role = 'viewer' $$, '23001', 'postgres: cannot demote the last admin'),
  ('postgres', $$ delete from auth.users where id = 'a0000000-0000-4000-8000-000000000001' $$, '23001',
    'deleting the last admin''s account (the cascade) is refused'),
  ('postgres', $$ truncate public.user_roles $$, '23001', 'TRUNCATE of user_roles with an admin is refused'),
  ('postgres', $$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002'
     where user_id = 'a0000000-0000-4000-8000-000000000001' $$, '42501',
    'moving the admin row to another person is refused: a role row''s user_id never changes')
) c(who, sql, expect, descr);
insert into public.user_roles (user_id, role) values ('b0000000-0000-4000-8000-000000000002', 'admin');
select throws_ok($$ delete from public.user_roles where role = 'admin' $$, '23001', null,
  'one statement removing both admins is refused');
select is((select count(*)::int from public.user_roles where role = 'admin'), 2, 'both admins are still there');
select lives_ok($$ delete from public.user_roles where user_id = 'b0000000-0000-4000-8000-000000000002' $$,
  'with two admins, one may go');
select lives_ok($$ insert into public.user_roles (user_id, role) values ('c0000000-0000-4000-8000-000000000003', 'viewer') $$,
  'postgres: grants a role');
select lives_ok($$ update public.user_roles set role = 'admin' where user_id = 'c0000000-0000-4000-8000-000000000003' $$,
  'postgres: promotes a viewer');
select lives_ok($$ update public.user_roles set role = 'viewer' where user_id = 'a0000000-0000-4000-8000-000000000001' $$,
  'postgres: demotes an admin while another remains');
select throws_ok($$ delete from public.user_roles where user_id = 'c0000000-0000-4000-8000-000000000003' $$, '23001', null,
  'postgres: and then cannot remove the one left');
select lives_ok($$ delete from public.user_roles where role = 'viewer' $$, 'deleting viewers is never blocked');
select results_eq($$ select u.email::text from public.user_roles r join auth.users u on u.id = r.user_id $$,
  array['viewer@example.com'], 'one admin is left');

select * from finish();
rollback;
