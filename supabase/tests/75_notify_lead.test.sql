-- New-lead notifications: one pg_net request per insert that never fails the insert, notified_at
-- written by service_role only, the claim that makes a lead e-mailed once, and the retry (its
-- round-3 shape: one request for a paced run; attempts, errors and the cap are in
-- 93_notification_delivery.test.sql).
-- net.http_post and Vault are the prelude's stand-ins (tests/db/prelude.sql, section 7).
begin;
select plan(51);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

create function pg_temp.requests() returns integer language sql as $$ select count(*)::int from net.test_requests $$;
create function pg_temp.lead(_client uuid, _email text default 'ann@example.com') returns void language sql as $$
  insert into public.form_submissions (client_id, form_type, full_name, email) values (_client, 'contact_form', 'Ann Lee', _email)
$$;
grant execute on function pg_temp.requests(), pg_temp.lead(uuid, text) to anon, authenticated, service_role;
grant select on net.test_requests to anon, authenticated, service_role;
grant usage on schema net to anon, authenticated, service_role;
truncate net.test_requests;

-- ======================================================================== structure
select col_type_is('public', 'form_submissions', 'notified_at', 'timestamp with time zone', 'notified_at is a timestamptz');
select col_is_null('public', 'form_submissions', 'notified_at', 'notified_at is null until the firm is told');
select trigger_is('public', 'form_submissions', 'form_submissions_notify_lead', 'private', 'queue_lead_notification',
  'an after-insert trigger queues the notification');
select is_definer('private', 'queue_lead_notification', '{}'::name[], 'the trigger function is SECURITY DEFINER (reads Vault)');
select is((select proconfig from pg_proc where oid = 'private.queue_lead_notification()'::regprocedure),
  array['search_path=""'], 'the trigger function pins search_path to empty');
select is((select proconfig from pg_proc where oid = 'private.request_lead_notification(uuid)'::regprocedure),
  array['search_path=""'], 'the request function pins search_path to empty');
select is_definer('public', 'claim_lead_notification', array['uuid'],
  'claim_lead_notification is SECURITY DEFINER (the hourly cap lives in private), EXECUTE for service_role only');

-- ================================================================== the trigger
select tests.as_anon('198.51.100.20');
select lives_ok($$ select pg_temp.lead('d0000000-0000-4000-8000-000000000001') $$, 'anon: INSERT a lead');
select is(pg_temp.requests(), 1, 'one insert queues exactly one net.http_post');
select tests.as_postgres();
select results_eq(
  $$ select url, body, headers ->> 'x-notify-secret', headers ->> 'Content-Type' from net.test_requests $$,
  $$ select 'https://project.test/functions/v1/notify-lead'::text,
            jsonb_build_object('id', (select id from public.form_submissions where client_id = 'd0000000-0000-4000-8000-000000000001')),
            'test-notify-secret'::text, 'application/json'::text $$,
  'the request goes to the Vault URL with the row id and the shared secret from Vault');
select tests.as_service();
select lives_ok(
  $$ insert into public.form_submissions (client_id, form_type, email)
     select gen_random_uuid(), 'newsletter', 'n' || g || '@example.com' from generate_series(1, 3) g $$,
  'service_role: INSERT three rows in one statement');
select is(pg_temp.requests(), 4, 'three rows, three more requests');

select tests.as_postgres();
select set_config('tests.net_fails', 'on', true);
select set_config('client_min_messages', 'error', true); -- the two failures below log a warning each
select tests.as_anon('198.51.100.20');
select lives_ok($$ select pg_temp.lead('d0000000-0000-4000-8000-000000000002') $$,
  'a failing pg_net never fails the visitor''s insert');
select tests.as_postgres();
select set_config('tests.net_fails', 'off', true);
select is((select count(*)::int from public.form_submissions where client_id = 'd0000000-0000-4000-8000-000000000002'), 1,
  'the lead is stored (the retry will notify it)');
select is(pg_temp.requests(), 4, 'and no request was queued for it');
delete from vault.secrets where name = 'notify_lead_secret';
select tests.as_anon('198.51.100.20');
select lives_ok($$ select pg_temp.lead('d0000000-0000-4000-8000-000000000003') $$,
  'without the Vault secret the insert still succeeds');
select is(pg_temp.requests(), 4, 'and nothing is sent without the secret');
select tests.as_postgres();
insert into vault.secrets (name, secret) values ('notify_lead_secret', 'test-notify-secret');
select set_config('client_min_messages', 'warning', true);

-- ====================================================== notified_at: anon, member, admin
select tests.as_anon('198.51.100.21');
select throws_ok($$ insert into public.form_submissions (client_id, form_type, email, notified_at)
                    values (gen_random_uuid(), 'lead', 'x@example.com', now()) $$, '42501', null,
  'anon: cannot INSERT notified_at (column grant)');
select throws_ok($$ select notified_at from public.form_submissions $$, '42501', null, 'anon: SELECT notified_at denied');
select throws_ok($$ update public.form_submissions set notified_at = now() $$, '42501', null, 'anon: UPDATE notified_at denied');
select throws_ok($$ delete from public.form_submissions where notified_at is null $$, '42501', null, 'anon: DELETE denied');

select tests.as_user('b0000000-0000-4000-8000-000000000002', '198.51.100.22');
select throws_ok($$ insert into public.form_submissions (client_id, form_type, email, notified_at)
                    values (gen_random_uuid(), 'lead', 'x@example.com', now()) $$, '42501', null,
  'member: cannot INSERT notified_at');
select is_empty($$ select notified_at from public.form_submissions $$, 'member: SELECT sees no row');
select throws_ok($$ update public.form_submissions set notified_at = now() $$, '42501', null, 'member: UPDATE notified_at denied');
select is_empty($$ delete from public.form_submissions returning id $$, 'member: DELETE removes nothing');

select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.23');
select throws_ok($$ insert into public.form_submissions (client_id, form_type, email, notified_at)
                    values (gen_random_uuid(), 'lead', 'x@example.com', now()) $$, '42501', null,
  'admin: cannot INSERT notified_at');
select is((select count(*)::int from public.form_submissions where notified_at is null), 6,
  'admin: SELECT reads notified_at (nothing notified yet)');
select throws_ok($$ update public.form_submissions set notified_at = now() $$, '42501', null,
  'admin: UPDATE notified_at denied (only the function marks a lead notified)');
select results_eq($$ delete from public.form_submissions where client_id = 'd0000000-0000-4000-8000-000000000003' returning email $$,
  array['ann@example.com'], 'admin: DELETE a lead (erasure request)');

-- ============================================================== claim and finish
select tests.as_anon('198.51.100.24');
select throws_ok($$ select public.claim_lead_notification(gen_random_uuid()) $$, '42501', null, 'anon: cannot claim a lead');
select throws_ok($$ select public.finish_lead_notification(array[gen_random_uuid()]) $$, '42501', null,
  'anon: cannot mark a lead notified');
select throws_ok($$ insert into public.form_submissions (client_id, form_type, email, notify_claimed_at)
                    values (gen_random_uuid(), 'lead', 'x@example.com', now()) $$, '42501', null,
  'anon: cannot INSERT notify_claimed_at');
select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.23');
select throws_ok($$ select public.claim_lead_notification(gen_random_uuid()) $$, '42501', null, 'admin: cannot claim a lead');
select throws_ok($$ select public.finish_lead_notification(array[gen_random_uuid()]) $$, '42501', null,
  'admin: cannot mark a lead notified');
select throws_ok($$ update public.form_submissions set notify_claimed_at = now() $$, '42501', null,
  'admin: UPDATE notify_claimed_at denied');
select tests.as_user('b0000000-0000-4000-8000-000000000002', '198.51.100.22');
select throws_ok($$ select public.claim_lead_notification(gen_random_uuid()) $$, '42501', null, 'member: cannot claim a lead');
select throws_ok($$ select public.finish_lead_notification(array[gen_random_uuid()]) $$, '42501', null,
  'member: cannot mark a lead notified');

select tests.as_postgres();
create temporary table first_lead on commit drop as
  select id from public.form_submissions where client_id = 'd0000000-0000-4000-8000-000000000001';
grant select on first_lead to service_role;
select tests.as_service();
select is((public.claim_lead_notification((select id from first_lead)) #>> '{lead,email}'), 'ann@example.com',
  'service_role: the first claim gets the row');
select is(public.claim_lead_notification((select id from first_lead)), '{"skipped": "claimed"}',
  'a second delivery of the same lead gets nothing while the claim holds');
select lives_ok($$ select public.fail_lead_notification(array[(select id from first_lead)], 'provider answered 503') $$,
  'a failed send releases the claim');
select tests.as_postgres();
update public.form_submissions set notify_next_at = null where id = (select id from first_lead); -- its back-off is over
select tests.as_service();
select isnt(public.claim_lead_notification((select id from first_lead)) -> 'lead', null, 'so the retry can claim it again');
select lives_ok($$ select public.finish_lead_notification(array[(select id from first_lead)]) $$, 'a sent lead is marked');
select isnt((select notified_at from public.form_submissions where id = (select id from first_lead)), null,
  'notified_at is set');
select is(public.claim_lead_notification((select id from first_lead)), '{"skipped": "done"}',
  'a notified lead is never claimed again');
select lives_ok($$ update public.form_submissions set notified_at = now() where client_id = 'd0000000-0000-4000-8000-000000000002' $$,
  'service_role: UPDATE notified_at');

-- ===================================================================== the retry
select tests.as_postgres();
truncate net.test_requests;
update public.form_submissions set created_at = now() - interval '10 minutes';
update public.form_submissions set created_at = now() - interval '8 days' where email = 'n1@example.com';
update public.form_submissions set notify_claimed_at = now() - interval '1 minute' where email = 'n2@example.com';
select is(private.retry_lead_notifications(), 1,
  'the retry counts only old, unnotified, unclaimed leads from the last 7 days');
select results_eq($$ select body from net.test_requests $$, $$ values ('{"retry": true}'::jsonb) $$,
  'and asks notify-lead once, for a paced run');
select is((select notify_last_error from public.form_submissions where email = 'n1@example.com'),
  'Gave up after 7 days: never sent', 'the 8-day-old lead is given up on with a word, not dropped silently');

select lives_ok(
  $$ update public.form_submissions set status = 'spam' where email = 'n3@example.com' $$, 'a lead is marked spam');
truncate net.test_requests;
select is(private.retry_lead_notifications(), 0, 'a lead marked spam is never sent');
select is((select count(*)::int from net.test_requests), 0, 'and nothing is asked when nothing is due');

select * from finish();
rollback;
