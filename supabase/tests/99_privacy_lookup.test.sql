-- Words for people in the staff area (20261128001600_privacy_lookup_value.sql and
-- 20261128001610_privacy_lookup.sql, issue 36 item 6).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: EXECUTE of look_up_person and export_person; SELECT, INSERT, UPDATE and DELETE
--      on the audit_entries view; the private functions behind them out of reach.
--   2. A look-up is recorded once as privacy.lookup, an export once as privacy.export, each with
--      the counts and the ids of the address's leads, never the address.
--   3. audit_entries names the person (name, address) to admins and compliance while the lead
--      exists; an erasure takes the name out of the log as read.
begin;
select plan(65);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');
insert into public.form_submissions (id, created_at, client_id, form_type, full_name, email) values
  ('e0000000-0000-4000-8000-000000000001', now() - interval '1 day', gen_random_uuid(), 'lead', 'Jane Roe', 'Jane@Example.com'),
  ('e0000000-0000-4000-8000-000000000002', now() - interval '1 day', gen_random_uuid(), 'lead', 'Bo Chen', 'bo@example.com');
create temp table tag as select 'hmac:' || encode(extensions.hmac('jane@example.com',
  (select decrypted_secret from vault.decrypted_secrets where name = 'privacy_hmac_key'), 'sha256'), 'hex') as target;
grant select on tag to authenticated;

-- ============================================================================ 1. who may call
select ok(not has_function_privilege(r, f, 'execute'), r || ' may not execute ' || f)
from unnest(array['private.person_held(text)', 'private.person_request(text, public.audit_action)',
                  'private.export_person_before_outbound_emails(text)']) f,
     unnest(array['anon', 'authenticated', 'service_role']) r;

with r(n, name, who, code, msg) as (values
    (1, 'anon', 'anon', '42501', null),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', '42501', '%s: only admins may do this'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', '42501', '%s: only admins may do this'),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', '42501', '%s: only admins may do this'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', '42501', '%s: only admins may do this'),
    (6, 'service_role', 'service', '42501', null)),
  f(m, fn) as (values (1, 'look_up_person'), (2, 'export_person'))
select tests.check(r.who, format('select public.%s(%L)', f.fn, 'jane@example.com'), r.code,
  r.name || ': ' || f.fn || ' refused', format(r.msg, f.fn))
from r, f order by r.n, f.m;
select is((select count(*)::int from public.audit_log where action in ('privacy.lookup', 'privacy.export')), 0,
  'a refused call records nothing');

-- The view, cell by cell: who reads (the roles given above are in the log), and that nobody writes
-- through it (no write grant, and PostgreSQL refuses any write to a joined view first: 55000).
select table_privs_are('public', 'audit_entries', 'anon', '{}'::text[], 'anon holds no privilege on audit_entries');
select table_privs_are('public', 'audit_entries', 'authenticated', array['SELECT'],
  'authenticated may only SELECT audit_entries (the log''s and the leads'' policies apply)');
select table_privs_are('public', 'audit_entries', 'service_role', '{}'::text[], 'service_role holds no privilege on audit_entries');
with r(n, name, who, reads) as (values
    (1, 'anon', 'anon', '42501'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'empty'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'empty'),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', 'empty'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', 'nonempty'),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', 'nonempty'),
    (7, 'service_role', 'service', '42501')),
  o(m, sql, what) as (values
    (1, $$ select * from public.audit_entries $$, 'select'),
    (2, $$ insert into public.audit_entries (action) values ('lead.status') $$, 'insert'),
    (3, $$ update public.audit_entries set target = 'x' $$, 'update'),
    (4, $$ delete from public.audit_entries $$, 'delete'))
select tests.check(r.who, o.sql, case when o.m = 1 then r.reads else '55000' end,
  r.name || ': ' || o.what || ' on audit_entries ' ||
  case when o.m > 1 then 'refused' when r.reads = 'nonempty' then 'reads the log' when r.reads = 'empty' then 'reads no entry'
       else 'refused' end)
from r, o order by r.n, o.m;

-- ============================================================================ 2. what is recorded
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((public.look_up_person('JANE@example.com') -> 'counts' ->> 'leads'), '1', 'admin: a look-up answers what is held');
select results_eq(
  $$ select action::text, target, details -> 'lead_ids', details -> 'counts' ->> 'leads'
     from public.audit_log where action in ('privacy.lookup', 'privacy.export') $$,
  $$ select 'privacy.lookup', target, '["e0000000-0000-4000-8000-000000000001"]'::jsonb, '1' from tag $$,
  'the look-up is recorded once, as a look-up: the HMAC of the address, its lead and the counts');
select is((public.export_person('jane@example.com') -> 'leads' -> 0 ->> 'full_name'), 'Jane Roe',
  'admin: an export hands over the data');
select results_eq(
  $$ select action::text, count(*)::int from public.audit_log
     where action in ('privacy.lookup', 'privacy.export') group by 1 order by 1 $$,
  $$ values ('privacy.export', 1), ('privacy.lookup', 1) $$,
  'the export is recorded once, as an export');
select ok((select bool_and(details::text not ilike '%jane@%' and details::text not ilike '%Jane Roe%')
           from public.audit_log where action in ('privacy.lookup', 'privacy.export')),
  'neither record holds the address or the name');
select is((public.look_up_person('nobody@example.com') ->> 'message'), 'Nothing is held for this address.',
  'admin: an unknown address is looked up too');
select is((select details -> 'lead_ids' from public.audit_log where action = 'privacy.lookup' order by id desc limit 1),
  '[]'::jsonb, 'and recorded with no lead');
update public.form_submissions set status = 'contacted' where id = 'e0000000-0000-4000-8000-000000000002';
select tests.as_postgres();

-- ============================================================================ 3. names as read
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select action::text, people from public.audit_entries
     where action in ('privacy.lookup', 'privacy.export', 'lead.status') order by id $$,
  $$ values ('privacy.lookup', '[{"name": "Jane Roe", "email": "Jane@Example.com"}]'::jsonb),
            ('privacy.export', '[{"name": "Jane Roe", "email": "Jane@Example.com"}]'::jsonb),
            ('privacy.lookup', '[]'::jsonb),
            ('lead.status', '[{"name": "Bo Chen", "email": "bo@example.com"}]'::jsonb) $$,
  'admin: each entry names its person, a status change its lead');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is((select people from public.audit_entries where action = 'lead.status'),
  '[{"name": "Bo Chen", "email": "bo@example.com"}]'::jsonb, 'compliance: reads the same names');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select is_empty($$ select people from public.audit_entries $$, 'viewer: reads leads but no entry of the log');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select public.erase_person('jane@example.com', 'person_request', 'PRIV-2026-1') $$, 'admin: erases Jane');
select results_eq(
  $$ select people from public.audit_entries where action in ('privacy.lookup', 'privacy.export') and details -> 'lead_ids' <> '[]' $$,
  $$ values ('[]'::jsonb), ('[]'::jsonb) $$,
  'once erased, the log as read names her no more');
select tests.as_postgres();

select * from finish();
rollback;
