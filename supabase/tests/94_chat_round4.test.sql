-- Chat transcripts, round 4 (20261127000400_chat_round4.sql): the per-visit daily cap on questions,
-- public.delete_chat_conversation cell by cell (anon, member, viewer, admin, service role) with its
-- audit entry, and the database refusing text it cannot keep (NUL, a lone surrogate).
begin;
select plan(34);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');

-- What an insert raised: SQLSTATE, message and detail (null when it went through).
create function tests.chat_insert(conversation uuid, visit text, question text)
returns jsonb language plpgsql as $$
begin
  insert into public.chat_messages (conversation_id, visit_id, role, content) values (conversation, visit, 'user', question);
  return null;
exception when others then
  declare state text; msg text; det text;
  begin
    get stacked diagnostics state = returned_sqlstate, msg = message_text, det = pg_exception_detail;
    return jsonb_build_object('state', state, 'message', msg, 'detail', det);
  end;
end $$;
grant execute on function tests.chat_insert(uuid, text, text) to service_role;

-- ======================================================================== the per-visit cap
select tests.as_postgres();
-- A day-old visit's 100 questions no longer count.
insert into public.chat_messages (conversation_id, visit_id, role, content, created_at)
select 'd0000000-0000-4000-8000-000000000001', 'visit-cap', 'user', 'Old question ' || n, now() - interval '25 hours'
from generate_series(1, 100) n;

select tests.as_service();
select is(
  (select count(*)::int from generate_series(1, 100) n
   where tests.chat_insert(('d0000000-0000-4000-8000-00000000000' || (n % 3 + 1)::text)::uuid, 'visit-cap', 'Question ' || n) is null),
  100, 'service role: a visit asks 100 questions in a day (over three conversations; yesterday''s do not count)');
select is(tests.chat_insert('d0000000-0000-4000-8000-000000000004', 'visit-cap', 'Question 101') ->> 'state', 'PGRST',
  'service role: the 101st question of the visit in a day is refused');
select is((tests.chat_insert('d0000000-0000-4000-8000-000000000004', 'visit-cap', 'Question 101') ->> 'message')::jsonb ->> 'code',
  'conversation_limit', 'the refusal says why (code conversation_limit)');
select is((tests.chat_insert('d0000000-0000-4000-8000-000000000004', 'visit-cap', 'Question 101') ->> 'detail')::jsonb ->> 'status',
  '429', 'PostgREST answers it as 429');
select ok(((tests.chat_insert('d0000000-0000-4000-8000-000000000004', 'visit-cap', 'Question 101') ->> 'detail')::jsonb
            -> 'headers' ->> 'Retry-After')::int between 1 and 86400,
  'with a Retry-After of at most a day');
select lives_ok($$ insert into public.chat_messages (conversation_id, visit_id, role, content, model)
                   values ('d0000000-0000-4000-8000-000000000001', 'visit-cap', 'assistant', 'An answer.', 'm') $$,
  'service role: the answer to a stored question is still kept');
select is(tests.chat_insert('d0000000-0000-4000-8000-000000000005', 'visit-other', 'Hello'), null,
  'service role: another visit asks on');
select is((select count(*)::int from public.chat_messages where visit_id = 'visit-cap' and role = 'user'), 200,
  'nothing of the refused questions was stored');

-- Without a visit id the conversation is what is counted.
select is(
  (select count(*)::int from generate_series(1, 100) n
   where tests.chat_insert('e0000000-0000-4000-8000-000000000001', null, 'Q' || n) is null),
  100, 'service role: a conversation without a visit asks 100 questions');
select is(tests.chat_insert('e0000000-0000-4000-8000-000000000001', null, 'Q101') ->> 'state', 'PGRST',
  'service role: its 101st is refused');
select is(tests.chat_insert('e0000000-0000-4000-8000-000000000002', null, 'Q1'), null,
  'service role: another conversation without a visit asks on');

-- ======================================================================== text the database cannot keep
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content)
     values ('f0000000-0000-4000-8000-000000000001', 'user', 'a' || chr(0) || 'b') $$,
  '54000', null, 'service role: a NUL character is refused (54000)');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content)
     select r.conversation_id, r.role, r.content
     from json_populate_record(null::public.chat_messages,
       '{"conversation_id":"f0000000-0000-4000-8000-000000000001","role":"user","content":"a\u0000b"}') r $$,
  '22P05', null, 'service role: \u0000 in the Data API''s JSON is refused (22P05)');
select throws_ok(
  $$ insert into public.chat_messages (conversation_id, role, content)
     select r.conversation_id, r.role, r.content
     from jsonb_populate_record(null::public.chat_messages,
       '{"conversation_id":"f0000000-0000-4000-8000-000000000001","role":"user","content":"half \ud83d"}') r $$,
  '22P02', null, 'service role: a lone surrogate in the Data API''s JSON is refused (22P02)');
select is((select count(*)::int from public.chat_messages where conversation_id = 'f0000000-0000-4000-8000-000000000001'), 0,
  'nothing of them was stored');

-- ======================================================================== delete_chat_conversation
select tests.as_postgres();
create temp table counts as
  select (select count(*) from public.chat_messages where conversation_id = 'd0000000-0000-4000-8000-000000000002')::int as target,
         (select count(*) from public.chat_messages)::int as everything;
grant select on counts to anon, authenticated, service_role;
select is((select target from counts), 34, 'the conversation to delete holds 34 questions');

select tests.check(c.who, c.sql, '42501', c.descr, c.msg) from (values
  ('anon', $$ select public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002') $$,
    'anon: delete_chat_conversation denied', null),
  ('service', $$ select public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002') $$,
    'service role: delete_chat_conversation denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002') $$,
    'member: delete_chat_conversation refused', 'delete_chat_conversation: only admins may do this'),
  ('c0000000-0000-4000-8000-000000000003', $$ select public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002') $$,
    'viewer: delete_chat_conversation refused', 'delete_chat_conversation: only admins may do this'),
  ('c0000000-0000-4000-8000-000000000003', $$ delete from public.chat_messages $$, 'viewer: DELETE on chat_messages denied', null)
) c(who, sql, descr, msg);

select tests.as_postgres();
select is((select count(*)::int from public.chat_messages), (select everything from counts),
  'anon, service role, member and viewer deleted nothing');
select is((select count(*)::int from public.audit_log where action = 'chat.delete'), 0, 'and nothing was audited');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ delete from public.chat_messages where conversation_id = 'd0000000-0000-4000-8000-000000000002' $$,
  '42501', null, 'admin: a plain DELETE on chat_messages is still denied');
select is(public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002'), 34,
  'admin: delete_chat_conversation deletes the conversation and says how many messages it held');
select is((select count(*)::int from public.chat_messages where conversation_id = 'd0000000-0000-4000-8000-000000000002'), 0,
  'admin: none of its messages is left');
select is((select count(*)::int from public.chat_messages), (select everything - target from counts),
  'admin: every other conversation stays');
select throws_ok($$ select public.delete_chat_conversation('d0000000-0000-4000-8000-000000000002') $$,
  'P0002', 'There is no conversation d0000000-0000-4000-8000-000000000002.', 'admin: an unknown conversation is refused');
select throws_ok($$ select public.delete_chat_conversation(null) $$,
  'P0002', 'There is no conversation null.', 'admin: no conversation id is refused');

select results_eq(
  $$ select actor_id::text, target, (details ->> 'messages')::int, (details ->> 'visits')::int, details ? 'started_at'
     from public.audit_log where action = 'chat.delete' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 34, 1, true) $$,
  'admin: the deletion is audited once, with who, which conversation, how many messages and when it started');
select ok(not exists (select 1 from public.audit_log where action = 'chat.delete' and details::text ilike '%question%'),
  'the audit entry holds no message text');

select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.2', 'aal2');
select is((select count(*)::int from public.chat_conversations() where conversation_id = 'd0000000-0000-4000-8000-000000000002'), 0,
  'admin: the deleted conversation is gone from the Conversations list');

-- Who may call it: authenticated only (the function decides who among them).
select tests.as_postgres();
select ok(not has_function_privilege('anon', 'public.delete_chat_conversation(uuid)', 'execute'),
  'anon has no EXECUTE on delete_chat_conversation');
select ok(not has_function_privilege('service_role', 'public.delete_chat_conversation(uuid)', 'execute'),
  'service_role has no EXECUTE on delete_chat_conversation');

select * from finish();
rollback;
