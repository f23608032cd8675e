-- Chat Handoff (20261128000600_chat_handoff_value.sql, 20261128000610_chat_handoff.sql, issue 34).
--   1. form_submissions.conversation_id cell by cell for anon, member (signed in, no role), viewer,
--      author, compliance, admin and service_role: INSERT, SELECT, UPDATE and DELETE.
--   2. The rules of a chat lead: a conversation (and only on a chat lead), a name, an e-mail or a
--      phone, and at most a preferred time (a weekday and a consultation slot, both or neither,
--      recorded in metadata and never booked: the consultation's slot columns stay its own).
begin;
select plan(47);

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

-- A chat lead as the panel sends it: the conversation, a name, an e-mail, metadata.
create function pg_temp.chat_lead(_client uuid, _name text default 'Ann Lee', _email text default 'ann@example.com',
  _phone text default null, _metadata jsonb default '{}', _conversation uuid default 'c4a70000-0000-4000-8000-000000000001',
  _form text default 'chat') returns text language sql as $$
  select format($f$ insert into public.form_submissions (client_id, form_type, full_name, email, phone, metadata, conversation_id)
    values (%L, %L, %L, %L, %L, %L, %L) $f$, _client, _form, _name, _email, _phone, _metadata, _conversation)
$$;
grant execute on function pg_temp.chat_lead(uuid, text, text, text, jsonb, uuid, text) to anon, authenticated, service_role;

-- ============================================================================ structure
select col_type_is('public', 'form_submissions', 'conversation_id', 'uuid', 'conversation_id is a uuid');
select col_is_null('public', 'form_submissions', 'conversation_id', 'conversation_id is nullable (null on every lead but a chat one)');
select is((select enum_range(null::public.form_type)::text), '{contact_form,investment_calculator,lead,consultation,newsletter,chat,other_form}',
  'form_type: chat comes before other_form');

-- ======================================================================= cell by cell
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', pg_temp.chat_lead('11111111-0000-4000-8000-000000000001'), 'ok', 'anon: INSERT a chat lead with its conversation'),
  ('anon', $$ select conversation_id from public.form_submissions $$, '42501', 'anon: SELECT conversation_id denied'),
  ('anon', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501', 'anon: UPDATE conversation_id denied'),
  ('anon', $$ delete from public.form_submissions where conversation_id is not null $$, '42501', 'anon: DELETE denied'),
  ('b0000000-0000-4000-8000-000000000002', pg_temp.chat_lead('11111111-0000-4000-8000-000000000002', 'Member'), 'ok',
    'member: INSERT a chat lead'),
  ('b0000000-0000-4000-8000-000000000002', $$ select conversation_id from public.form_submissions $$, 'empty',
    'member: SELECT conversation_id sees no rows'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501',
    'member: UPDATE conversation_id denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.form_submissions returning id $$, 'empty', 'member: DELETE removes nothing'),
  ('d0000000-0000-4000-8000-000000000004', pg_temp.chat_lead('11111111-0000-4000-8000-000000000003', 'Author'), 'ok',
    'author: INSERT a chat lead'),
  ('d0000000-0000-4000-8000-000000000004', $$ select conversation_id from public.form_submissions $$, 'empty',
    'author: SELECT conversation_id sees no rows (authors read no leads)'),
  ('d0000000-0000-4000-8000-000000000004', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501',
    'author: UPDATE conversation_id denied'),
  ('d0000000-0000-4000-8000-000000000004', $$ delete from public.form_submissions returning id $$, 'empty', 'author: DELETE removes nothing'),
  ('c0000000-0000-4000-8000-000000000003', pg_temp.chat_lead('11111111-0000-4000-8000-000000000004', 'Viewer'), 'ok',
    'viewer: INSERT a chat lead'),
  ('c0000000-0000-4000-8000-000000000003', $$ select conversation_id from public.form_submissions where conversation_id is not null $$,
    'nonempty', 'viewer: SELECT conversation_id reads it'),
  ('c0000000-0000-4000-8000-000000000003', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501',
    'viewer: UPDATE conversation_id denied'),
  ('c0000000-0000-4000-8000-000000000003', $$ delete from public.form_submissions returning id $$, 'empty', 'viewer: DELETE removes nothing'),
  ('f0000000-0000-4000-8000-000000000006', pg_temp.chat_lead('11111111-0000-4000-8000-000000000005', 'Compliance'), 'ok',
    'compliance: INSERT a chat lead'),
  ('f0000000-0000-4000-8000-000000000006', $$ select conversation_id from public.form_submissions where conversation_id is not null $$,
    'nonempty', 'compliance: SELECT conversation_id reads it'),
  ('f0000000-0000-4000-8000-000000000006', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501',
    'compliance: UPDATE conversation_id denied'),
  ('f0000000-0000-4000-8000-000000000006', $$ delete from public.form_submissions returning id $$, 'empty',
    'compliance: DELETE removes nothing'),
  ('a0000000-0000-4000-8000-000000000001', pg_temp.chat_lead('11111111-0000-4000-8000-000000000006', 'Admin'), 'ok',
    'admin: INSERT a chat lead'),
  ('a0000000-0000-4000-8000-000000000001', $$ select * from public.form_submissions where conversation_id is not null $$,
    'nonempty', 'admin: SELECT * reads conversation_id (the desk''s read)'),
  ('a0000000-0000-4000-8000-000000000001', $$ update public.form_submissions set conversation_id = gen_random_uuid() $$, '42501',
    'admin: UPDATE conversation_id denied (a lead''s conversation is never changed)'),
  ('service', pg_temp.chat_lead('11111111-0000-4000-8000-000000000007', 'Service'), 'ok', 'service_role: INSERT a chat lead'),
  ('service', $$ select conversation_id from public.form_submissions where conversation_id is not null $$, 'nonempty',
    'service_role: SELECT conversation_id'),
  ('service', $$ update public.form_submissions set full_name = 'Service Two' where client_id = '11111111-0000-4000-8000-000000000007' returning id $$,
    'nonempty', 'service_role: UPDATE a chat lead')
) c(who, sql, expect, descr);

select tests.as_postgres();
select is((select count(*)::int from public.form_submissions where form_type = 'chat' and conversation_id = 'c4a70000-0000-4000-8000-000000000001'),
  7, 'every chat lead inserted above is stored with its conversation');
select tests.check('a0000000-0000-4000-8000-000000000001',
  $$ delete from public.form_submissions where client_id = '11111111-0000-4000-8000-000000000006' returning id $$,
  'nonempty', 'admin: DELETE a chat lead');

-- ============================================================================ the rules
select tests.check('anon', c.sql, c.expect, c.descr) from (values
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000001', _email => null, _phone => '(555) 010-2000'), 'ok',
    'a chat lead with a phone and no e-mail'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000002',
     _metadata => '{"preferredDay": "2026-12-01", "preferredTime": "9:30 AM", "startsAt": "2026-12-01T09:30:00-05:00"}'), 'ok',
    'a chat lead with a preferred time (a Tuesday, a consultation slot)'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000003', _conversation => null), '23514',
    'a chat lead without its conversation is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000004', _form => 'contact_form'), '23514',
    'a conversation on a lead that is not a chat one is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000005', _name => null), '23514', 'a chat lead without a name is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000006', _name => ' A  '), '23514',
    'a chat lead whose name is one character is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000007', _name => repeat('n', 201)), '23514',
    'a name past 200 characters is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000008', _email => null), '23514',
    'a chat lead with neither an e-mail nor a phone is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000009', _metadata => '{"preferredDay": "2026-12-05", "preferredTime": "9:30 AM"}'),
    '23514', 'a preferred Saturday is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000010', _metadata => '{"preferredDay": "2026-12-01", "preferredTime": "5:00 PM"}'),
    '23514', 'a preferred time that is not a consultation slot is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000011', _metadata => '{"preferredDay": "2026-12-01"}'), '23514',
    'a preferred day without a time is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000012', _metadata => '{"preferredTime": "9:30 AM"}'), '23514',
    'a preferred time without a day is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000013', _metadata => '{"preferredDay": "2026-02-30", "preferredTime": "9:30 AM"}'),
    '23514', 'a preferred day that does not exist is refused'),
  (pg_temp.chat_lead('22222222-0000-4000-8000-000000000014', _metadata => '{"preferredDay": 20261201, "preferredTime": "9:30 AM"}'),
    '23514', 'a preferred day that is not text is refused'),
  ($$ insert into public.form_submissions (client_id, form_type, full_name, email, conversation_id, consultation_date, consultation_slot)
     values ('22222222-0000-4000-8000-000000000015', 'chat', 'Ann Lee', 'ann@example.com', gen_random_uuid(), '2026-12-01', '9:30 AM') $$,
    '23514', 'a chat lead books no slot (the booking columns are a consultation''s)')
) c(sql, expect, descr);

-- The preferred time holds no slot: a consultation books the same day and slot afterwards.
select tests.as_postgres();
select lives_ok($$ insert into public.form_submissions (client_id, form_type, full_name, email, consultation_date, consultation_slot)
  values ('33333333-0000-4000-8000-000000000001', 'consultation', 'Bo Chen', 'bo@example.com', current_date + 7 + (8 - extract(isodow from current_date + 7))::int % 7, '9:30 AM') $$,
  'a consultation still books a slot a chat lead preferred');

select * from finish();
rollback;
