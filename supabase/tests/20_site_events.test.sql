-- site_events: anyone may record; only admins read and delete; nobody updates.
begin;
select plan(16);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- ======================================================================== anon
select tests.as_anon();
select lives_ok(
  $$ insert into public.site_events (type, details, metadata, page, user_agent)
     values ('pageview', 'Viewed /', '{"referrer":"https://example.org"}', '/', 'Mozilla/5.0'),
            ('chatbot', 'What is the minimum?', '{}', '/', null) $$,
  'anon: INSERT page view and chat question');
select throws_ok($$ select * from public.site_events $$, '42501', null, 'anon: SELECT denied');
select throws_ok($$ update public.site_events set page = '/x' $$, '42501', null, 'anon: UPDATE denied');
select throws_ok($$ delete from public.site_events $$, '42501', null, 'anon: DELETE denied');
select throws_ok(
  $$ insert into public.site_events (type, details, page) values ('admin_login', 'x', '/') $$,
  '22P02', 'invalid input value for enum event_type: "admin_login"',
  'anon: an unknown event type is refused (the column''s type, public.event_type)');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select lives_ok($$ insert into public.site_events (type, details, page) values ('chat-open', 'Chatbot opened', '/') $$,
  'member: INSERT');
select is_empty($$ select * from public.site_events $$, 'member: SELECT sees no rows');
select throws_ok($$ update public.site_events set page = '/x' $$, '42501', null, 'member: UPDATE denied');
select is_empty($$ delete from public.site_events returning id $$, 'member: DELETE removes nothing');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ insert into public.site_events (type, details, page) values ('pageview', 'Viewed /admin', '/admin') $$,
  'admin: INSERT');
select is((select count(*)::int from public.site_events), 4, 'admin: SELECT sees every event');
select throws_ok($$ update public.site_events set page = '/x' $$, '42501', null, 'admin: UPDATE denied');
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
