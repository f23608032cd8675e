-- The audit trail, round 4 (20261127000200_audit_round4.sql), cell by cell: deletes of leads,
-- notes and events recorded with real counts (an erasure too, without lead ids); export_leads()
-- returns the desk's rows and records how many (anon, member, viewer, admin, service_role), and
-- log_export is gone; publish_at moves that change what is live; only the audit writer inserts
-- audit rows (the owner included); the restore marker cannot be preset; user_roles.user_id
-- never changes. Two admins demoting each other at once: tests/db/team-race.mjs.
begin;
select plan(62);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');
insert into public.form_submissions (id, client_id, form_type, full_name, email, created_at) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com', now() - interval '3 hours'),
  ('e0000000-0000-4000-8000-000000000002', gen_random_uuid(), 'newsletter', 'Bob Roe', 'bob@example.com', now() - interval '2 hours'),
  ('e0000000-0000-4000-8000-000000000003', gen_random_uuid(), 'newsletter', 'Cy Doe', 'cy@example.com', now() - interval '1 hour'),
  ('e0000000-0000-4000-8000-000000000004', gen_random_uuid(), 'contact_form', 'Di Poe', 'di@example.com', now() - interval '4 hours'),
  ('e0000000-0000-4000-8000-000000000005', gen_random_uuid(), 'contact_form', 'Ed Moe', 'ed@example.com', now() - interval '5 hours');
insert into public.lead_notes (submission_id, body) values
  ('e0000000-0000-4000-8000-000000000004', 'Called back'),
  ('e0000000-0000-4000-8000-000000000004', 'Left a message'),
  ('e0000000-0000-4000-8000-000000000005', 'Wants a call');
insert into public.site_events (type, details, page, created_at) values
  ('pageview', 'Visited /', '/', '2026-11-01 10:00+00'),
  ('pageview', 'Visited /about', '/about', '2026-11-02 10:00+00'),
  ('pageview', 'Visited /blog', '/blog', '2026-11-03 10:00+00');

create function pg_temp.entries(_action text) returns setof jsonb language sql as $$
  select jsonb_build_object('actor', a.actor_id, 'target', a.target) || a.details
  from public.audit_log a where a.action::text = _action order by a.id
$$;
grant execute on function pg_temp.entries(text) to authenticated, service_role;

-- ============================================================ structure and privileges
select is_definer('public', 'export_leads', array['text', 'text', 'text', 'text', 'date', 'boolean', 'text'],
  'export_leads is SECURITY DEFINER (it writes the audit log)');
select is((select proconfig from pg_proc where oid = 'public.export_leads(text, text, text, text, date, boolean, text)'::regprocedure),
  array['search_path=""'], 'export_leads pins search_path to empty');
select ok(not has_function_privilege('anon', 'public.export_leads(text, text, text, text, date, boolean, text)', 'execute')
          and not has_function_privilege('service_role', 'public.export_leads(text, text, text, text, date, boolean, text)', 'execute'),
  'anon and service_role may not execute export_leads');
select hasnt_function('public', 'log_export', array['integer'], 'log_export (a count the browser reported) is gone');
select is_empty(
  $$ select p.oid::regprocedure::text || ' by ' || r.rolname from pg_proc p, (values ('anon'), ('authenticated'), ('service_role')) r(rolname)
     where p.oid in ('private.append_audit(uuid, text, text, jsonb)'::regprocedure, 'private.allow_audit_actions(text[])'::regprocedure,
                     'private.refuse_audit_insert()'::regprocedure, 'private.audit_lead_delete()'::regprocedure,
                     'private.audit_note_delete()'::regprocedure, 'private.audit_event_delete()'::regprocedure,
                     'private.audit_post_schedule()'::regprocedure, 'private.keep_role_owner()'::regprocedure,
                     'private.lock_team(text)'::regprocedure, 'private.lead_filter(text, text, text, text, date, boolean)'::regprocedure,
                     'private.lead_order(text)'::regprocedure)
       and has_function_privilege(r.rolname, p.oid, 'execute') $$,
  'no API role may execute the new private functions');
select table_privs_are('private', 'post_restores', r, '{}'::text[], r || ' holds no privilege on private.post_restores')
from unnest(array['anon', 'authenticated', 'service_role']) r;
select is((select pg_get_userbyid(proowner)::text from pg_proc where oid = 'private.append_audit(uuid, text, text, jsonb)'::regprocedure),
  'audit_writer', 'the insert into audit_log belongs to the audit writer role');
select ok(not (select rolcanlogin from pg_roles where rolname = 'audit_writer'), 'nobody logs in as audit_writer');
select is_empty(
  $$ select m.rolname from pg_auth_members am join pg_roles m on m.oid = am.member
     where am.roleid = 'audit_writer'::regrole and not m.rolsuper $$,
  'no role (API role or the migration''s) is a member of audit_writer');
select ok(not has_table_privilege('service_role', 'public.user_roles', 'update')
          and not has_column_privilege('service_role', 'public.user_roles', 'user_id', 'update')
          and has_column_privilege('service_role', 'public.user_roles', 'role', 'update'),
  'service_role may update a role row''s role only');

-- ========================================================= 4. only the audit writer inserts
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501',
  'audit_log entries are written only by the database''s audit writer (private.audit)', 'owner: a direct INSERT is refused');
select throws_ok($$ copy public.audit_log (action) from program 'echo leads.export' $$, '42501', null,
  'owner: COPY into audit_log is refused too');
select is_empty(
  $$ select r from unnest(array['anon', 'authenticated', 'service_role', 'authenticator']) r
     where exists (select 1 from pg_roles where rolname = r) and pg_has_role(r, 'audit_writer', 'member') $$,
  'no API role, nor the role PostgREST logs in as, may become the audit writer');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ insert into public.audit_log (action) values ('leads.export') $$, '42501', null, 'admin: INSERT denied');

-- ========================================================================== 2. export_leads
select tests.check(c.who, $$ select public.export_leads() $$, '42501', c.descr, c.msg) from (values
  ('anon', 'anon: export_leads denied', null),
  ('b0000000-0000-4000-8000-000000000002', 'member: export_leads refused', 'export_leads: only admins may do this'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer: export_leads refused (the export button is for admins)', 'export_leads: only admins may do this'),
  ('service', 'service_role: export_leads denied', null)
) c(who, descr, msg);
select tests.as_service();
select is_empty($$ select * from public.audit_log where action = 'leads.export' $$, 'a refused export records nothing');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((public.export_leads() -> 'total')::int, 5, 'admin: every lead without filters');
select results_eq(
  $$ select r ->> 'full_name' from jsonb_array_elements(public.export_leads(form_type => 'newsletter') -> 'rows') r $$,
  array['Cy Doe', 'Bob Roe'], 'admin: the filtered rows, newest first (the desk''s order)');
select results_eq(
  $$ select r ->> 'full_name' from jsonb_array_elements(public.export_leads(search => 'DOE', sort => 'oldest') -> 'rows') r $$,
  array['Cy Doe'], 'admin: the search box''s words, any case');
select is((select count(*)::int from jsonb_array_elements(public.export_leads() -> 'rows') r where r ? 'search_text'), 0,
  'rows leave out the search column');
select is((public.export_leads(search => 'ann') -> 'rows' -> 0 ->> 'email'), 'ann@example.com', 'rows carry the lead''s fields');
select throws_ok($$ select public.export_leads(sort => 'random') $$, '22023', null, 'admin: an unknown order is refused');
select throws_ok($$ select public.export_leads(search => repeat('x', 501)) $$, '22023', null, 'admin: a search past 500 characters is refused');
select results_eq(
  $$ select e from pg_temp.entries('leads.export') e $$,
  $$ values (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 5,
                                'filters', jsonb_build_object('sort', 'newest'))),
            (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 2,
                                'filters', jsonb_build_object('sort', 'newest', 'form_type', 'newsletter'))),
            (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 1,
                                'filters', jsonb_build_object('sort', 'oldest', 'searched', true))),
            (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 5,
                                'filters', jsonb_build_object('sort', 'newest'))),
            (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 1,
                                'filters', jsonb_build_object('sort', 'newest', 'searched', true))) $$,
  'each export is recorded by the database with the rows it returned and the filters, never the search words');
select is(public.search_leads('doe', form_type => 'newsletter') -> 'rows' -> 0 ->> 'full_name', 'Cy Doe',
  'search_leads answers with the same filters');

-- ===================================================================== 1. deletes recorded
select tests.as_user('b0000000-0000-4000-8000-000000000002');
delete from public.form_submissions;
select tests.as_user('c0000000-0000-4000-8000-000000000003');
delete from public.form_submissions;
delete from public.site_events;
select tests.as_postgres();
select is((select count(*)::int from public.form_submissions), 5, 'member and viewer delete nothing');
select is_empty($$ select * from public.audit_log where action::text like '%.delete' $$, 'and nothing is recorded');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
delete from public.form_submissions where form_type = 'newsletter';
delete from public.form_submissions where id = 'e0000000-0000-4000-8000-000000000004';
delete from public.form_submissions where id = '00000000-0000-4000-8000-000000000000';
delete from public.site_events where created_at < '2026-11-03';
select results_eq(
  $$ select e from pg_temp.entries('lead.delete') e $$,
  $$ values (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', null, 'rows', 2,
               'lead_ids', jsonb_build_array('e0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000003'))),
            (jsonb_build_object('actor', 'a0000000-0000-4000-8000-000000000001', 'target', 'e0000000-0000-4000-8000-000000000004',
               'rows', 1, 'lead_ids', jsonb_build_array('e0000000-0000-4000-8000-000000000004'))) $$,
  'admin: each delete of leads through the Data API is one entry with the real count and the ids; a delete of nothing, none');
select is_empty($$ select * from public.audit_log where action = 'note.delete' $$,
  'the notes deleted with their lead are not recorded a second time');
select results_eq(
  $$ select actor_id, (details ->> 'rows')::int, (details ->> 'oldest')::timestamptz, (details ->> 'newest')::timestamptz
     from public.audit_log where action = 'event.delete' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, 2, '2026-11-01 10:00+00'::timestamptz, '2026-11-02 10:00+00'::timestamptz) $$,
  'admin: a delete of events is recorded with how many and their span');

select tests.as_service();
delete from public.lead_notes where submission_id = 'e0000000-0000-4000-8000-000000000005';
delete from public.site_events;
select results_eq(
  $$ select e from pg_temp.entries('note.delete') e $$,
  $$ values (jsonb_build_object('actor', null, 'target', null, 'rows', 1,
               'lead_ids', jsonb_build_array('e0000000-0000-4000-8000-000000000005'))) $$,
  'service_role: a delete of notes is recorded (no actor)');
select is((select count(*)::int from public.audit_log where action = 'event.delete' and actor_id is null
           and (details ->> 'rows')::int = 1), 1, 'service_role: a delete of events is recorded');

select tests.as_postgres();
insert into public.site_events (type, details, page, created_at) values ('pageview', 'Visited /', '/', now() - interval '500 days');
select is(private.purge_old_events(), 1::bigint, 'the purge deletes an old event');
select is((select count(*)::int from public.audit_log where action = 'event.delete'), 3, 'and is recorded too');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select public.erase_person('ed@example.com', 'person_request', 'PRIV-2026-1') $$, 'admin: erases a person');
select results_eq(
  $$ select a.action::text, a.details from public.audit_log a where a.action in ('lead.delete', 'privacy.erase') order by a.id desc limit 2 $$,
  $$ values ('privacy.erase', (select details from public.audit_log where action = 'privacy.erase')),
            ('lead.delete', '{"rows": 1, "via": "privacy.erase"}'::jsonb) $$,
  'an erasure: its privacy.erase entry, and a lead.delete entry with the count only (no lead id beside the address hash)');
select is((select count(*)::int from public.audit_log where details::text ilike '%ed@example.com%'), 0,
  'no entry holds the erased address');

-- ============================================================ 3. publish_at and what is live
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, publish_at) values
  ('post-live', 'Live', 'Ex', 'June 1, 2026', 'Hudson', '/img/a.jpg', 'live', 'Body', true, null),
  ('post-soon', 'Soon', 'Ex', 'June 2, 2026', 'Hudson', '/img/b.jpg', 'soon', 'Body', true, now() + interval '1 day'),
  ('post-draft', 'Draft', 'Ex', 'June 3, 2026', 'Hudson', '/img/c.jpg', 'draft', 'Body', false, null);
update public.blog_posts set publish_at = now() + interval '2 days' where id = 'post-live';
update public.blog_posts set publish_at = now() + interval '3 days' where id = 'post-soon';
update public.blog_posts set publish_at = now() - interval '1 minute' where id = 'post-soon';
update public.blog_posts set publish_at = now() + interval '1 day' where id = 'post-draft';
update public.blog_posts set publish_at = now() - interval '1 hour' where id = 'post-soon';
select results_eq(
  $$ select a.action::text, a.target, a.details - 'publish_at' - 'previous_publish_at', a.actor_id from public.audit_log a
     where a.details ? 'previous_publish_at' order by a.id $$,
  $$ values ('post.unpublish', 'post-live', '{"title": "Live", "slug": "live"}'::jsonb, 'a0000000-0000-4000-8000-000000000001'::uuid),
            ('post.publish', 'post-soon', '{"title": "Soon", "slug": "soon"}'::jsonb, 'a0000000-0000-4000-8000-000000000001'::uuid) $$,
  'a live post moved to later is unpublished, a scheduled one moved to now is published; moves that change nothing live are not');
select is((select details ->> 'previous_publish_at' from public.audit_log where action = 'post.unpublish' and target = 'post-live'), null,
  'the entry says when it was due before (null: at once)');
select ok((select (details ->> 'publish_at')::timestamptz > now() from public.audit_log where action = 'post.unpublish' and target = 'post-live'),
  'and when it is due now');

-- ==================================================================== 5. the restore marker
select lives_ok($$ select set_config('app.restoring_revision',
  (select min(id) from public.post_revisions where post_id = 'post-draft')::text, true) $$, 'admin: presets the old marker');
update public.blog_posts set title = 'Draft, edited' where id = 'post-draft';
select results_eq(
  $$ select action::text, restored_from from public.post_revisions where post_id = 'post-draft' order by version desc limit 1 $$,
  $$ values ('updated', null::bigint) $$, 'a preset setting no longer makes an edit look like a restore');
select is((public.restore_post_revision((select min(id) from public.post_revisions where post_id = 'post-draft'))).title,
  'Draft', 'admin: restores the first version');
select results_eq(
  $$ select action::text, restored_from = (select min(id) from public.post_revisions where post_id = 'post-draft')
     from public.post_revisions where post_id = 'post-draft' order by version desc limit 1 $$,
  $$ values ('restored', true) $$, 'a restore is still recorded as one');
update public.blog_posts set title = 'Draft, again' where id = 'post-draft';
select is((select action from public.post_revisions where post_id = 'post-draft' order by version desc limit 1), 'updated',
  'the next edit in the same transaction is an edit again');
select tests.as_postgres();
select is_empty($$ select * from private.post_restores $$, 'no marker outlives the restore');
select tests.check(c.who, c.sql, '42501', c.descr, c.msg) from (values
  ('anon', $$ select public.restore_post_revision(1) $$, 'anon: restore_post_revision denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.restore_post_revision((select min(id) from public.post_revisions)) $$,
    'member: restore_post_revision refused', 'restore_post_revision: only authors and admins may do this'),
  ('c0000000-0000-4000-8000-000000000003', $$ select public.restore_post_revision(1) $$, 'viewer: restore_post_revision refused',
    'restore_post_revision: only authors and admins may do this'),
  ('service', $$ select public.restore_post_revision(1) $$, 'service_role: restore_post_revision denied', null)
) c(who, sql, descr, msg);

-- ==================================================================== 6. user_roles.user_id
select tests.as_service();
select throws_ok($$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002'
                   where user_id = 'c0000000-0000-4000-8000-000000000003' $$, '42501', null,
  'service_role: cannot move a role to another person');
select tests.as_postgres();
select throws_ok($$ update public.user_roles set user_id = 'b0000000-0000-4000-8000-000000000002'
                   where user_id = 'c0000000-0000-4000-8000-000000000003' $$, '42501',
  'A role row''s user_id never changes: revoke the role and grant one to the other person.', 'owner: cannot either');
select lives_ok($$ update public.user_roles set user_id = user_id, role = 'admin'
                  where user_id = 'c0000000-0000-4000-8000-000000000003' $$, 'owner: the role itself may change');
select is((select role::text from public.user_roles where user_id = 'c0000000-0000-4000-8000-000000000003'), 'admin',
  'the viewer was promoted in place');

-- ============================================================ 7. the team lock, one session
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.set_staff_role('c0000000-0000-4000-8000-000000000003', 'viewer') ->> 'outcome', 'changed',
  'admin: set_staff_role still changes a role');
select is(public.revoke_staff('c0000000-0000-4000-8000-000000000003') ->> 'outcome', 'revoked', 'admin: revoke_staff still revokes');
select throws_ok($$ select public.set_staff_role('a0000000-0000-4000-8000-000000000001', 'viewer') $$, '23001', null,
  'admin: the last admin is still kept');

select * from finish();
rollback;
