-- What an answer rested on (20261128000550_chat_answer_records.sql, issue 34):
--   1. chat_messages.sources and chat_messages.refusal cell by cell for anon, a member (signed in,
--      no role), viewer, author, compliance, admin and the service role: SELECT, INSERT, UPDATE
--      and DELETE. The service role writes them with the row; admins and compliance read them
--      (as they read the row); nobody changes or deletes them through the API.
--   2. Their shape: assistant rows only; one to three { title, url } objects, each a non-blank
--      title and a site path or https address; the refusal one of policy and not_found.
begin;
select plan(54);

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

-- A grounded answer with its sources, and a refusal.
insert into public.chat_messages (conversation_id, role, content, model, sources, refusal) values
  ('c1000000-0000-4000-8000-000000000001', 'user', 'How does the process start?', null, null, null),
  ('c1000000-0000-4000-8000-000000000001', 'assistant', 'With an assessment.', 'server/model',
   '[{"title": "Our Process: Assess and analyze", "url": "/process#assess-and-analyze"}]', null),
  ('c1000000-0000-4000-8000-000000000001', 'user', 'What is the weather?', null, null, null),
  ('c1000000-0000-4000-8000-000000000001', 'assistant', 'I could not find that.', 'server/model', null, 'not_found');

-- ============================================================================ 1. who may do what
create temp table cells (who text, label text, verb text, expect text);
insert into cells
select who, label, verb, case
    when who = 'anon' then '42501'
    when verb in ('UPDATE', 'DELETE') then '42501'
    when verb = 'INSERT' then case when who = 'service' then 'ok' else '42501' end
    -- Whoever reads the rest of the row reads these: admins, and compliance (the review queue,
    -- 20261128000700_chat_supervision.sql).
    when who in ('service', 'a0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000006') then 'nonempty'
    else 'empty' end
from (values ('anon', 'anon'), ('b0000000-0000-4000-8000-000000000002', 'member'),
             ('c0000000-0000-4000-8000-000000000003', 'viewer'), ('d0000000-0000-4000-8000-000000000004', 'author'),
             ('f0000000-0000-4000-8000-000000000006', 'compliance'), ('a0000000-0000-4000-8000-000000000001', 'admin'),
             ('service', 'service role')) w(who, label)
cross join (values ('SELECT'), ('INSERT'), ('UPDATE'), ('DELETE')) v(verb);

create temp table statements (verb text, stmt text);
insert into statements values
  ('SELECT', $$ select sources, refusal from public.chat_messages where sources is not null or refusal is not null $$),
  ('INSERT', $$ insert into public.chat_messages (conversation_id, role, content, model, sources, refusal)
                values ('c1000000-0000-4000-8000-000000000002', 'assistant', 'An answer.', 'server/model',
                        '[{"title": "About", "url": "/about"}]', null),
                       ('c1000000-0000-4000-8000-000000000002', 'assistant', 'A refusal.', 'server/model', null, 'policy') $$),
  ('UPDATE', $$ update public.chat_messages set sources = '[{"title": "Elsewhere", "url": "/contact"}]', refusal = null
                where role = 'assistant' $$),
  ('DELETE', $$ delete from public.chat_messages where refusal is not null $$);
grant select on cells, statements to anon, authenticated, service_role;

select tests.check(c.who, s.stmt, c.expect, c.label || ': ' || c.verb || ' of the sources and the refusal '
  || case c.expect when 'ok' then 'allowed' when 'nonempty' then 'reads them' when 'empty' then 'sees no rows' else 'denied' end)
from cells c join statements s using (verb)
order by c.label, c.verb;

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select sources, refusal::text from public.chat_messages where role = 'assistant' order by id $$,
  $$ values ('[{"title": "Our Process: Assess and analyze", "url": "/process#assess-and-analyze"}]'::jsonb, null::text),
            (null, 'not_found'),
            ('[{"title": "About", "url": "/about"}]'::jsonb, null),
            (null, 'policy') $$,
  'admin: reads each answer''s sources and refusal as the service role wrote them (nothing changed them)');
select tests.as_postgres();
select column_privs_are('public', 'chat_messages', 'sources', 'service_role', array['INSERT', 'SELECT'],
  'service role: INSERT and SELECT on sources, nothing else');
select column_privs_are('public', 'chat_messages', 'refusal', 'service_role', array['INSERT', 'SELECT'],
  'service role: INSERT and SELECT on refusal, nothing else');
select column_privs_are('public', 'chat_messages', 'sources', 'authenticated', array['SELECT'],
  'authenticated: SELECT on sources only (admins'' rows by policy)');
select column_privs_are('public', 'chat_messages', 'sources', 'anon', '{}'::text[], 'anon: no privilege on sources');

-- ============================================================================ 2. the shape
create temp table shapes (descr text, role text, sources text, refusal text, expect text);
insert into shapes values
  ('one source', 'assistant', '[{"title": "Our Process: Design and deploy", "url": "/process#design-and-deploy"}]', null, 'ok'),
  ('three sources, an https one among them', 'assistant',
   '[{"title": "A", "url": "/a"}, {"title": "B", "url": "/b#c"}, {"title": "C", "url": "https://www.hudsonreinsurance.com/c"}]', null, 'ok'),
  ('the home page', 'assistant', '[{"title": "Resilient Reinsurance Investments", "url": "/"}]', null, 'ok'),
  ('a policy refusal', 'assistant', null, 'policy', 'ok'),
  ('a not_found refusal', 'assistant', null, 'not_found', 'ok'),
  ('sources on a question', 'user', '[{"title": "A", "url": "/a"}]', null, '23514'),
  ('a refusal on a question', 'user', null, 'policy', '23514'),
  ('an empty array', 'assistant', '[]', null, '23514'),
  ('four sources', 'assistant',
   '[{"title": "A", "url": "/a"}, {"title": "B", "url": "/b"}, {"title": "C", "url": "/c"}, {"title": "D", "url": "/d"}]', null, '23514'),
  ('an object instead of an array', 'assistant', '{"title": "A", "url": "/a"}', null, '23514'),
  ('a string instead of an array', 'assistant', '"/a"', null, '23514'),
  ('a source that is not an object', 'assistant', '["/a"]', null, '23514'),
  ('a source without a url', 'assistant', '[{"title": "A"}]', null, '23514'),
  ('a source without a title', 'assistant', '[{"url": "/a"}]', null, '23514'),
  ('a numeric title', 'assistant', '[{"title": 7, "url": "/a"}]', null, '23514'),
  ('a blank title', 'assistant', '[{"title": "  ", "url": "/a"}]', null, '23514'),
  ('a javascript: url', 'assistant', '[{"title": "A", "url": "javascript:alert(1)"}]', null, '23514'),
  ('an http: url', 'assistant', '[{"title": "A", "url": "http://example.com/"}]', null, '23514'),
  ('a url with a space', 'assistant', '[{"title": "A", "url": "/a b"}]', null, '23514'),
  ('sources over 4,000 bytes', 'assistant', format('[{"title": "%s", "url": "/a"}]', repeat('t', 4000)), null, '23514'),
  ('an unknown refusal', 'assistant', null, 'other', '22P02');
grant select on shapes to service_role;

select tests.check('service', format(
  $$ insert into public.chat_messages (conversation_id, role, content, model, sources, refusal)
     values (gen_random_uuid(), %L, 'Text.', %L, %L::jsonb, %L::public.chat_refusal) $$,
  s.role, case s.role when 'assistant' then 'server/model' end, s.sources, s.refusal),
  s.expect, case s.expect when 'ok' then 'kept: ' else 'refused: ' end || s.descr)
from shapes s;

select * from finish();
rollback;
