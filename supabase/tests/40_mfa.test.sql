-- A second factor for staff (20261127000600_staff_mfa.sql). While the firm requires it (the
-- default), a staff session at aal1 reads no more than a signed-in stranger and every staff
-- function refuses it; at aal2 staff work as before; with the setting off, aal1 works again.
-- Then the new functions cell by cell (anon, member, viewer, admin), and the audit entries.
begin;
select plan(59);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('e0000000-0000-4000-8000-000000000005', 'second.admin@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('e0000000-0000-4000-8000-000000000005', 'admin');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret) values
  ('f0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000003', 'phone', 'totp', 'verified',
   now(), now(), 'JBSWY3DPEHPK3PXP'),
  ('f0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003', 'new phone', 'totp', 'unverified',
   now(), now(), 'JBSWY3DPEHPK3PXQ');

-- Something staff-only in every table staff read: a lead, its note, an event (and its visit),
-- a draft post (and its saved version), a transcript, an uploaded image; the audit trail has
-- the role grants above.
insert into public.form_submissions (id, client_id, form_type, full_name, email, message, metadata) values
  ('d0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com', 'Hello',
   '{"visitId": "v-ann"}');
insert into public.lead_notes (submission_id, body) values ('d0000000-0000-4000-8000-000000000001', 'Called back');
insert into public.site_events (type, details, metadata, page) values
  ('pageview', 'Viewed /contact', '{"visitId": "v-ann"}', '/contact');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-draft', 'Draft', 'Ex', 'June 2, 2026', 'Hudson', '/img/b.jpg', 'draft-post', 'Body', false);
insert into public.chat_messages (conversation_id, visit_id, role, content) values
  ('d0000000-0000-4000-8000-000000000009', 'v-ann', 'user', 'Is the principal insured?');
insert into storage.objects (bucket_id, name) values ('post-images', 'post-draft/photo.png');

-- How many rows of each relation an API role may read the caller sees (user_roles aside: each
-- person sees their own row).
create function tests.visible_rows() returns jsonb language plpgsql as $$
declare
  rel text;
  seen bigint;
  counts jsonb := '{}';
begin
  for rel in select format('%I.%I', n.nspname, c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname in ('public', 'analytics', 'storage') and c.relkind in ('r', 'v', 'm', 'p')
               and c.oid <> 'public.user_roles'::regclass
               and has_table_privilege('authenticated', c.oid, 'select') order by 1 loop
    execute format('select count(*) from %s', rel) into seen;
    counts := counts || jsonb_build_object(rel, seen);
  end loop;
  return counts;
end $$;

-- Every SECURITY DEFINER function of public that signed-in people may call and visitors may not
-- (the staff functions), called with nulls: the SQLSTATE of each that does not answer 42501.
create function tests.staff_functions_not_refused() returns setof text language plpgsql as $$
declare
  f record;
begin
  for f in select p.oid::regprocedure as signature, p.proname as name,
                  (select string_agg(format('null::%s', t::regtype), ', ' order by i)
                     from unnest(p.proargtypes::oid[]) with ordinality a (t, i)) as args
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.prokind = 'f' and p.prosecdef
             and has_function_privilege('authenticated', p.oid, 'execute')
             and not has_function_privilege('anon', p.oid, 'execute')
             and p.proname <> 'staff_security_settings' loop
    begin
      execute format('select public.%I(%s)', f.name, coalesce(f.args, ''));
      return next f.signature::text || ': answered';
    exception when others then
      if sqlstate <> '42501' then
        return next f.signature::text || ': ' || sqlstate;
      end if;
    end;
  end loop;
end $$;

-- Each of SELECT, INSERT, UPDATE and DELETE on the settings row: those not refused with 42501.
create function tests.settings_not_refused() returns setof text language plpgsql as $$
declare
  statement text;
begin
  foreach statement in array array['select * from private.firm_settings',
    'insert into private.firm_settings (id, mfa_required) values (false, false)',
    'update private.firm_settings set mfa_required = false', 'delete from private.firm_settings'] loop
    begin
      execute statement;
      return next statement;
    exception when others then
      if sqlstate <> '42501' then return next statement || ': ' || sqlstate; end if;
    end;
  end loop;
end $$;

-- ====================================================================== the default
select is((select mfa_required from private.firm_settings), true,
  'a Supabase project requires a second factor of staff by default');

-- A stranger's view: what a signed-in person without a role reads.
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select tests.visible_rows() as stranger \gset

-- ====================================================================== aal1, required
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select is(tests.visible_rows(), :'stranger'::jsonb, 'admin at aal1: reads no more than a signed-in stranger');
select is_empty($$ select * from tests.staff_functions_not_refused() $$,
  'admin at aal1: every staff function refuses (42501)');
select throws_ok($$ select * from public.staff_members() $$, '42501',
  'staff_members: sign in with your second factor first (the firm requires it of staff)',
  'admin at aal1: the refusal says the second factor is missing');
select throws_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, '42501',
  'site_stats: sign in with your second factor first (the firm requires it of staff)',
  'admin at aal1: site_stats (its own role check) refuses too');
select is_empty($$ select * from public.lead_sources() $$, 'admin at aal1: lead_sources() returns nothing');
select is_empty($$ select * from public.chat_conversations() $$, 'admin at aal1: chat_conversations() returns nothing');
select is_empty($$ select * from public.post_history('post-draft') $$, 'admin at aal1: post_history() returns nothing');
select is_empty($$ update public.form_submissions set status = 'contacted' returning id $$,
  'admin at aal1: UPDATE of a lead changes nothing');
select is_empty($$ delete from public.site_events returning id $$, 'admin at aal1: DELETE of events removes nothing');
select throws_ok($$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values ('p2', 'T', 'E', 'd', 'a', '/i.jpg', 'p2', 'c', false) $$, '42501', null,
  'admin at aal1: INSERT of a post refused');
select results_eq($$ select role::text from public.user_roles $$, array['admin'],
  'admin at aal1: still reads their own role (the app asks for the code)');
select is(public.staff_security_settings(),
  '{"mfa_required": true, "session_aal": "aal1", "session_meets_requirement": false}'::jsonb,
  'admin at aal1: staff_security_settings() says a code is needed');

select tests.as_user('c0000000-0000-4000-8000-000000000003', _aal => 'aal1');
select is(tests.visible_rows(), :'stranger'::jsonb, 'viewer at aal1: reads no more than a signed-in stranger');
select throws_ok($$ select * from public.search_leads('ann') $$, '42501', null, 'viewer at aal1: search_leads refused');
select throws_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, '42501', null,
  'viewer at aal1: site_stats refused');
select throws_ok($$ select * from public.pending_site_rebuild() $$, '42501', null,
  'viewer at aal1: pending_site_rebuild refused');
select is((public.staff_security_settings() ->> 'session_meets_requirement')::boolean, false,
  'viewer at aal1: staff_security_settings() answers');

-- ====================================================================== aal2, required
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal2');
select tests.visible_rows() as admin_aal2 \gset
select ok((select bool_and((:'admin_aal2'::jsonb ->> key)::bigint > value::bigint)
           from jsonb_each_text(:'stranger'::jsonb) s (key, value)
           where key in ('public.form_submissions', 'public.lead_notes', 'public.site_events', 'public.audit_log',
                         'public.chat_messages', 'public.blog_posts', 'analytics.visit_days', 'storage.objects')),
  'admin at aal2: reads leads, notes, events, the audit trail, transcripts, drafts, visits and images');
select is((select count(*)::int from public.staff_members()), 3, 'admin at aal2: staff_members() answers');
select lives_ok($$ select public.site_stats(now() - interval '7 days', now()) $$, 'admin at aal2: site_stats answers');
select is(public.staff_security_settings() ->> 'session_meets_requirement', 'true',
  'admin at aal2: staff_security_settings() says the session is enough');

select tests.as_user('c0000000-0000-4000-8000-000000000003', _aal => 'aal2');
select is((select count(*)::int from public.form_submissions), 1, 'viewer at aal2: reads the leads');
select is((select count(*)::int from public.search_leads('ann')), 1, 'viewer at aal2: search_leads answers');

-- ====================================================================== the setting, cell by cell
select tests.as_anon();
select throws_ok($$ select public.staff_security_settings() $$, '42501', null, 'anon: staff_security_settings denied');
select throws_ok($$ select public.set_staff_mfa_required(false) $$, '42501', null, 'anon: set_staff_mfa_required denied');
select throws_ok($$ select public.record_factor_reset('c0000000-0000-4000-8000-000000000003') $$, '42501', null,
  'anon: record_factor_reset denied');
select is_empty($$ select * from tests.settings_not_refused() $$, 'anon: no access to the settings row');

select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select public.staff_security_settings() $$, '42501',
  'staff_security_settings: only staff may read this', 'member: staff_security_settings refused');
select throws_ok($$ select public.set_staff_mfa_required(false) $$, '42501', null, 'member: set_staff_mfa_required refused');
select throws_ok($$ select public.record_factor_reset('c0000000-0000-4000-8000-000000000003') $$, '42501', null,
  'member: record_factor_reset refused');
select is_empty($$ select * from tests.settings_not_refused() $$, 'member: no access to the settings row');

select tests.as_user('c0000000-0000-4000-8000-000000000003');
select throws_ok($$ select public.set_staff_mfa_required(false) $$, '42501',
  'set_staff_mfa_required: only admins may do this', 'viewer at aal2: set_staff_mfa_required refused');
select throws_ok($$ select public.record_factor_reset('e0000000-0000-4000-8000-000000000005') $$, '42501', null,
  'viewer at aal2: record_factor_reset refused');
select is_empty($$ select * from tests.settings_not_refused() $$, 'viewer: no access to the settings row');

select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select throws_ok($$ select public.set_staff_mfa_required(false) $$, '42501', null,
  'admin at aal1: cannot turn the requirement off');
select is_empty($$ select * from tests.settings_not_refused() $$,
  'admin: no access to the settings row but through the functions');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.set_staff_mfa_required(null) $$, '22023', null, 'admin: null is refused');
select is(public.set_staff_mfa_required(true), '{"changed": false, "mfa_required": true}'::jsonb,
  'admin: asking for what is already so changes nothing');
select is((select count(*)::int from public.audit_log where action = 'mfa.required'), 0,
  'admin: ... and records nothing');
select is(public.set_staff_mfa_required(false), '{"changed": true, "mfa_required": false}'::jsonb,
  'admin at aal2: turns the requirement off');
select results_eq($$ select actor_id, details from public.audit_log where action = 'mfa.required' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, '{"required": false, "previous": true}'::jsonb) $$,
  'the change is in the audit trail, with who made it');

-- ====================================================================== aal1, not required
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select is(tests.visible_rows() - 'public.audit_log' - 'public.audit_entries',
  :'admin_aal2'::jsonb - 'public.audit_log' - 'public.audit_entries',
  'not required: an admin at aal1 reads what aal2 reads (the audit trail has one more entry since)');
select is((select count(*)::int from public.staff_members()), 3, 'not required: staff_members() answers at aal1');
select is(public.staff_security_settings(),
  '{"mfa_required": false, "session_aal": "aal1", "session_meets_requirement": true}'::jsonb,
  'not required: staff_security_settings() says no code is needed');
select tests.as_user('c0000000-0000-4000-8000-000000000003', _aal => 'aal1');
select is((select count(*)::int from public.search_leads('ann')), 1, 'not required: a viewer at aal1 searches leads');
-- Turned on again at aal1 (nobody is locked out by turning it on: enrolling needs no aal2).
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select is(public.set_staff_mfa_required(true) ->> 'changed', 'true', 'admin at aal1: turns the requirement on');
select is_empty($$ select * from public.form_submissions $$, '... and from then on reads no lead at aal1');

-- ====================================================================== resetting factors
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.record_factor_reset('a0000000-0000-4000-8000-000000000001') $$, '22023', null,
  'admin: not their own factors');
select throws_ok($$ select public.record_factor_reset('b0000000-0000-4000-8000-000000000002') $$, 'P0002', null,
  'admin: only a staff member''s');
select is(public.record_factor_reset('c0000000-0000-4000-8000-000000000003'),
  '{"outcome": "reset", "user_id": "c0000000-0000-4000-8000-000000000003", "email": "viewer@example.com", "factors": 2}'::jsonb,
  'admin at aal2: a colleague''s reset is recorded (two factors)');
select results_eq($$ select actor_id, target, details from public.audit_log where action = 'mfa.reset' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, 'c0000000-0000-4000-8000-000000000003',
             '{"email": "viewer@example.com", "factors": 2}'::jsonb) $$,
  'the reset is in the audit trail');
select tests.as_user('e0000000-0000-4000-8000-000000000005', _aal => 'aal1');
select throws_ok($$ select public.record_factor_reset('c0000000-0000-4000-8000-000000000003') $$, '42501', null,
  'admin at aal1: no reset');

-- ====================================================================== the SQL editor
select tests.as_postgres();
update private.firm_settings set mfa_required = false;
select results_eq($$ select actor_id, details from public.audit_log where action = 'mfa.required' order by id desc limit 1 $$,
  $$ values (null::uuid, '{"required": false, "previous": true}'::jsonb) $$,
  'a change from the SQL editor is recorded too (no actor)');
-- The last admin's recovery, as docs/operating-supabase.md says to run it (here for the viewer).
select private.audit('mfa.reset', u.id::text, jsonb_build_object(
         'email', u.email, 'factors', (select count(*) from auth.mfa_factors f where f.user_id = u.id),
         'by', 'SQL editor', 'ticket', 'OPS-123'))
  from auth.users u where u.email = 'viewer@example.com';
delete from auth.mfa_factors
 where user_id = (select id from auth.users where email = 'viewer@example.com');
select is_empty($$ select * from auth.mfa_factors $$, 'the documented recovery deletes the factors');
select results_eq($$ select actor_id, details ->> 'factors', details ->> 'ticket' from public.audit_log
                     where action = 'mfa.reset' order by id desc limit 1 $$,
  $$ values (null::uuid, '2', 'OPS-123') $$, '... and records it, with the ticket');
select tests.as_service();
select is_empty($$ select * from tests.settings_not_refused() $$, 'service_role: no access to the settings row');
select ok(not has_function_privilege('service_role', 'public.set_staff_mfa_required(boolean)', 'execute')
      and not has_function_privilege('service_role', 'public.record_factor_reset(uuid)', 'execute'),
  'service_role: no admin behind it, no execute on the staff functions');
select tests.as_postgres();
select ok(not has_function_privilege('authenticated', 'private.mfa_satisfied()', 'execute'),
  'private.mfa_satisfied() is not callable through the API');

select * from finish();
rollback;
