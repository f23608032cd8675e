-- Round-3 hardening, item 4: notifications never fail silently and never flood the inbox.
-- notify_attempts, notify_last_error and notify_next_at cell by cell; what the service role's
-- calls do with a success, a passing failure (back-off, Retry-After) and a permanent one; the
-- hourly cap, the digest past it, and the 7-day give-up; the purge of pg_cron's run history.
begin;
select plan(79);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
truncate net.test_requests;

-- Leads created `_age` ago, as the SQL editor would (no rate limit); returns their ids.
create function pg_temp.leads(_n integer, _age interval default '10 minutes') returns setof uuid language sql as $$
  insert into public.form_submissions (created_at, client_id, form_type, email)
  select now() - _age, gen_random_uuid(), 'lead', 'lead' || g || '@example.com' from generate_series(1, _n) g
  returning id
$$;
create function pg_temp.sent_leads() returns integer language sql as $$
  select count(*)::int from public.form_submissions where notified_at is not null
$$;
create function pg_temp.reset() returns void language sql as $$
  delete from public.form_submissions; delete from private.notification_emails;
$$;
create temp table lead (name text primary key, id uuid);
grant select on lead to authenticated, service_role;
grant execute on all functions in schema pg_temp to service_role;

-- ======================================================================== columns
select col_type_is('public', 'form_submissions', 'notify_attempts', 'integer', 'notify_attempts is an integer');
select col_default_is('public', 'form_submissions', 'notify_attempts', '0', '... starting at 0');
select col_type_is('public', 'form_submissions', 'notify_last_error', 'text', 'notify_last_error is text');
select col_type_is('public', 'form_submissions', 'notify_next_at', 'timestamp with time zone', 'notify_next_at is a timestamptz');

insert into lead select 'a', pg_temp.leads(1);
create temp table cells (what text, stmt text);
insert into cells values
  ('INSERT notify_attempts', 'insert into public.form_submissions (client_id, form_type, email, notify_attempts) values (gen_random_uuid(), ''lead'', ''x@example.com'', 1)'),
  ('INSERT notify_last_error', 'insert into public.form_submissions (client_id, form_type, email, notify_last_error) values (gen_random_uuid(), ''lead'', ''x@example.com'', ''x'')'),
  ('INSERT notify_next_at', 'insert into public.form_submissions (client_id, form_type, email, notify_next_at) values (gen_random_uuid(), ''lead'', ''x@example.com'', now())'),
  ('UPDATE notify_attempts', 'update public.form_submissions set notify_attempts = 0'),
  ('UPDATE notify_last_error', 'update public.form_submissions set notify_last_error = null'),
  ('UPDATE notify_next_at', 'update public.form_submissions set notify_next_at = ''infinity'''),
  ('claim_next_lead_notification()', 'select public.claim_next_lead_notification()'),
  ('fail_lead_notification()', 'select public.fail_lead_notification(array[gen_random_uuid()], ''x'')');
grant select on cells to anon, authenticated;

select tests.as_anon('198.51.100.40');
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from cells;
select throws_ok($$ select notify_attempts, notify_last_error, notify_next_at from public.form_submissions $$, '42501', null,
  'anon: SELECT of the columns denied');
select throws_ok($$ delete from public.form_submissions where notify_attempts > 0 $$, '42501', null, 'anon: DELETE denied');

select tests.as_user('b0000000-0000-4000-8000-000000000002', '198.51.100.41');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from cells;
select is_empty($$ select notify_attempts, notify_last_error, notify_next_at from public.form_submissions $$,
  'member: SELECT sees no row');
select is_empty($$ delete from public.form_submissions where notify_attempts = 0 returning id $$, 'member: DELETE removes nothing');

select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.42');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from cells;
select results_eq($$ select notify_attempts, notify_last_error, notify_next_at from public.form_submissions $$,
  $$ values (0, null::text, null::timestamptz) $$, 'admin: SELECT reads the columns');
select results_eq($$ delete from public.form_submissions where id = (select id from lead where name = 'a') returning notify_attempts $$,
  array[0], 'admin: DELETE of a lead (erasure) takes its notification state with it');

-- ======================================================= success, failure, final failure
select tests.as_postgres();
insert into lead select 'b', pg_temp.leads(1);
select tests.as_service();
select is(public.claim_lead_notification((select id from lead where name = 'b')) #>> '{lead,id}',
  (select id::text from lead where name = 'b'), 'service_role: the lead''s own request claims it');
select lives_ok($$ select public.fail_lead_notification(array[(select id from lead where name = 'b')], 'e-mail provider answered 503') $$,
  'a passing failure is recorded');
select results_eq(
  $$ select notify_attempts, notify_last_error, notify_claimed_at, notify_next_at - now() from public.form_submissions
     where id = (select id from lead where name = 'b') $$,
  $$ values (1, 'e-mail provider answered 503', null::timestamptz, interval '5 minutes') $$,
  'one attempt, its error, the claim released, the next attempt in 5 minutes');
select is(public.claim_lead_notification((select id from lead where name = 'b')), '{"skipped": "not_due"}',
  'before then, a request for it is turned away');
select tests.as_postgres();
update public.form_submissions set notify_next_at = now() - interval '1 second' where id = (select id from lead where name = 'b');
select tests.as_service();
select isnt(public.claim_lead_notification((select id from lead where name = 'b')) -> 'lead', null, 'after it, it is claimed again');
select lives_ok($$ select public.fail_lead_notification(array[(select id from lead where name = 'b')], 'e-mail provider answered 500') $$,
  'a second passing failure');
select is((select notify_next_at - now() from public.form_submissions where id = (select id from lead where name = 'b')),
  interval '10 minutes', 'the back-off doubles');
select lives_ok(
  $$ select public.fail_lead_notification(array[(select id from lead where name = 'b')], 'e-mail provider answered 429', false, 7200) $$,
  'a 429 with Retry-After: 7200');
select is((select notify_next_at - now() from public.form_submissions where id = (select id from lead where name = 'b')),
  interval '2 hours', 'Retry-After wins when it is later than the back-off');
select is((select notify_attempts from public.form_submissions where id = (select id from lead where name = 'b')), 3,
  'every attempt is counted');
select lives_ok(
  $$ select public.fail_lead_notification(array[(select id from lead where name = 'b')], 'e-mail provider answered 422: invalid from', true) $$,
  'a permanent failure');
select results_eq(
  $$ select notify_next_at, notify_last_error, notified_at from public.form_submissions where id = (select id from lead where name = 'b') $$,
  $$ values ('infinity'::timestamptz, 'e-mail provider answered 422: invalid from', null::timestamptz) $$,
  'is final, with its error, and the lead stays unnotified (the desk shows it)');
select is(public.claim_lead_notification((select id from lead where name = 'b')), '{"skipped": "done"}',
  'a final failure is never claimed again');
select tests.as_postgres();
select is(private.retry_lead_notifications(), 0, 'nor asked for by the schedule');
select is((select count(*)::int from net.test_requests where body ? 'retry'), 0, 'which then asks notify-lead nothing');
select tests.as_service();
select lives_ok($$ select public.fail_lead_notification(array[(select id from lead where name = 'b')], repeat('e', 5000)) $$,
  'a long error');
select is((select char_length(notify_last_error) from public.form_submissions where id = (select id from lead where name = 'b')), 1000,
  'is kept to 1,000 characters');

select tests.as_postgres();
insert into lead select 'c', pg_temp.leads(1);
select tests.as_service();
select public.claim_lead_notification((select id from lead where name = 'c')) is not null;
select lives_ok($$ select public.finish_lead_notification(array[(select id from lead where name = 'c')]) $$, 'a sent e-mail');
select results_eq(
  $$ select notify_attempts, notify_claimed_at, notified_at is not null from public.form_submissions where id = (select id from lead where name = 'c') $$,
  $$ values (1, null::timestamptz, true) $$, 'is counted as an attempt, and the lead is notified');
select tests.as_postgres();
select is((select sum(leads)::int from private.notification_emails), 1, 'and one e-mail is counted for the hour');

-- ================================================================ the hourly cap
select pg_temp.reset();
update private.notification_settings set hourly_cap = 3;
insert into lead select 'd' || row_number() over (), id from pg_temp.leads(2) id;
select tests.as_service();
select is(public.claim_next_lead_notification() #>> '{lead,email}', 'lead1@example.com',
  'the scheduled run, fewer leads due than the hour allows: one lead per e-mail, oldest first');
select is(public.claim_next_lead_notification() #>> '{lead,email}', 'lead2@example.com', 'then the next');
select is(public.claim_next_lead_notification(), '{"done": true}', 'then nothing is due');
select lives_ok($$ select public.finish_lead_notification(array[id]) from lead where name in ('d1', 'd2') $$, 'both are sent');
select tests.as_postgres();
insert into lead select 'e' || row_number() over (), id from pg_temp.leads(5, '20 minutes') id;
select tests.as_service();
select is(jsonb_array_length(public.claim_next_lead_notification() -> 'digest'), 5,
  'five due and one e-mail left this hour: all five in one digest');
select is(public.claim_next_lead_notification(), '{"wait": "hourly_cap"}', 'the digest in flight uses up the hour');
select lives_ok($$ select public.finish_lead_notification(array_agg(id)) from lead where name like 'e%' $$, 'the digest is sent');
select tests.as_postgres();
select results_eq($$ select count(*)::int, sum(leads)::int from private.notification_emails $$, $$ values (3, 7) $$,
  'three e-mails for seven leads: the cap held and nothing was dropped');
select is(pg_temp.sent_leads(), 7, 'all seven are notified');

insert into lead select 'f', pg_temp.leads(1, '0 seconds');
select tests.as_service();
select is(public.claim_lead_notification((select id from lead where name = 'f')), '{"skipped": "hourly_cap"}',
  'a new lead past the cap is not e-mailed now');
select is((select notified_at from public.form_submissions where id = (select id from lead where name = 'f')), null,
  'it waits, unnotified');
select tests.as_postgres();
update private.notification_emails set sent_at = sent_at - interval '61 minutes';
update public.form_submissions set created_at = now() - interval '10 minutes' where id = (select id from lead where name = 'f');
select tests.as_service();
select is(public.claim_next_lead_notification() #>> '{lead,id}', (select id::text from lead where name = 'f'),
  'an hour later the scheduled run sends it');

-- Claims in flight count: a cap of 2 lets two e-mails out at once, not three.
select tests.as_postgres();
select pg_temp.reset();
update private.notification_settings set hourly_cap = 2;
insert into lead select 'g' || row_number() over (), id from pg_temp.leads(3, '0 seconds') id;
select tests.as_service();
select is(public.claim_lead_notification((select id from lead where name = 'g1')) #>> '{lead,id}',
  (select id::text from lead where name = 'g1'), 'a first new lead is claimed');
select is(public.claim_lead_notification((select id from lead where name = 'g2')) #>> '{lead,id}',
  (select id::text from lead where name = 'g2'), 'a second, while the first is being sent');
select is(public.claim_lead_notification((select id from lead where name = 'g3')), '{"skipped": "hourly_cap"}',
  'not a third: the two in flight use up the hour');

-- A backlog goes out together: while an older lead waits, a new lead leaves its e-mail to the run.
select tests.as_postgres();
select pg_temp.reset();
update private.notification_settings set hourly_cap = 20;
insert into lead select 'h', pg_temp.leads(1, '30 minutes');
update public.form_submissions set notify_next_at = now() + interval '5 minutes', notify_attempts = 2,
  notify_last_error = 'e-mail provider answered 503' where id = (select id from lead where name = 'h');
insert into lead select 'i', pg_temp.leads(1, '0 seconds');
select tests.as_service();
select is(public.claim_lead_notification((select id from lead where name = 'i')), '{"skipped": "queued"}',
  'a new lead while an older one waits: left to the scheduled run');
select tests.as_postgres();
update public.form_submissions set notify_next_at = null, created_at = now() - interval '2 minutes'
  where id = (select id from lead where name = 'h');
select tests.as_service();
select is(public.claim_next_lead_notification() #>> '{lead,id}', (select id::text from lead where name = 'h'),
  'the run sends the oldest first');

-- A digest holds at most 200 leads.
select tests.as_postgres();
select pg_temp.reset();
update private.notification_settings set hourly_cap = 1;
select count(*) from pg_temp.leads(250);
select tests.as_service();
select is(jsonb_array_length(public.claim_next_lead_notification() -> 'digest'), 200, 'a digest holds at most 200 leads');

-- ================================================================ the schedule
select tests.as_postgres();
update private.notification_settings set hourly_cap = 20;
update public.form_submissions set notify_claimed_at = null;
truncate net.test_requests;
select is(private.retry_lead_notifications(), 250, 'the schedule counts the leads due');
select results_eq($$ select body, timeout_milliseconds from net.test_requests $$,
  $$ values ('{"retry": true}'::jsonb, 120000) $$, 'and asks notify-lead once for a paced run, with 2 minutes to run');
update public.form_submissions set created_at = now() - interval '8 days'
  where id = (select id from public.form_submissions order by id limit 1);
select lives_ok($$ select private.retry_lead_notifications() $$, 'a week later');
select results_eq(
  $$ select notify_next_at, notify_last_error from public.form_submissions where created_at < now() - interval '7 days' $$,
  $$ values ('infinity'::timestamptz, 'Gave up after 7 days: never sent'::text) $$,
  'a lead unsent for 7 days is given up on, and says so');
select ok(not has_function_privilege('service_role', 'private.retry_lead_notifications()', 'execute')
          and not has_function_privilege('authenticated', 'private.retry_lead_notifications()', 'execute'),
  'only the database''s own schedule runs the retry');

-- ================================================================ pg_cron's run history
-- A stand-in for pg_cron's table: the daily purge trims it with the events' retention.
create schema cron;
create table cron.job_run_details (runid bigint primary key, start_time timestamptz, end_time timestamptz);
insert into cron.job_run_details values (1, now() - interval '40 days', now() - interval '40 days'),
  (2, now() - interval '10 days', now() - interval '10 days'), (3, now() - interval '40 days', null);
select is(private.purge_old_events('30 days'), 0::bigint, 'the purge returns the events it deleted (none here)');
select results_eq($$ select runid from cron.job_run_details order by runid $$, array[2::bigint],
  'and deletes pg_cron''s runs older than the same age');

select * from finish();
rollback;
