-- erase_person(email text, reason text), the two-argument form docs/interfaces.md names
-- (20261127000700_erase_person_contract.sql): its reason is a category and a ticket, never free
-- text, and it erases exactly as the three-argument form does. Cells: anon, member, viewer, admin,
-- service_role.
begin;
select plan(14);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');
insert into public.form_submissions (id, created_at, client_id, form_type, full_name, email, metadata) values
  ('e0000000-0000-4000-8000-000000000001', now() - interval '1 day', gen_random_uuid(), 'lead', 'Jane Roe',
   'jane@example.com', '{"visitId": "v-jane"}');

select function_privs_are('public', 'erase_person', array['text', 'text'], 'anon', array[]::text[],
  'anon: no execute');
select function_privs_are('public', 'erase_person', array['text', 'text'], 'service_role', array[]::text[],
  'service_role: no execute');
select is(
  (select prosecdef from pg_proc where oid = 'public.erase_person(text, text)'::regprocedure), false,
  'it runs as its caller: the three-argument form checks who asks');

select tests.as_anon();
select throws_ok($$ select public.erase_person('jane@example.com', 'person_request PRIV-1') $$, '42501', null,
  'anon: refused');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ select public.erase_person('jane@example.com', 'person_request PRIV-1') $$, '42501', null,
  'member: refused');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select throws_ok($$ select public.erase_person('jane@example.com', 'person_request PRIV-1') $$, '42501', null,
  'viewer: refused');
select tests.as_service();
select throws_ok($$ select public.erase_person('jane@example.com', 'person_request PRIV-1') $$, '42501', null,
  'service_role: refused');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.erase_person('jane@example.com', 'she asked us on the phone') $$, '22023', null,
  'admin: a free-text reason is refused');
select throws_ok($$ select public.erase_person('jane@example.com', 'person_request jane@example.com') $$, '22023',
  'erase_person: a ticket reference never holds an e-mail address', 'admin: an address as the ticket is refused');
select throws_ok($$ select public.erase_person('jane@example.com', 'whim PRIV-1') $$, '22023', null,
  'admin: a category outside the list is refused');
select is((select count(*) from public.form_submissions)::int, 1, 'nothing was erased by the refused calls');

select is(public.erase_person('Jane@Example.com', 'person_request: PRIV-2026-014') ->> 'erased', 'true',
  'admin: "category: ticket" erases');
select is((select count(*) from public.form_submissions)::int, 0, 'the lead is gone');
select tests.as_postgres();
select is(
  (select details ->> 'reason' || ' ' || (details ->> 'ticket') from public.audit_log where action = 'privacy.erase'),
  'person_request PRIV-2026-014', 'the audit entry keeps the category and the ticket');

select * from finish();
rollback;
