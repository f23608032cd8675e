-- Bot defence (20261128001100_bot_defence.sql, issue 35 item 1).
--   1. Cell by cell for anon, member, viewer, author, compliance, admin and service_role: every
--      operation on private.used_bot_passes and EXECUTE of check_bot_pass, bot_check_required,
--      bot_check_passed and the trigger's function: all denied.
--   2. The setting: off in the local demo (the prelude's local_demo.bot_check_required), on
--      wherever that is not set (the column's default), a missing row means required.
--   3. Required: an insert without a pass, with a forged, expired, far-future, reused or other
--      form's pass is refused (42501, "bot_check: ..."), as anon and as a signed-in member; a valid
--      pass is accepted once, taken out of the row, and marks it passed; a repeat of a stored lead
--      fails on its unique key as before; expired used passes are purged.
--   4. Not required: a lead without a pass is accepted (not marked passed); a valid pass still marks it.
begin;
select plan(88);

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

-- A pass as the function issues it: id, action, expiry (seconds from now), signed with the key.
create function pg_temp.pass(_action text, _id uuid default gen_random_uuid(), _ttl int default 600,
                             _key text default null) returns text language sql volatile security definer as $$
  select p.body || '.' || encode(extensions.hmac(convert_to('bot-pass:' || p.body, 'UTF8'),
           convert_to(coalesce(_key, (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'bot_pass_key')), 'UTF8'),
           'sha256'), 'hex')
  from (select _id::text || '.' || _action || '.' || (extract(epoch from now())::bigint + _ttl)::text as body) p
$$;
-- An anonymous insert of a contact lead with this metadata.
create function pg_temp.lead(_metadata jsonb, _client uuid default gen_random_uuid(), _type text default 'contact_form')
returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email, message, metadata)
  values (_client, _type::public.form_type, 'Ann Lee', 'ann@example.com', 'Hello', _metadata)
$$;
create function pg_temp.required(_on boolean) returns void language sql security definer as $$
  update private.firm_settings set bot_check_required = _on where id
$$;
-- bot_check_required() with the settings row deleted, the deletion undone.
create function pg_temp.without_settings_row() returns boolean language plpgsql security definer as $$
declare
  answer boolean;
begin
  begin
    delete from private.firm_settings;
    answer := private.bot_check_required();
    raise exception 'undo' using errcode = 'P0001';
  exception when sqlstate 'P0001' then null;
  end;
  return answer;
end $$;
grant execute on function pg_temp.pass(text, uuid, int, text), pg_temp.lead(jsonb, uuid, text)
  to anon, authenticated, service_role;

-- ============================================================================ 1. cell by cell
with r(n, name, who) as (values
    (1, 'anon', 'anon'), (2, 'member', 'b0000000-0000-4000-8000-000000000002'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003'), (4, 'author', 'd0000000-0000-4000-8000-000000000004'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006'), (6, 'admin', 'a0000000-0000-4000-8000-000000000001'),
    (7, 'service_role', 'service')),
  o(n, op, sql) as (values
    (1, 'SELECT on used_bot_passes', $$ select id from private.used_bot_passes $$),
    (2, 'INSERT on used_bot_passes', $$ insert into private.used_bot_passes values (gen_random_uuid(), now()) $$),
    (3, 'UPDATE on used_bot_passes', $$ update private.used_bot_passes set expires_at = now() $$),
    (4, 'DELETE on used_bot_passes', $$ delete from private.used_bot_passes $$),
    (5, 'EXECUTE check_bot_pass', $$ select private.check_bot_pass('x', 'contact_form') $$),
    (6, 'EXECUTE bot_check_required', $$ select private.bot_check_required() $$),
    (7, 'EXECUTE bot_check_passed', $$ select private.bot_check_passed(null::public.form_submissions) $$),
    (8, 'EXECUTE check_lead_bot_pass', $$ select private.check_lead_bot_pass() $$))
select tests.check(r.who, o.sql, '42501', format('%s: %s denied', r.name, o.op)) from r cross join o order by r.n, o.n;

-- ============================================================================ 2. the setting
select is(private.bot_check_required(), false, 'the test databases start with the bot check off, as the local demo');
select is((select column_default from information_schema.columns
           where table_schema = 'private' and table_name = 'firm_settings' and column_name = 'bot_check_required'),
  'true', 'a project without the demo''s setting requires the bot check');
select pg_temp.required(true);
select is(private.bot_check_required(), true, 'on once the firm turns it on');
select is(pg_temp.without_settings_row(), true, 'no settings row: required');

-- ============================================================================ 3. required
select tests.check(c.who, c.sql, '42501', c.descr,
  'bot_check: the form''s challenge was not passed (no pass, or one forged, expired, used or for another form)')
from (values
  ('anon', $$ select pg_temp.lead('{}') $$, 'anon: a lead without a pass is refused'),
  ('anon', $$ select pg_temp.lead('{"bot_pass": "not-a-pass"}') $$, 'anon: a lead with a malformed pass is refused'),
  ('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', _key => repeat('k', 64)))) $$,
   'anon: a pass signed with another key is refused'),
  ('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', replace(pg_temp.pass('contact_form'), 'contact_form', 'newsletter'))) $$,
   'anon: a pass whose action was altered is refused'),
  ('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', _ttl => -1))) $$,
   'anon: an expired pass is refused'),
  ('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', _ttl => 3600))) $$,
   'anon: a pass said to last an hour is refused'),
  ('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('newsletter'))) $$,
   'anon: another form''s pass is refused'),
  ('anon', $$ select pg_temp.lead('{"bot_check": "passed"}') $$, 'anon: claiming the check passed is no pass'),
  ('b0000000-0000-4000-8000-000000000002', $$ select pg_temp.lead('{}') $$, 'member: a lead without a pass is refused')
) c(who, sql, descr);

select tests.check('anon',
  $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', 'e1000000-0000-4000-8000-000000000001')),
                         'e2000000-0000-4000-8000-000000000001') $$, 'ok', 'anon: a lead with a valid pass is accepted');
select is((select metadata from public.form_submissions where client_id = 'e2000000-0000-4000-8000-000000000001'),
  '{"bot_check": "passed"}'::jsonb, 'the stored lead holds no pass, and is marked passed');
select is((select private.bot_check_passed(f) from public.form_submissions f where f.client_id = 'e2000000-0000-4000-8000-000000000001'),
  true, 'bot_check_passed: a lead whose pass was checked');
select is((select count(*)::int from private.used_bot_passes where id = 'e1000000-0000-4000-8000-000000000001'), 1,
  'the pass is recorded as used');
select tests.check('anon',
  $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', 'e1000000-0000-4000-8000-000000000001'))) $$,
  '42501', 'anon: a used pass is refused for another lead');
select tests.check('anon',
  $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form', 'e1000000-0000-4000-8000-000000000001')),
                         'e2000000-0000-4000-8000-000000000001') $$,
  '23505', 'anon: a repeat of the stored lead fails on its unique key, as a retried save always did');
select tests.check('b0000000-0000-4000-8000-000000000002',
  $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('newsletter')), _type => 'newsletter') $$,
  'ok', 'member: a newsletter sign-up with its own form''s pass is accepted');
select tests.check('service',
  $$ insert into public.form_submissions (client_id, form_type, full_name, email) values (gen_random_uuid(), 'contact_form', 'Svc', 's@example.com') $$,
  'ok', 'service_role: the database''s own writers need no pass');
select tests.check('a0000000-0000-4000-8000-000000000001', $$ select pg_temp.lead('{}') $$, '42501',
  'admin: a lead through the API needs a pass too');

-- Expired used passes go with the next check.
insert into private.used_bot_passes values ('e1000000-0000-4000-8000-000000000009', now() - interval '1 minute');
select tests.check('anon', $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form'))) $$, 'ok',
  'anon: another valid pass is accepted');
select is((select count(*)::int from private.used_bot_passes where id = 'e1000000-0000-4000-8000-000000000009'), 0,
  'an expired used pass is purged');
select is(private.check_bot_pass(null, 'contact_form'), false, 'check_bot_pass: no pass is no pass');
select is(private.check_bot_pass(pg_temp.pass('lead'), null), false, 'check_bot_pass: no action, no pass');

-- ============================================================================ 4. not required
select pg_temp.required(false);
select tests.check('anon', $$ select pg_temp.lead('{"bot_check": "passed"}', 'e2000000-0000-4000-8000-000000000002') $$, 'ok',
  'anon: without the requirement a lead needs no pass');
select is((select metadata from public.form_submissions where client_id = 'e2000000-0000-4000-8000-000000000002'),
  '{}'::jsonb, 'a lead without a pass is not marked passed');
select is((select private.bot_check_passed(f) from public.form_submissions f where f.client_id = 'e2000000-0000-4000-8000-000000000002'),
  true, 'bot_check_passed: nothing was required');
select tests.check('anon',
  $$ select pg_temp.lead(jsonb_build_object('bot_pass', pg_temp.pass('contact_form')), 'e2000000-0000-4000-8000-000000000003') $$,
  'ok', 'anon: a valid pass is still checked');
select is((select metadata from public.form_submissions where client_id = 'e2000000-0000-4000-8000-000000000003'),
  '{"bot_check": "passed"}'::jsonb, 'and the lead is marked passed');
select pg_temp.required(true);
select is((select private.bot_check_passed(f) from public.form_submissions f where f.client_id = 'e2000000-0000-4000-8000-000000000002'),
  false, 'bot_check_passed: a lead accepted without a pass, once the check is required');

select * from finish();
rollback;
