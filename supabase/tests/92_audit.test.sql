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

-- ======================================== anon, member, viewer, admin, service_role: cell by cell
-- Nobody INSERTs, UPDATEs or DELETEs an entry through the API.
with r(n, name, who) as (values
    (1, 'anon', 'anon'), (2, 'member', 'b0000000-0000-4000-8000-000000000002'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003'), (4, 'admin', 'a0000000-0000-4000-8000-000000000001'),
    (5, 'service_role', 'service')),
  o(n, op, sql) as (values
    (1, 'INSERT', $$ insert into public.audit_log (action) values ('leads.export') $$),
    (2, 'UPDATE', $$ update public.audit_log set target = 'x' $$),
    (3, 'DELETE', $$ delete from public.audit_log $$)),
  c as (select r.who, o.sql, format('%s: %s denied', r.name, o.op) as descr from r, o order by r.n, o.n)
select tests.check(c.who, c.sql, '42501', c.descr) from c;
-- Reads and the admins' functions (the admin's: below).
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values
  ('anon', $$ select * from public.audit_log $$, '42501', 'anon: SELECT denied', null),
  ('anon', $$ select public.export_leads() $$, '42501', 'anon: export_leads denied', null),
  ('anon', $$ select * from public.audit_actors() $$, '42501', 'anon: audit_actors denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.audit_log $$, 'empty', 'member: SELECT sees no entry', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.export_leads() $$, '42501', 'member: export_leads refused',
    'export_leads: only admins may do this'),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.audit_actors() $$, '42501', 'member: audit_actors refused', null),
  ('c0000000-0000-4000-8000-000000000003', $$ select * from public.audit_log $$, 'empty', 'viewer: SELECT sees no entry', null),
  ('c0000000-0000-4000-8000-000000000003', $$ select public.export_leads() $$, '42501', 'viewer: export_leads refused', null),
  ('c0000000-0000-4000-8000-000000000003', $$ select * from public.audit_actors() $$, '42501', 'viewer: audit_actors refused', null),
  ('service', $$ select * from public.audit_log $$, 'nonempty', 'service_role: SELECT reads the entries', null),
  ('service', $$ select public.export_leads() $$, '42501', 'service_role: export_leads denied', null)
) c(who, sql, expect, descr, msg);

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.audit_log), 2, 'admin: SELECT reads the entries');
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

-- ===================================================== service_role (its reads: above)
select tests.as_service();
delete from public.user_roles where user_id = 'd0000000-0000-4000-8000-000000000004';
select results_eq(
  $$ select actor_id, details from public.audit_log where action = 'role.revoke' order by id desc limit 1 $$,
  $$ values (null::uuid, '{"email": "invited@example.com", "role": "viewer"}'::jsonb) $$,
  'a role removed with the service role is recorded too (no actor)');

-- ============================================================= the table owner
select tests.as_postgres();
select tests.check(null, c.sql, c.code, c.descr, c.msg) from (values
  ($$ update public.audit_log set target = 'x' $$, '42501', 'owner: UPDATE refused',
    'audit_log is append-only: entries are never changed or deleted'),
  ($$ delete from public.audit_log $$, '42501', 'owner: DELETE refused', null),
  ($$ truncate public.audit_log $$, '42501', 'owner: TRUNCATE refused', null),
  ($$ select private.append_audit(null, 'made.up', null, '{}') $$, '22P02',
    'an unknown action is refused (the enum public.audit_action), even through the writer',
    'invalid input value for enum public.audit_action: "made.up"'),
  ($$ select private.append_audit(null, 'leads.export', null, '[]') $$, '23514', 'details must be an object (CHECK)', null)
) c(sql, code, descr, msg);
select is((select count(*)::int from public.audit_log where details::text ilike '%ann%'), 0,
  'no entry holds the lead''s name or address');

select * from finish();
rollback;
