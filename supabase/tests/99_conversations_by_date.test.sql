-- chat_conversations() by New York days and with its Chat Handoff (20261128001900), cell by cell:
-- anon, member (signed in, no role), viewer, author, compliance, admin and the service role x
-- execute, with and without a range; then what an admin gets for each range.
begin;
select plan(27);

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

-- Four conversations, by when their first question was asked (New York time):
--   1: March 9, noon (a second question on March 12); 2: March 10, 23:30 (March 11 in UTC), handed
--   off to Ann Lee; 3: March 11, 00:30; 4: March 12, 09:00.
insert into public.chat_messages (conversation_id, visit_id, role, content, created_at) values
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'user', 'What is a reinsurance treaty?', '2026-03-09 12:00 America/New_York'),
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'assistant', 'A treaty covers a block of policies.', '2026-03-09 12:00:08 America/New_York'),
  ('10000000-0000-4000-8000-000000000002', 'v-2', 'user', 'What is the minimum investment?', '2026-03-10 23:30 America/New_York'),
  ('10000000-0000-4000-8000-000000000002', 'v-2', 'assistant', 'It depends on the program.', '2026-03-10 23:30:08 America/New_York'),
  ('10000000-0000-4000-8000-000000000003', 'v-3', 'user', 'How often are distributions paid?', '2026-03-11 00:30 America/New_York'),
  ('10000000-0000-4000-8000-000000000003', 'v-3', 'assistant', 'Quarterly, in most programs.', '2026-03-11 00:30:08 America/New_York'),
  ('10000000-0000-4000-8000-000000000004', 'v-4', 'user', 'Can I invest through my IRA?', '2026-03-12 09:00 America/New_York'),
  ('10000000-0000-4000-8000-000000000004', 'v-4', 'assistant', 'Some programs allow it.', '2026-03-12 09:00:08 America/New_York'),
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'user', 'And the minimum?', '2026-03-12 10:00 America/New_York'),
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'assistant', 'It depends on the program.', '2026-03-12 10:00:08 America/New_York');
insert into public.form_submissions (id, client_id, form_type, full_name, email, metadata, conversation_id) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'chat', 'Ann Lee', 'ann@example.com', '{"visitId": "v-2"}',
   '10000000-0000-4000-8000-000000000002');

-- ============================================================ execute, cell by cell
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', $$ select * from public.chat_conversations() $$, '42501', 'anon: chat_conversations() denied'),
  ('anon', $$ select * from public.chat_conversations(from_day => '2026-03-10', to_day => '2026-03-10') $$, '42501',
   'anon: a range is denied too'),
  ('service', $$ select * from public.chat_conversations() $$, '42501', 'service role: chat_conversations() denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.chat_conversations() $$, 'empty', 'member: lists nothing'),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.chat_conversations(from_day => '2026-03-01') $$, 'empty',
   'member: a range lists nothing'),
  ('c0000000-0000-4000-8000-000000000003', $$ select * from public.chat_conversations() $$, 'empty', 'viewer: lists nothing'),
  ('c0000000-0000-4000-8000-000000000003', $$ select * from public.chat_conversations(to_day => '2026-03-31') $$, 'empty',
   'viewer: a range lists nothing'),
  ('d0000000-0000-4000-8000-000000000004', $$ select * from public.chat_conversations() $$, 'empty', 'author: lists nothing'),
  ('d0000000-0000-4000-8000-000000000004', $$ select * from public.chat_conversations(from_day => '2026-03-01') $$, 'empty',
   'author: a range lists nothing'),
  ('f0000000-0000-4000-8000-000000000006', $$ select * from public.chat_conversations() $$, 'empty',
   'compliance: lists nothing (transcripts are reviewed from the queue)'),
  ('f0000000-0000-4000-8000-000000000006', $$ select * from public.chat_conversations(from_day => '2026-03-01') $$, 'empty',
   'compliance: a range lists nothing'),
  ('a0000000-0000-4000-8000-000000000001', $$ select * from public.chat_conversations(from_day => '2026-03-01') $$, 'nonempty',
   'admin: a range lists conversations'),
  ('a0000000-0000-4000-8000-000000000001', $$ select * from public.chat_conversations(from_day => '2026-03-11', to_day => '2026-03-10') $$,
   '22023', 'admin: a range that ends before it starts is refused')
) c(who, sql, expect, descr);

-- ============================================================ what an admin gets
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select conversation_id::text, lead_id::text, lead_name from public.chat_conversations() $$,
  $$ values ('10000000-0000-4000-8000-000000000004', null::text, null::text),
            ('10000000-0000-4000-8000-000000000003', null, null),
            ('10000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000001', 'Ann Lee'),
            ('10000000-0000-4000-8000-000000000001', null, null) $$,
  'admin: no range lists every conversation, a handoff with its lead');
select results_eq(
  $$ select first_question from public.chat_conversations(from_day => '2026-03-10', to_day => '2026-03-10') $$,
  $$ values ('What is the minimum investment?') $$,
  'admin: one New York day holds its late evening (next day in UTC) and not the next day''s early hours');
select results_eq(
  $$ select first_question from public.chat_conversations(from_day => '2026-03-11', to_day => '2026-03-11') $$,
  $$ values ('How often are distributions paid?') $$,
  'admin: the next New York day starts at its midnight');
select results_eq(
  $$ select first_question from public.chat_conversations(from_day => '2026-03-11') $$,
  $$ values ('Can I invest through my IRA?'), ('How often are distributions paid?') $$,
  'admin: from a day on, newest first');
select results_eq(
  $$ select first_question from public.chat_conversations(to_day => '2026-03-09') $$,
  $$ values ('What is a reinsurance treaty?') $$,
  'admin: up to a day: by the day it started, though its last message is later');
select is_empty($$ select * from public.chat_conversations(to_day => '2026-03-08') $$, 'admin: a range before all lists nothing');
select results_eq(
  $$ select first_question from public.chat_conversations('minimum', from_day => '2026-03-09', to_day => '2026-03-10') $$,
  $$ values ('What is the minimum investment?'), ('What is a reinsurance treaty?') $$,
  'admin: the search and the range together');
select results_eq(
  $$ select first_question from public.chat_conversations(page_size => 1, from_day => '2026-03-10',
       before_id => (select first_message_id from public.chat_conversations(page_size => 1, from_day => '2026-03-10'))) $$,
  $$ values ('How often are distributions paid?') $$,
  'admin: the next page of a range keeps the range');
select is((select lead_name from public.chat_conversations(from_day => '2026-03-10', to_day => '2026-03-10')), 'Ann Lee',
  'admin: a handoff names its lead');

-- ============================================================ the function itself
select tests.as_postgres();
select hasnt_function('public', 'chat_conversations', array['text', 'bigint', 'integer'],
  'the three-argument chat_conversations() is gone (one signature, no ambiguous call)');
select function_privs_are('public', 'chat_conversations', array['text', 'bigint', 'integer', 'date', 'date'], 'anon',
  '{}'::text[], 'anon may not execute chat_conversations()');
select function_privs_are('public', 'chat_conversations', array['text', 'bigint', 'integer', 'date', 'date'], 'authenticated',
  array['EXECUTE'], 'authenticated may execute chat_conversations()');
select function_privs_are('public', 'chat_conversations', array['text', 'bigint', 'integer', 'date', 'date'], 'service_role',
  '{}'::text[], 'the service role may not execute chat_conversations()');
select ok(not (select prosecdef from pg_proc
               where oid = 'public.chat_conversations(text, bigint, integer, date, date)'::regprocedure),
  'chat_conversations runs with the caller''s rights');

select * from finish();
rollback;
