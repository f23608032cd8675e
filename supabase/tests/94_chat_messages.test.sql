-- Chat transcripts, cell by cell: public.chat_messages (anon, member, admin, service role x
-- select, insert, update, delete), the admin search view, chat_conversations() and the
-- retention (private.purge_old_chat_messages, private.schedule_chat_purge).
begin;
select plan(72);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Three conversations: c1 (two questions), c2 (one), c3 (one, the newest).
insert into public.chat_messages (conversation_id, visit_id, role, content, model, created_at) values
  ('c0000000-0000-4000-8000-000000000001', 'visit-1', 'user', 'What is the minimum investment?', null, now() - interval '3 hours'),
  ('c0000000-0000-4000-8000-000000000001', 'visit-1', 'assistant', 'The minimum is $50,000.', 'server/model', now() - interval '3 hours'),
  ('c0000000-0000-4000-8000-000000000002', 'visit-2', 'user', 'Are returns guaranteed?', null, now() - interval '2 hours'),
  ('c0000000-0000-4000-8000-000000000002', 'visit-2', 'assistant', 'No. 100% of principal may be lost.', 'server/model', now() - interval '2 hours'),
  ('c0000000-0000-4000-8000-000000000001', 'visit-1', 'user', 'And the track record?', null, now() - interval '1 hour'),
  ('c0000000-0000-4000-8000-000000000001', 'visit-1', 'assistant', 'Since 2005.', 'server/model', now() - interval '1 hour'),
  ('c0000000-0000-4000-8000-000000000003', null, 'user', 'Hello', null, now()),
  ('c0000000-0000-4000-8000-000000000003', null, 'assistant', 'Hello! Ask me anything.', 'server/model', now());

create temp table write_cells (what text, stmt text);
insert into write_cells values
  ('INSERT', $$ insert into public.chat_messages (conversation_id, role, content)
                values ('c0000000-0000-4000-8000-000000000009', 'user', 'Injected question') $$),
  ('UPDATE', $$ update public.chat_messages set content = 'rewritten' $$),
  ('DELETE', $$ delete from public.chat_messages $$);
create temp table call_cells (what text, stmt text);
insert into call_cells values
  ('purge_old_chat_messages()', 'select private.purge_old_chat_messages()'),
  ('schedule_chat_purge()', 'select private.schedule_chat_purge()');
grant select on write_cells, call_cells to anon, authenticated, service_role;

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select * from public.chat_messages $$, '42501', null, 'anon: SELECT denied');
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from write_cells;
select throws_ok($$ select * from public.chat_message_search $$, '42501', null, 'anon: SELECT on the search view denied');
select throws_ok($$ select * from public.chat_conversations() $$, '42501', null, 'anon: chat_conversations() denied');
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from call_cells;

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select * from public.chat_messages $$, 'member: SELECT sees no rows');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from write_cells;
select is_empty($$ select * from public.chat_message_search $$, 'member: the search view shows no rows');
select is_empty($$ select * from public.chat_conversations() $$, 'member: chat_conversations() lists nothing');
select is_empty($$ select * from public.chat_conversations('minimum') $$, 'member: a search finds nothing');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from call_cells;

-- ======================================================================== admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.chat_messages), 8, 'admin: SELECT reads every message');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from write_cells;
select is((select count(*)::int from public.chat_message_search), 8, 'admin: the search view reads every message');
select throws_ok($$ update public.chat_message_search set content = 'x' $$, '42501', null,
  'admin: UPDATE through the search view denied');
select throws_ok($$ delete from public.chat_message_search $$, '42501', null,
  'admin: DELETE through the search view denied');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from call_cells;

select results_eq(
  $$ select conversation_id::text, first_question, turns, visit_id from public.chat_conversations() $$,
  $$ values ('c0000000-0000-4000-8000-000000000003', 'Hello', 1, null::text),
            ('c0000000-0000-4000-8000-000000000002', 'Are returns guaranteed?', 1, 'visit-2'),
            ('c0000000-0000-4000-8000-000000000001', 'What is the minimum investment?', 2, 'visit-1') $$,
  'admin: conversations newest first, each with its first question, number of questions and visit');
select ok((select bool_and(started_at <= last_at) from public.chat_conversations()),
  'admin: each conversation starts before (or when) it last changed');
select is((select last_at from public.chat_conversations() where conversation_id = 'c0000000-0000-4000-8000-000000000001'),
  (select max(created_at) from public.chat_messages where conversation_id = 'c0000000-0000-4000-8000-000000000001'),
  'admin: last_at is the conversation''s newest message');
select results_eq(
  $$ select first_question from public.chat_conversations(page_size => 2) $$,
  array['Hello', 'Are returns guaranteed?'], 'admin: a page holds page_size conversations');
select results_eq(
  $$ select first_question from public.chat_conversations(before_id =>
       (select min(first_message_id) from public.chat_conversations(page_size => 2))) $$,
  array['What is the minimum investment?'], 'admin: before_id gives the next page');
select results_eq(
  $$ select first_question from public.chat_conversations('SINCE 2005') $$,
  array['What is the minimum investment?'], 'admin: a search matches any message, case-insensitively');
select results_eq(
  $$ select first_question from public.chat_conversations('  100%  ') $$,
  array['Are returns guaranteed?'], 'admin: the search is trimmed and % matches itself');
select is_empty($$ select * from public.chat_conversations('_') $$, 'admin: _ matches itself, not any character');
select is((select count(*)::int from public.chat_conversations('')), 3, 'admin: a blank search lists everything');
select throws_ok($$ select * from public.chat_conversations(page_size => 0) $$, '22023', null,
  'admin: a page size under 1 is refused');
select throws_ok($$ select * from public.chat_conversations(page_size => 201) $$, '22023', null,
  'admin: a page size over 200 is refused');
select throws_ok($$ select * from public.chat_conversations(repeat('x', 201)) $$, '22023', null,
  'admin: a search over 200 characters is refused');

-- ============================================================= service role (the chat function)
select tests.as_service();
select lives_ok(
  $$ insert into public.chat_messages (conversation_id, visit_id, role, content, model) values
       ('c0000000-0000-4000-8000-000000000004', 'visit-4', 'user', 'Is it FDIC insured?', null),
       ('c0000000-0000-4000-8000-000000000004', 'visit-4', 'assistant', 'No.', 'server/model') $$,
  'service role: INSERT a question and its answer');
select is((select count(*)::int from public.chat_messages), 10, 'service role: SELECT reads every message');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content, created_at)
     values ('c0000000-0000-4000-8000-000000000004', 'user', 'Backdated', now() - interval '7 years') $$,
  '42501', null, 'service role: INSERT cannot choose created_at');
select throws_ok(
  $$ insert into public.chat_messages (id, conversation_id, role, content)
     values (999, 'c0000000-0000-4000-8000-000000000004', 'user', 'Chosen id') $$,
  '428C9', null, 'service role: INSERT cannot choose the id (generated always)');
select throws_ok($$ update public.chat_messages set content = 'rewritten' $$, '42501', null,
  'service role: UPDATE denied');
select throws_ok($$ delete from public.chat_messages $$, '42501', null, 'service role: DELETE denied');
select throws_ok(stmt, '42501', null, 'service role: ' || what || ' denied') from call_cells;
select throws_ok($$ select * from public.chat_message_search $$, '42501', null, 'service role: the search view is not its');

-- ================================================================ CHECK constraints
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content) values (gen_random_uuid(), 'user', repeat('q', 1001)) $$,
  '23514', null, 'a question over 1,000 characters is refused');
select lives_ok(
  $$ insert into public.chat_messages (conversation_id, role, content) values (gen_random_uuid(), 'assistant', repeat('a', 5000)) $$,
  'an answer may be longer than 1,000 characters');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content) values (gen_random_uuid(), 'system', 'x') $$,
  '22P02', 'invalid input value for enum chat_message_role: "system"',
  'a role other than user or assistant is refused (the enum public.chat_message_role)');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content) values (gen_random_uuid(), 'user', '   ') $$,
  '23514', null, 'a blank message is refused');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, visit_id, role, content) values (gen_random_uuid(), repeat('v', 101), 'user', 'x') $$,
  '23514', null, 'a visit id over 100 characters is refused');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content) values (null, 'user', 'x') $$,
  '23502', null, 'a message without a conversation is refused');

-- ================================================================ retention
select tests.as_postgres();
delete from public.chat_messages;
insert into public.chat_messages (conversation_id, role, content, created_at)
select gen_random_uuid(), 'user', age || ' old', now() - age::interval
from unnest(array['7 years', '6 years 1 day', '5 years 11 months', '5 years 1 day', '1 day']) age;

select is(private.purge_old_chat_messages(), 2::bigint, 'the default age (6 years) deletes the two older messages');
select set_eq($$ select content from public.chat_messages $$,
  array['5 years 11 months old', '5 years 1 day old', '1 day old'], 'younger messages are kept');
select is(private.purge_old_chat_messages('5 years'), 2::bigint, 'a 5-year age deletes the messages older than 5 years');
select set_eq($$ select content from public.chat_messages $$, array['1 day old'], 'the day-old message is kept');
select is(private.purge_old_chat_messages('5 years'), 0::bigint, 'a second run finds nothing to delete');
select throws_ok($$ select private.purge_old_chat_messages('4 years 11 months') $$, '22023', null,
  'an age under 5 years is refused');
select throws_ok($$ select private.purge_old_chat_messages(null) $$, '22023', null, 'a NULL age is refused');

select is(private.schedule_chat_purge(), null::bigint, 'without pg_cron nothing is scheduled (and nothing fails)');
-- A stand-in for pg_cron's cron.schedule(job_name, schedule, command), rolled back with the test.
create schema cron;
create table cron.job (jobname text primary key, schedule text, command text);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command;
  select 7::bigint
$$;
select is(private.schedule_chat_purge(), 7::bigint, 'with pg_cron the purge is scheduled');
select is(private.schedule_chat_purge('0 5 * * *', '7 years'), 7::bigint, 'and rescheduled with another time and age');
select results_eq($$ select jobname, schedule, command from cron.job $$,
  $$ values ('purge-old-chat-messages', '0 5 * * *', 'select private.purge_old_chat_messages(''7 years''::interval)') $$,
  'one job, daily at the new time, with the new age');
select lives_ok((select command from cron.job), 'the scheduled command runs');
select throws_ok($$ select private.schedule_chat_purge('0 5 * * *', '1 year') $$, '22023', null,
  'an age under 5 years is refused when scheduling');

-- ================================================================ structure
select table_privs_are('public', 'chat_messages', 'anon', '{}'::text[], 'anon holds no privilege on chat_messages');
select table_privs_are('public', 'chat_messages', 'authenticated', array['SELECT'],
  'authenticated holds only SELECT on chat_messages');
select table_privs_are('public', 'chat_message_search', 'anon', '{}'::text[], 'anon holds no privilege on the search view');
select table_privs_are('public', 'chat_message_search', 'authenticated', array['SELECT'],
  'authenticated may only SELECT the search view');
select ok(not coalesce((select 'security_barrier=true' = any(c.reloptions) from pg_class c
  where c.oid = 'public.chat_message_search'::regclass), false),
  'the search view is not a security_barrier view (the search must reach the trigram index)');
select ok(not (select prosecdef from pg_proc where oid = 'public.chat_conversations(text, bigint, integer, date, date)'::regprocedure),
  'chat_conversations runs with the caller''s rights');

select * from finish();
rollback;
