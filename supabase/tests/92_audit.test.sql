-- audit_log: admins read; nobody writes, changes or deletes an entry through the API (nor the
-- owner: append-only); what is recorded, with whom as the actor; export_leads and audit_actors.
-- Cells: anon, member, viewer, admin, service_role, and the table owner.
begin;
select plan(61);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'invited@example.com');
update auth.users set last_sign_in_at = now() where id = 'b0000000-0000-4000-8000-000000000002';
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');
insert into public.form_submissions (id, client_id, form_type, full_name, email) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com');

-- ================================================================== structure
select has_table('public', 'audit_log', 'public.audit_log exists');
select columns_are('public', 'audit_log', array['id', 'at', 'actor_id', 'action', 'target', 'details'],
  'audit_log(id, at, actor_id, action, target, details)');
select has_index('public', 'audit_log', 'audit_log_action_idx', array['action', 'at', 'id'],
  'newest-first paging filtered by action has its index');
select has_index('public', 'audit_log', 'audit_log_actor_idx', array['actor_id', 'at', 'id'],
  'newest-first paging filtered by actor has its index');
select has_index('public', 'audit_log', 'audit_log_at_idx', array['at', 'id'], 'unfiltered newest-first paging has its index');
select table_privs_are('public', 'audit_log', 'anon', '{}'::text[], 'anon holds no privilege on audit_log');
select table_privs_are('public', 'audit_log', 'authenticated', array['SELECT'], 'authenticated may only SELECT audit_log');
select table_privs_are('public', 'audit_log', 'service_role', array['SELECT'], 'service_role may only SELECT audit_log');
select ok(not has_function_privilege('authenticated', 'private.audit(text, text, jsonb)', 'execute')
          and not has_function_privilege('service_role', 'private.audit(text, text, jsonb)', 'execute'),
  'no API role may call the audit writer');

-- ============================================================ what the setup recorded
select results_eq(
  $$ select action::text, target, actor_id, details from public.audit_log order by id $$,
  $$ values ('staff.invite', 'a0000000-0000-4000-8000-000000000001', null::uuid,
             '{"email": "admin@example.com", "role": "admin"}'::jsonb),
            ('staff.invite', 'c0000000-0000-4000-8000-000000000003', null::uuid,
             '{"email": "viewer@example.com", "role": "viewer"}'::jsonb) $$,
  'a role for an account that never signed in is an invitation; the SQL editor has no actor');

-- ========================================================================= anon
select tests.as_anon();
select throws_ok($$ select * from public.audit_log $$, '42501', null, 'anon: SELECT denied');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null, 'anon: INSERT denied');
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501', null, 'anon: UPDATE denied');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'anon: DELETE denied');
select throws_ok($$ select public.export_leads() $$, '42501', null, 'anon: export_leads denied');
select throws_ok($$ select * from public.audit_actors() $$, '42501', null, 'anon: audit_actors denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select * from public.audit_log $$, 'member: SELECT sees no entry');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null, 'member: INSERT denied');
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501', null, 'member: UPDATE denied');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'member: DELETE denied');
select throws_ok($$ select public.export_leads() $$, '42501', 'export_leads: only admins may do this', 'member: export_leads refused');
select throws_ok($$ select * from public.audit_actors() $$, '42501', null, 'member: audit_actors refused');

-- ========================================================================= viewer
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select is_empty($$ select * from public.audit_log $$, 'viewer: SELECT sees no entry');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null, 'viewer: INSERT denied');
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501', null, 'viewer: UPDATE denied');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'viewer: DELETE denied');
select throws_ok($$ select public.export_leads() $$, '42501', null, 'viewer: export_leads refused');
select throws_ok($$ select * from public.audit_actors() $$, '42501', null, 'viewer: audit_actors refused');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.audit_log), 2, 'admin: SELECT reads the entries');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null, 'admin: INSERT denied');
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501', null, 'admin: UPDATE denied');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'admin: DELETE denied');
-- export_leads (the rows and their count: 92_audit_round4)
select throws_ok($$ select public.export_leads(sort => 'random') $$, '22023', null, 'admin: export_leads refuses an unknown order');
select throws_ok($$ select public.export_leads(search => repeat('x', 501)) $$, '22023', null, 'admin: export_leads refuses a long search');
select lives_ok($$ select public.export_leads() $$, 'admin: export_leads records the export');
select results_eq(
  $$ select actor_id, target, details from public.audit_log where action = 'leads.export' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, null::text, '{"rows": 1, "filters": {"sort": "newest"}}'::jsonb) $$,
  'the export entry: who and how many rows');
-- role changes through the staff functions, with the admin as the actor
select lives_ok($$ select public.add_staff('invited@example.com', 'viewer') $$, 'admin: invites a colleague');
select lives_ok($$ select public.add_staff('member@example.com', 'viewer') $$, 'admin: grants a role to a former member');
select throws_ok($$ select public.set_staff_role('a0000000-0000-4000-8000-000000000001', 'viewer') $$, '23001', null,
  'admin: the last admin''s demotion is refused');
select lives_ok($$ select public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'admin') $$, 'admin: promotes');
select lives_ok($$ select public.revoke_staff('b0000000-0000-4000-8000-000000000002') $$, 'admin: revokes');
select results_eq(
  $$ select action::text, target, details from public.audit_log
     where actor_id = 'a0000000-0000-4000-8000-000000000001' and (action::text like 'role.%' or action = 'staff.invite')
     order by id $$,
  $$ values ('staff.invite', 'd0000000-0000-4000-8000-000000000004', '{"email": "invited@example.com", "role": "viewer"}'::jsonb),
            ('role.grant', 'b0000000-0000-4000-8000-000000000002', '{"email": "member@example.com", "role": "viewer"}'::jsonb),
            ('role.change', 'c0000000-0000-4000-8000-000000000003',
             '{"email": "viewer@example.com", "role": "admin", "previous_role": "viewer"}'::jsonb),
            ('role.revoke', 'b0000000-0000-4000-8000-000000000002', '{"email": "member@example.com", "role": "viewer"}'::jsonb) $$,
  'invitation, grant, change and revocation are recorded with the admin as the actor');
select is_empty($$ select * from public.audit_log where action = 'role.change' and target = 'a0000000-0000-4000-8000-000000000001' $$,
  'a refused demotion leaves no entry');
-- lead status
update public.form_submissions set status = 'qualified' where id = 'e0000000-0000-4000-8000-000000000001';
update public.form_submissions set follow_up_on = current_date where id = 'e0000000-0000-4000-8000-000000000001';
select results_eq(
  $$ select actor_id, target, details from public.audit_log where action = 'lead.status' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, 'e0000000-0000-4000-8000-000000000001',
             '{"from": "new", "to": "qualified"}'::jsonb) $$,
  'a status change is recorded (the lead id and the two statuses); a follow-up date is not');
-- posts
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-1', 'Live at once', 'Ex', 'June 1, 2026', 'Hudson', '/img/a.jpg', 'live-at-once', 'Body', true),
  ('post-2', 'Draft', 'Ex', 'June 2, 2026', 'Hudson', '/img/b.jpg', 'draft', 'Body', false);
update public.blog_posts set title = 'Draft, edited' where id = 'post-2';
update public.blog_posts set published = true where id = 'post-2';
update public.blog_posts set published = false where id = 'post-1';
delete from public.blog_posts where id = 'post-2';
select results_eq(
  $$ select action::text, target, details from public.audit_log where action::text like 'post.%' order by id $$,
  $$ values ('post.publish', 'post-1', '{"title": "Live at once", "slug": "live-at-once"}'::jsonb),
            ('post.publish', 'post-2', '{"title": "Draft, edited", "slug": "draft"}'::jsonb),
            ('post.unpublish', 'post-1', '{"title": "Live at once", "slug": "live-at-once"}'::jsonb),
            ('post.delete', 'post-2', '{"title": "Draft, edited", "slug": "draft", "was_published": true}'::jsonb) $$,
  'posts: published on insert, published, unpublished and deleted are recorded; a draft edit is not');
select is((select count(distinct actor_id)::int from public.audit_log where action::text like 'post.%'), 1,
  'every post entry names the admin');
-- paging: newest first, filtered by action and by actor
select results_eq(
  $$ select action::text from public.audit_log where action in ('role.change', 'role.revoke') order by at desc, id desc limit 1 $$,
  array['role.revoke'], 'paging by action: newest first');
select is((select count(*)::int from public.audit_log where actor_id = 'a0000000-0000-4000-8000-000000000001'), 10,
  'paging by actor: every entry of the admin');
select results_eq(
  $$ select email, entries::int from public.audit_actors() $$,
  $$ values ('admin@example.com', 10) $$, 'admin: audit_actors lists who acted, with their e-mail');

-- ================================================================== service_role
select tests.as_service();
select isnt_empty($$ select * from public.audit_log $$, 'service_role: SELECT reads the entries');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null,
  'service_role: INSERT denied');
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501', null, 'service_role: UPDATE denied');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'service_role: DELETE denied');
select throws_ok($$ select public.export_leads() $$, '42501', null, 'service_role: export_leads denied');
delete from public.user_roles where user_id = 'd0000000-0000-4000-8000-000000000004';
select results_eq(
  $$ select actor_id, details from public.audit_log where action = 'role.revoke' order by id desc limit 1 $$,
  $$ values (null::uuid, '{"email": "invited@example.com", "role": "viewer"}'::jsonb) $$,
  'a role removed with the service role is recorded too (no actor)');

-- ============================================================= the table owner
select tests.as_postgres();
select throws_ok($$ update public.audit_log set target = 'x' $$, '42501',
  'audit_log is append-only: entries are never changed or deleted', 'owner: UPDATE refused');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'owner: DELETE refused');
select throws_ok($$ truncate public.audit_log $$, '42501', null, 'owner: TRUNCATE refused');
select throws_ok($$ select private.append_audit(null, 'made.up', null, '{}') $$, '22P02',
  'invalid input value for enum public.audit_action: "made.up"',
  'an unknown action is refused (the enum public.audit_action), even through the writer');
select throws_ok($$ select private.append_audit(null, 'leads.export', null, '[]') $$, '23514', null,
  'details must be an object (CHECK)');
select is((select count(*)::int from public.audit_log where details::text ilike '%ann%'), 0,
  'no entry holds the lead''s name or address');

select * from finish();
rollback;
