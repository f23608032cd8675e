-- The supervision of the assistant (20261128000700_chat_supervision.sql, issue 34).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: SELECT, INSERT, UPDATE and DELETE on chat_message_ratings and chat_reviews,
--      SELECT on chat_messages (compliance now reads transcripts), the complaint flag's column,
--      and EXECUTE of chat_conversation_token, rate_chat_answer, review_chat, chat_review_queue
--      set_chat_sample_percent and chat_sample_setting.
--   2. The token: only the conversation's own token rates, only an answer of that conversation
--      (not a question, not another conversation's answer); a second rating replaces the first,
--      five changes at most (then 429); a blank reason is none, a long one refused.
--   3. Reviews: append-only for everybody (the owner too, by trigger); a complaint needs a note
--      and flags the handoff's lead and the lead of the same visit (complaint_at, a note), not
--      another lead; audited as chat.review.
--   4. The queue: each reason (not helpful with the visitor's words, handoff, refusal, words
--      that need a look, sample), reviewed conversations leave it; the sample is deterministic
--      and near its percentage; the percentage is admins' to set, audited.
--   5. Erasure: erase_person erases a rating's reason (the visitor's words) and keeps whether it
--      helped, the transcript and the reviews.
begin;
select plan(165);

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

-- Conversations: 1 rated not helpful, 2 handed off (and a lead of its visit), 3 refused, 4 words,
-- 5 nothing to see (rated helpful), 6 for the token's checks, 7 the erased person's.
insert into public.chat_messages (conversation_id, visit_id, role, content, created_at, refusal) values
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'user', 'What is a reinsurance treaty?', now() - interval '6 hours', null),
  ('10000000-0000-4000-8000-000000000001', 'v-1', 'assistant', 'A treaty covers a block of policies.', now() - interval '6 hours', null),
  ('10000000-0000-4000-8000-000000000002', 'v-2', 'user', 'Can I speak to someone?', now() - interval '5 hours', null),
  ('10000000-0000-4000-8000-000000000002', 'v-2', 'assistant', 'Of course: use Talk to a person.', now() - interval '5 hours', null),
  ('10000000-0000-4000-8000-000000000003', 'v-3', 'user', 'What return will I get?', now() - interval '4 hours', null),
  ('10000000-0000-4000-8000-000000000003', 'v-3', 'assistant', 'I cannot state a return.', now() - interval '4 hours', 'policy'),
  ('10000000-0000-4000-8000-000000000004', 'v-4', 'user', 'Is this FDIC insured? I read about SEC FRAUD.', now() - interval '3 hours', null),
  ('10000000-0000-4000-8000-000000000004', 'v-4', 'user', 'Guaranteed? Securities? secure?', now() - interval '3 hours', null),
  ('10000000-0000-4000-8000-000000000004', 'v-4', 'assistant', 'Nothing is a guarantee or a lawsuit here.', now() - interval '3 hours', null),
  ('10000000-0000-4000-8000-000000000005', 'v-5', 'user', 'Where is the office?', now() - interval '2 hours', null),
  ('10000000-0000-4000-8000-000000000005', 'v-5', 'assistant', 'In New York.', now() - interval '2 hours', null),
  ('10000000-0000-4000-8000-000000000006', 'v-6', 'user', 'Hello', now() - interval '1 hour', null),
  ('10000000-0000-4000-8000-000000000006', 'v-6', 'assistant', 'Hello: ask me about the firm.', now() - interval '1 hour', null),
  ('10000000-0000-4000-8000-000000000007', 'v-jane', 'user', 'Preferred shares?', now() - interval '30 minutes', null),
  ('10000000-0000-4000-8000-000000000007', 'v-jane', 'assistant', 'Preferred shares are...', now() - interval '30 minutes', null);
insert into public.form_submissions (id, client_id, form_type, full_name, email, metadata, conversation_id) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'chat', 'Ann Lee', 'ann@example.com', '{"visitId": "v-2"}',
   '10000000-0000-4000-8000-000000000002'),
  ('e0000000-0000-4000-8000-000000000002', gen_random_uuid(), 'lead', 'Ann Lee', 'ann@example.com', '{"visitId": "v-2"}', null),
  ('e0000000-0000-4000-8000-000000000003', gen_random_uuid(), 'lead', 'Bo Chen', 'bo@example.com', '{"visitId": "v-5"}', null),
  ('e0000000-0000-4000-8000-000000000004', gen_random_uuid(), 'lead', 'Jane Roe', 'jane@example.com', '{"visitId": "v-jane"}', null);

-- The id of a conversation's message (read as the owner).
create function pg_temp.msg(_conversation int, _role text, _nth int default 1) returns bigint language sql stable security definer as $$
  select m.id from public.chat_messages m
  where m.conversation_id = ('10000000-0000-4000-8000-00000000000' || _conversation)::uuid and m.role::text = _role
  order by m.id offset _nth - 1 limit 1
$$;
create function pg_temp.conv(_conversation int) returns uuid language sql immutable as $$
  select ('10000000-0000-4000-8000-00000000000' || _conversation)::uuid
$$;
create function pg_temp.token(_conversation int) returns text language sql stable security definer as $$
  select private.chat_token(pg_temp.conv(_conversation))
$$;
create function pg_temp.rate(_conversation int, _helpful boolean, _reason text default null) returns jsonb language sql as $$
  select public.rate_chat_answer(pg_temp.conv(_conversation), pg_temp.token(_conversation), pg_temp.msg(_conversation, 'assistant'),
                                 _helpful, _reason)
$$;
-- What the queue holds (as the owner, with a reviewer's rights): conversation number -> reasons.
create function pg_temp.queued() returns table (n int, reasons text[], words text[], feedback text[]) language plpgsql as $$
declare
  _role text := current_setting('role');
  _claims text := coalesce(current_setting('request.jwt.claims', true), '');
begin
  perform tests.as_user('f0000000-0000-4000-8000-000000000006');
  return query select right(q.conversation_id::text, 1)::int, q.reasons, q.words, q.feedback
               from public.chat_review_queue() q where q.conversation_id::text like '10000000-%' order by 1;
  perform set_config('role', _role, true);
  perform set_config('request.jwt.claims', _claims, true);
end $$;
grant execute on function pg_temp.msg(int, text, int), pg_temp.conv(int), pg_temp.token(int), pg_temp.rate(int, boolean, text),
  pg_temp.queued() to anon, authenticated, service_role;

-- ============================================================================ structure
select is(private.chat_sample_percent(), 5, 'the firm samples 5 % of conversations by default');
select is(array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                where has_function_privilege(r, 'private.sign_token(text, text)', 'execute')), '{}'::text[],
  'no API role may sign a token with the key (the Vault secret chat_token_key)');
select is(array(select f || ' by ' || r from unnest(array[
            'private.chat_token(uuid)', 'private.chat_token_matches(uuid, text)', 'private.chat_sample_percent()',
            'private.chat_sampled(uuid, integer)', 'private.erase_rating_reasons()', 'private.refuse_chat_review_change()',
            'private.audit_firm_settings()']) f,
                unnest(array['anon', 'authenticated', 'service_role']) r
          where has_function_privilege(r, f, 'execute')), '{}'::text[],
  'no API role may call the token, the sample or the triggers'' functions');
select table_privs_are('public', t, 'anon', '{}'::text[], 'anon holds no privilege on ' || t)
from unnest(array['chat_message_ratings', 'chat_reviews']) t;
select table_privs_are('public', t, 'authenticated', array['SELECT'], 'authenticated may only SELECT ' || t || ' (by policy)')
from unnest(array['chat_message_ratings', 'chat_reviews']) t;
select table_privs_are('public', t, 'service_role', '{}'::text[], 'service_role holds no privilege on ' || t)
from unnest(array['chat_message_ratings', 'chat_reviews']) t;
select trigger_is('public', 'chat_reviews', t.name, 'private', 'refuse_chat_review_change', t.descr) from (values
  ('chat_reviews_append_only', 'a trigger refuses every UPDATE and DELETE of a review'),
  ('chat_reviews_no_truncate', 'a trigger refuses TRUNCATE of the reviews')) t(name, descr);
select ok(pg_temp.token(1) ~ '^[0-9a-f]{64}$' and pg_temp.token(1) <> pg_temp.token(2),
  'a token is 64 hex digits, one per conversation');

-- ==================================================== the tables, cell by cell
-- Setup for the cells: a rating and a review exist.
select pg_temp.rate(5, true);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select public.review_chat(pg_temp.conv(5), 'no_issue', null);
select tests.as_postgres();

with r(n, name, who, ratings, reviews, messages) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501'], array['42501', '42501', '42501', '42501'], '42501'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['empty', '42501', '42501', '42501'],
     array['empty', '42501', '42501', '42501'], 'empty'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['empty', '42501', '42501', '42501'],
     array['empty', '42501', '42501', '42501'], 'empty'),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['empty', '42501', '42501', '42501'],
     array['empty', '42501', '42501', '42501'], 'empty'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['nonempty', '42501', '42501', '42501'],
     array['nonempty', '42501', '42501', '42501'], 'nonempty'),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['nonempty', '42501', '42501', '42501'],
     array['nonempty', '42501', '42501', '42501'], 'nonempty'),
    (7, 'service_role', 'service', array['42501', '42501', '42501', '42501'], array['42501', '42501', '42501', '42501'], null)),
  o(n, tbl, i, op, sql) as (values
    (1, 'chat_message_ratings', 1, 'SELECT', $$ select message_id from public.chat_message_ratings $$),
    (2, 'chat_message_ratings', 2, 'INSERT', $$ insert into public.chat_message_ratings (message_id, conversation_id, helpful)
                                                values (pg_temp.msg(6, 'assistant'), pg_temp.conv(6), false) $$),
    (3, 'chat_message_ratings', 3, 'UPDATE', $$ update public.chat_message_ratings set helpful = false returning message_id $$),
    (4, 'chat_message_ratings', 4, 'DELETE', $$ delete from public.chat_message_ratings returning message_id $$),
    (5, 'chat_reviews', 1, 'SELECT', $$ select id from public.chat_reviews $$),
    (6, 'chat_reviews', 2, 'INSERT', $$ insert into public.chat_reviews (conversation_id, outcome) values (pg_temp.conv(6), 'no_issue') $$),
    (7, 'chat_reviews', 3, 'UPDATE', $$ update public.chat_reviews set outcome = 'complaint' returning id $$),
    (8, 'chat_reviews', 4, 'DELETE', $$ delete from public.chat_reviews returning id $$),
    (9, 'chat_messages', 1, 'SELECT', $$ select id from public.chat_messages $$)),
  c as (
    select r.who, o.sql, e.expect,
           format('%s: %s on %s %s', r.name, o.op, o.tbl,
                  case e.expect when 'empty' then 'sees no row' when 'nonempty' then 'reads rows' else 'denied' end) as descr
    from r cross join o
    cross join lateral (select case o.tbl when 'chat_message_ratings' then r.ratings[o.i] when 'chat_reviews' then r.reviews[o.i]
                                          else r.messages end as expect) e
    where e.expect is not null
    order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

select tests.check('a0000000-0000-4000-8000-000000000001',
  $$ update public.form_submissions set complaint_at = now() returning id $$, '42501', 'admin: may not set a lead''s complaint flag by hand');

-- ===================================================================== the functions, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', 'ok', '42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['42501', 'ok', '42501', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['42501', 'ok', '42501', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['42501', 'ok', '42501', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['42501', 'ok', 'ok', 'nonempty', '42501', 'ok']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['42501', 'ok', 'ok', 'nonempty', 'ok', 'ok']),
    (7, 'service_role', 'service', array['ok', '42501', '42501', '42501', '42501', '42501'])),
  f(i, name, sql, refusal) as (values
    (1, 'chat_conversation_token', $$ select public.chat_conversation_token(pg_temp.conv(6)) $$, null),
    (2, 'rate_chat_answer', $$ select pg_temp.rate(6, true, 'rated by %1$s') $$, null),
    (3, 'review_chat', $$ select public.review_chat(pg_temp.conv(6), 'follow_up', 'by %1$s') $$,
     'review_chat: only compliance and admins may do this'),
    (4, 'chat_review_queue', $$ select * from public.chat_review_queue() $$, 'chat_review_queue: only compliance and admins may do this'),
    (5, 'set_chat_sample_percent', $$ select public.set_chat_sample_percent(5) $$, 'set_chat_sample_percent: only admins may do this'),
    (6, 'chat_sample_setting', $$ select public.chat_sample_setting() $$, 'chat_sample_setting: only compliance and admins may do this')),
  c as (
    select r.who, format(f.sql, r.name) as sql, r.expect[f.i] as expect,
           format('%s: %s %s', r.name, f.name,
                  case r.expect[f.i] when 'ok' then 'runs' when 'nonempty' then 'returns rows'
                                     else case when r.name in ('anon', 'service_role') or f.i < 3 then 'denied' else 'refused' end end) as descr,
           case when r.expect[f.i] = '42501' and r.name not in ('anon', 'service_role') and f.i >= 3 then f.refusal end as msg
    from r cross join f
    order by r.n, f.i)
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from c;

select is(public.chat_conversation_token(pg_temp.conv(6)), pg_temp.token(6), 'the service role is given the conversation''s token');
select results_eq($$ select helpful, reason, changes from public.chat_message_ratings where message_id = pg_temp.msg(6, 'assistant') $$,
  $$ values (true, 'rated by admin', 5) $$, 'the six ratings above: one row, the last replacing the others, five changes');
select results_eq($$ select outcome::text, note, reviewer_email from public.chat_reviews where conversation_id = pg_temp.conv(6) order by id $$,
  $$ values ('follow_up', 'by compliance', 'compliance@example.com'), ('follow_up', 'by admin', 'admin@example.com') $$,
  'the reviews above: one per reviewer, with who reviewed');

-- ===================================================================== the token's checks
select tests.as_anon();
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), repeat('0', 64), pg_temp.msg(1, 'assistant'), false) $$,
  '42501', 'rate_chat_answer: this is not the token of that conversation', 'anon: a wrong token is refused');
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), pg_temp.token(2), pg_temp.msg(1, 'assistant'), false) $$,
  '42501', 'rate_chat_answer: this is not the token of that conversation', 'anon: another conversation''s token is refused');
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), null, pg_temp.msg(1, 'assistant'), false) $$,
  '42501', 'rate_chat_answer: this is not the token of that conversation', 'anon: no token is refused');
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), pg_temp.token(1), pg_temp.msg(2, 'assistant'), false) $$,
  'P0002', null, 'anon: another conversation''s answer is refused, with its own token');
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), pg_temp.token(1), pg_temp.msg(1, 'user'), false) $$,
  'P0002', null, 'anon: a question (not an answer) is refused');
select throws_ok($$ select public.rate_chat_answer(pg_temp.conv(1), pg_temp.token(1), pg_temp.msg(1, 'assistant'), null) $$,
  '22023', null, 'anon: a rating says whether it helped');
select throws_ok($$ select pg_temp.rate(1, false, repeat('x', 501)) $$, '22023', 'A reason is at most 500 characters.',
  'anon: a reason over 500 characters is refused');
select is(pg_temp.rate(1, true, E'  \t ') - 'rated_at', '{"helpful": true, "reason": null, "replaced": false}'::jsonb
  || jsonb_build_object('message_id', pg_temp.msg(1, 'assistant')), 'anon: rates an answer helpful (a blank reason is none)');
select is(pg_temp.rate(1, false, '  It did not say what a treaty costs. ') ->> 'replaced', 'true',
  'anon: rates it again, not helpful with a reason: the rating is replaced');
select tests.as_postgres();
select results_eq($$ select helpful, reason from public.chat_message_ratings where message_id = pg_temp.msg(1, 'assistant') $$,
  $$ values (false, 'It did not say what a treaty costs.') $$, 'one rating per answer: the last one, its reason trimmed');
select throws_ok($$ select pg_temp.rate(6, false) $$, 'PGRST', null,
  'anon: an answer whose rating changed five times keeps it (the limit, 429)');
select tests.as_postgres();
select is((select count(*)::int from public.chat_message_ratings), 3, 'three answers are rated so far');

-- ===================================================================== the queue
update private.firm_settings set chat_sample_percent = 0;
select results_eq($$ select n, reasons, words, feedback from pg_temp.queued() $$,
  $$ values (1, array['not_helpful'], '{}'::text[], array['It did not say what a treaty costs.']),
            (2, array['handoff'], '{}'::text[], '{}'::text[]),
            (3, array['refusal'], '{}'::text[], '{}'::text[]),
            (4, array['words'], array['fdic', 'fraud', 'sec'], '{}'::text[]) $$,
  'the queue (no sample): not helpful with the visitor''s reason, the handoff, the refusal, the words (whole words, any case, the visitor''s only); the helpful and the reviewed stay out');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select results_eq($$ select right(q.conversation_id::text, 1)::int from public.chat_review_queue() q where q.conversation_id::text like '10000000-%' $$,
  array[4, 3, 2, 1], 'compliance: newest first');
select tests.as_postgres();
update private.firm_settings set chat_sample_percent = 100;
select results_eq($$ select n, reasons from pg_temp.queued() $$,
  $$ values (1, array['not_helpful', 'sample']), (2, array['handoff', 'sample']), (3, array['refusal', 'sample']),
            (4, array['words', 'sample']), (7, array['sample']) $$,
  'at 100 %, every unreviewed conversation is sampled');
select ok((select count(*) from generate_series(1, 10000) n where private.chat_sampled(md5('c' || n)::uuid, 5)) between 420 and 580,
  'at 5 %, about 5 % of 10,000 conversations are sampled');
select is(private.chat_sampled(pg_temp.conv(7), 5), private.chat_sampled(pg_temp.conv(7), 5), 'a conversation''s sampling is deterministic');
select ok(not private.chat_sampled(pg_temp.conv(7), 0) and private.chat_sampled(pg_temp.conv(7), 100), 'none at 0 %, all at 100 %');
update private.firm_settings set chat_sample_percent = 5;

-- The setting: admins set it (audited), everybody on staff reads it.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.set_chat_sample_percent(10), '{"chat_sample_percent": 10, "changed": true}'::jsonb, 'admin: sets 10 %');
select is(public.chat_sample_setting() ->> 'chat_sample_percent', '10', 'admin: reads it');
select throws_ok($$ select public.set_chat_sample_percent(101) $$, '22023', null, 'admin: over 100 % is refused');
select throws_ok($$ select public.set_chat_sample_percent(null) $$, '22023', null, 'admin: no percentage is refused');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is(public.chat_sample_setting() ->> 'chat_sample_percent', '10', 'compliance: reads the percentage');
select tests.as_postgres();
select results_eq($$ select a.details, u.email::text from public.audit_log a join auth.users u on u.id = a.actor_id where a.action = 'chat.sample' order by a.id desc limit 1 $$,
  $$ values ('{"percent": 10, "previous": 5}'::jsonb, 'admin@example.com') $$, 'the change is audited with who made it');

-- ===================================================================== reviews and complaints
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select throws_ok($$ select public.review_chat(pg_temp.conv(2), 'complaint', '  ') $$, '23514', null, 'compliance: a complaint needs a note');
select throws_ok($$ select public.review_chat(pg_temp.conv(2), 'bad', null) $$, '22023', null, 'compliance: an unknown outcome is refused');
select throws_ok($$ select public.review_chat('20000000-0000-4000-8000-000000000000', 'no_issue', null) $$, 'P0002', null,
  'compliance: an unknown conversation is refused');
select throws_ok($$ select public.review_chat(pg_temp.conv(2), 'no_issue', repeat('x', 2001)) $$, '22023', null,
  'compliance: a note over 2,000 characters is refused');
select is(jsonb_array_length(public.review_chat(pg_temp.conv(2), 'complaint', 'Visitor says the firm never called back.') -> 'flagged_leads'), 2,
  'compliance: marks the handed-off conversation a complaint; two leads flagged');
select is(public.review_chat(pg_temp.conv(1), 'no_issue', null) ->> 'reviewer_email', 'compliance@example.com',
  'compliance: marks the not-helpful conversation reviewed, no issue');
select tests.as_postgres();
select results_eq($$ select id, complaint_at is not null from public.form_submissions where id::text like 'e0000000-%' order by id $$,
  $$ values ('e0000000-0000-4000-8000-000000000001'::uuid, true), ('e0000000-0000-4000-8000-000000000002'::uuid, true),
            ('e0000000-0000-4000-8000-000000000003'::uuid, false), ('e0000000-0000-4000-8000-000000000004'::uuid, false) $$,
  'the complaint flags the handoff''s lead and the lead of the same visit, no other');
select results_eq($$ select count(*)::int, bool_and(n.body like 'Complaint: the chat conversation of % was marked a complaint in its review by compliance@example.com. Visitor says the firm never called back.'),
                            bool_and(n.author_id = 'f0000000-0000-4000-8000-000000000006')
                     from public.lead_notes n where n.submission_id in ('e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002') $$,
  $$ values (2, true, true) $$, 'each flagged lead gets a note for the desk: who marked it and why');
select results_eq($$ select a.action::text, a.target, a.details ->> 'outcome', u.email::text from public.audit_log a join auth.users u on u.id = a.actor_id
                     where a.action = 'chat.review' and a.target = pg_temp.conv(2)::text $$,
  $$ values ('chat.review', pg_temp.conv(2)::text, 'complaint', 'compliance@example.com') $$, 'the review is audited with who made it');
select is((select array_agg(n order by n) from pg_temp.queued() where not ('sample' = any (reasons))), array[3, 4],
  'reviewed conversations leave the queue');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select isnt_empty($$ select 1 from public.form_submissions where complaint_at is not null $$, 'viewer: the desk shows the flag to staff');
select tests.as_postgres();
select throws_ok($$ update public.chat_reviews set note = 'rewritten' $$, '42501', null, 'owner: a review is never changed');
select throws_ok($$ delete from public.chat_reviews $$, '42501', null, 'owner: a review is never deleted');
select throws_ok($$ truncate public.chat_reviews $$, '42501', null, 'owner: the reviews are never truncated');

-- ===================================================================== erasure
select tests.as_anon();
select pg_temp.rate(7, false, 'Call me at jane@example.com');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select public.review_chat(pg_temp.conv(7), 'follow_up', 'Call Jane back.');
select lives_ok($$ select public.erase_person('jane@example.com', 'person_request', 'PRIV-34') $$, 'admin: erases Jane');
select tests.as_postgres();
select results_eq($$ select helpful, reason from public.chat_message_ratings where message_id = pg_temp.msg(7, 'assistant') $$,
  $$ values (false, null::text) $$, 'erasure: the rating''s reason (the visitor''s words) is gone; whether it helped stays');
select is((select count(*)::int from public.chat_messages where conversation_id = pg_temp.conv(7)), 2, 'erasure: the transcript stays');
select is((select note from public.chat_reviews where conversation_id = pg_temp.conv(7)), 'Call Jane back.',
  'erasure: the review (the firm''s supervision record) stays');
select is((select reason from public.chat_message_ratings where message_id = pg_temp.msg(1, 'assistant')),
  'It did not say what a treaty costs.', 'erasure: other visitors'' reasons stay');

-- Deleting a conversation deletes its ratings, not its reviews.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select public.delete_chat_conversation(pg_temp.conv(1));
select tests.as_postgres();
select is((select count(*)::int from public.chat_message_ratings where conversation_id = pg_temp.conv(1)), 0,
  'an admin''s deletion of a conversation deletes its ratings');
select is((select count(*)::int from public.chat_reviews where conversation_id = pg_temp.conv(1)), 1, 'and keeps its review');

select * from finish();
rollback;
