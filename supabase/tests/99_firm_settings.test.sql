-- The firm's settings in one row (20261128000950_firm_settings.sql, issue 32).
--   1. private.firm_settings replaces private.supervision_settings and private.security_settings:
--      one row, its checks; the old tables are gone.
--   2. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: SELECT, INSERT, UPDATE and DELETE on the row (every one refused), and EXECUTE
--      of the readers and setters (as before the merge); no API role executes the private ones.
--   3. The audit: one entry per setting changed, with the same actions and details as before.
--   4. Fail closed: without the row, approval and the second factor are required, the sample 5 %.
begin;
select plan(92);

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

-- ============================================================================ 1. the table
select has_table('private', 'firm_settings', 'the firm''s settings are one table');
select hasnt_table('private', 'supervision_settings', 'the supervision settings table is gone');
select hasnt_table('private', 'security_settings', 'the security settings table is gone');
select has_column('private', 'firm_settings', c, 'firm_settings has ' || c)
from unnest(array['approval_required', 'mfa_required', 'chat_sample_percent', 'changed_at', 'changed_by']) c;
select results_eq($$ select approval_required, mfa_required, chat_sample_percent from private.firm_settings $$,
  $$ values (true, true, 5) $$, 'one row: a Supabase project requires approval and a second factor, samples 5 %');
select throws_ok($$ insert into private.firm_settings (id, approval_required, mfa_required) values (false, true, true) $$,
  '23514', null, 'a second row is refused');
select throws_ok($$ update private.firm_settings set chat_sample_percent = 101 $$, '23514', null,
  'the sample is a percentage from 0 to 100');

-- ============================================================================ 2. cell by cell
with r(n, name, who) as (values
    (1, 'anon', 'anon'), (2, 'member', 'b0000000-0000-4000-8000-000000000002'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003'), (4, 'author', 'd0000000-0000-4000-8000-000000000004'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006'), (6, 'admin', 'a0000000-0000-4000-8000-000000000001'),
    (7, 'service_role', 'service')),
  o(n, op, sql) as (values
    (1, 'SELECT', $$ select * from private.firm_settings $$),
    (2, 'INSERT', $$ insert into private.firm_settings (id, approval_required, mfa_required) values (false, false, false) $$),
    (3, 'UPDATE', $$ update private.firm_settings set approval_required = false, mfa_required = false $$),
    (4, 'DELETE', $$ delete from private.firm_settings $$))
select tests.check(r.who, o.sql, '42501', r.name || ': ' || o.op || ' on private.firm_settings refused')
from r cross join o order by r.n, o.n;

-- EXECUTE: 'ok' or the refusal (42501), per role, in the order anon, member, viewer, author,
-- compliance, admin, service_role. The setters are given the current values (nothing changes).
with r(i, name, who) as (values
    (1, 'anon', 'anon'), (2, 'member', 'b0000000-0000-4000-8000-000000000002'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003'), (4, 'author', 'd0000000-0000-4000-8000-000000000004'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006'), (6, 'admin', 'a0000000-0000-4000-8000-000000000001'),
    (7, 'service_role', 'service')),
  f(n, name, sql, expect) as (values
    (1, 'supervision_settings()', $$ select public.supervision_settings() $$,
     array['42501', '42501', 'ok', 'ok', 'ok', 'ok', '42501']),
    (2, 'staff_security_settings()', $$ select public.staff_security_settings() $$,
     array['42501', '42501', 'ok', 'ok', 'ok', 'ok', '42501']),
    (3, 'chat_sample_setting()', $$ select public.chat_sample_setting() $$,
     array['42501', '42501', '42501', '42501', 'ok', 'ok', '42501']),
    (4, 'set_approval_required(true)', $$ select public.set_approval_required(true) $$,
     array['42501', '42501', '42501', '42501', '42501', 'ok', '42501']),
    (5, 'set_staff_mfa_required(true)', $$ select public.set_staff_mfa_required(true) $$,
     array['42501', '42501', '42501', '42501', '42501', 'ok', '42501']),
    (6, 'set_chat_sample_percent(5)', $$ select public.set_chat_sample_percent(5) $$,
     array['42501', '42501', '42501', '42501', '42501', 'ok', '42501']))
select tests.check(r.who, f.sql, f.expect[r.i], r.name || ': ' || f.name || ' ' ||
                   case f.expect[r.i] when 'ok' then 'answers' else 'refused' end)
from f cross join r order by f.n, r.i;

select is(array(select fn || ' by ' || r from unnest(array[
            'private.approval_required()', 'private.mfa_satisfied()', 'private.chat_sample_percent()',
            'private.audit_firm_settings()']) fn,
                unnest(array['anon', 'authenticated', 'service_role']) r
          where has_function_privilege(r, fn, 'execute')), '{}'::text[],
  'no API role may call the private readers or the audit trigger''s function');
select is((select count(*)::int from public.audit_log where action in ('approval.required', 'mfa.required', 'chat.sample')),
  0, 'setting a value it already has records nothing');

-- ============================================================================ 3. the audit
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.set_chat_sample_percent(20), '{"chat_sample_percent": 20, "changed": true}'::jsonb,
  'an admin changes the sample');
select tests.as_postgres();
select results_eq($$ select chat_sample_percent, changed_by from private.firm_settings $$,
  $$ values (20, 'a0000000-0000-4000-8000-000000000001'::uuid) $$, 'the row says who changed it');
-- The SQL editor changes all three at once: three entries, no actor.
update private.firm_settings set approval_required = false, mfa_required = false, chat_sample_percent = 10;
select results_eq($$ select action::text, actor_id, details from public.audit_log
                     where action in ('approval.required', 'mfa.required', 'chat.sample') order by id $$,
  $$ values ('chat.sample', 'a0000000-0000-4000-8000-000000000001'::uuid, '{"percent": 20, "previous": 5}'::jsonb),
            ('approval.required', null::uuid, '{"required": false, "previous": true}'::jsonb),
            ('mfa.required', null::uuid, '{"required": false, "previous": true}'::jsonb),
            ('chat.sample', null::uuid, '{"percent": 10, "previous": 20}'::jsonb) $$,
  'one entry per setting changed, as before the merge');
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select is(public.supervision_settings(), '{"approval_required": false}'::jsonb, 'the readers read the one row: approval');
select is(public.staff_security_settings() ->> 'mfa_required', 'false', 'the second factor');
select is(public.chat_sample_setting(), '{"chat_sample_percent": 10}'::jsonb, 'the sample');

-- ============================================================================ 4. fail closed
select tests.as_postgres();
delete from private.firm_settings;
select ok(private.approval_required(), 'without the row, approval is required');
select is(private.chat_sample_percent(), 5, 'without the row, the sample is 5 %');
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select is(public.staff_security_settings() - 'session_aal',
  '{"mfa_required": true, "session_meets_requirement": false}'::jsonb,
  'without the row, staff read "required" and an aal1 session does not meet it');

select * from finish();
rollback;
