-- site_events: anyone may record; only admins read and delete; nobody updates.
begin;
select plan(16);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- ============================================================ anon, member, admin
-- One case a row, in order: who asks, the statement, ok / empty / the SQLSTATE, what, the message.
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values
  ('anon', $$ insert into public.site_events (type, details, metadata, page, user_agent)
     values ('pageview', 'Viewed /', '{"referrer":"https://example.org"}', '/', 'Mozilla/5.0'),
            ('chatbot', 'What is the minimum?', '{}', '/', null) $$,
    'ok', 'anon: INSERT page view and chat question', null),
  ('anon', $$ select * from public.site_events $$, '42501', 'anon: SELECT denied', null),
  ('anon', $$ update public.site_events set page = '/x' $$, '42501', 'anon: UPDATE denied', null),
  ('anon', $$ delete from public.site_events $$, '42501', 'anon: DELETE denied', null),
  ('anon', $$ insert into public.site_events (type, details, page) values ('admin_login', 'x', '/') $$,
    '22P02', 'anon: an unknown event type is refused (the column''s type, public.event_type)',
    'invalid input value for enum event_type: "admin_login"'),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.site_events (type, details, page) values ('chat-open', 'Chatbot opened', '/') $$,
    'ok', 'member: INSERT', null),
  ('b0000000-0000-4000-8000-000000000002', $$ select * from public.site_events $$, 'empty', 'member: SELECT sees no rows', null),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.site_events set page = '/x' $$, '42501', 'member: UPDATE denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.site_events returning id $$, 'empty', 'member: DELETE removes nothing', null),
  ('a0000000-0000-4000-8000-000000000001', $$ insert into public.site_events (type, details, page) values ('pageview', 'Viewed /admin', '/admin') $$,
    'ok', 'admin: INSERT', null),
  ('a0000000-0000-4000-8000-000000000001', $$ update public.site_events set page = '/x' $$, '42501', 'admin: UPDATE denied', null)
) c(who, sql, expect, descr, msg);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.site_events), 4, 'admin: SELECT sees every event');
select results_eq($$ delete from public.site_events where page = '/admin' returning page $$,
  array['/admin'], 'admin: DELETE');

-- =================================================================== rate limit
select tests.as_anon('203.0.113.50');
select lives_ok(
  $$ insert into public.site_events (type, details, page)
     select 'pageview', 'Viewed /' || g, '/' from generate_series(1, 300) g $$,
  'rate limit: 300 events from one IP in ten minutes are accepted');
select throws_ok($$ insert into public.site_events (type, details, page) values ('pageview', 'one more', '/') $$,
  'PGRST', null, 'rate limit: the 301st is refused (HTTP 429)');
select tests.as_anon('203.0.113.51');
select lives_ok($$ insert into public.site_events (type, details, page) values ('pageview', 'other', '/') $$,
  'rate limit: another IP is not affected');

select * from finish();
rollback;
