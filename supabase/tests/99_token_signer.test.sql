-- One token signer, one cron guard (20261128001700_one_token_signer.sql).
--   1. No API role (anon, member, viewer, author, compliance, admin, service_role) executes the
--      signer, the verifier, the purposes, the Vault helper or the cron helper.
--   2. The tokens keep the messages and keys they had: the booking, newsletter and bot-check
--      signatures are the HMACs the earlier migrations computed.
--   3. A token signed for one purpose fails for another; an altered payload or signature, a cut
--      signature, an unknown purpose and a missing key fail; an expired newsletter token says so.
--   4. schedule_job: nothing (and no failure) without pg_cron; with it, the job (replaced by name).
begin;
select plan(61);

select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');

-- ============================================================================ 1. execute, cell by cell
with r(n, name, who) as (values
    (1, 'anon', 'anon'), (2, 'member', 'b0000000-0000-4000-8000-000000000002'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003'), (4, 'author', 'd0000000-0000-4000-8000-000000000004'),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006'), (6, 'admin', 'a0000000-0000-4000-8000-000000000001'),
    (7, 'service_role', 'service')),
  o(n, op, sql) as (values
    (1, 'sign_token', $$ select private.sign_token('booking', 'x') $$),
    (2, 'verify_token', $$ select private.verify_token('booking', 'x', repeat('0', 64)) $$),
    (3, 'token_purpose', $$ select private.token_purpose('booking') $$),
    (4, 'ensure_vault_secret', $$ select private.ensure_vault_secret('x_key', 'x') $$),
    (5, 'schedule_job', $$ select private.schedule_job('x', '* * * * *', 'select 1') $$))
select tests.check(r.who, o.sql, '42501', format('%s: EXECUTE %s denied', r.name, o.op)) from r cross join o order by r.n, o.n;

-- ============================================================================ 2. the formats kept
create function pg_temp.old_hmac(message text, secret_name text) returns text language sql stable as $$
  select encode(extensions.hmac(convert_to(message, 'UTF8'),
                convert_to((select s.decrypted_secret from vault.decrypted_secrets s where s.name = secret_name), 'UTF8'),
                'sha256'), 'hex')
$$;
insert into vault.secrets (name, secret) values ('bot_pass_key', repeat('b', 64)) on conflict (name) do nothing;

select is(private.booking_signature('10000000-0000-4000-8000-000000000001', 3),
          pg_temp.old_hmac('booking:10000000-0000-4000-8000-000000000001:3', 'booking_token_key'),
          'the booking signature is the HMAC of booking:<id>:<version> under booking_token_key, as before');
select is(private.newsletter_token('confirm', '10000000-0000-4000-8000-000000000001', to_timestamp(2000000000)),
          '10000000-0000-4000-8000-000000000001.2000000000.'
            || left(pg_temp.old_hmac('newsletter:confirm:10000000-0000-4000-8000-000000000001:2000000000', 'newsletter_token_key'), 32),
          'a newsletter token is <id>.<expiry>.<first 32 hex digits of the HMAC>, as before');
select is(private.newsletter_token('unsubscribe', '10000000-0000-4000-8000-000000000001', null),
          '10000000-0000-4000-8000-000000000001.0.'
            || left(pg_temp.old_hmac('newsletter:unsubscribe:10000000-0000-4000-8000-000000000001:0', 'newsletter_token_key'), 32),
          'an unsubscribe token has no expiry (0), as before');
select is(private.sign_token('bot-pass', '10000000-0000-4000-8000-000000000001.contact_form.2000000000'),
          pg_temp.old_hmac('bot-pass:10000000-0000-4000-8000-000000000001.contact_form.2000000000', 'bot_pass_key'),
          'the bot-check pass is signed as the function signs it (bot-pass:<id>.<action>.<expires> under bot_pass_key)');
select is(private.chat_token('10000000-0000-4000-8000-000000000001'),
          pg_temp.old_hmac('chat-conversation:10000000-0000-4000-8000-000000000001', 'chat_token_key'),
          'the chat token is the HMAC of chat-conversation:<id>, now under the Vault secret chat_token_key');
select ok(private.chat_token('10000000-0000-4000-8000-000000000001') ~ '^[0-9a-f]{64}$',
          'the chat token keeps its format: 64 hex digits');
select hasnt_table('private', 'chat_token_key', 'the chat key''s old table is gone');

-- ============================================================================ 3. verify
select ok(private.verify_token('booking', 'b:1', private.sign_token('booking', 'b:1')), 'a token verifies for its purpose and payload');
select ok(not private.verify_token('chat-conversation', 'b:1', private.sign_token('booking', 'b:1')),
          'a booking signature is no chat token for the same payload');
select ok(not private.verify_token('newsletter:unsubscribe', 'n:0', private.sign_token('newsletter:confirm', 'n:0')),
          'a confirm signature does not unsubscribe (same key, another purpose)');
select ok(not private.verify_token('booking', 'b:2', private.sign_token('booking', 'b:1')), 'an altered payload fails');
select ok(not private.verify_token('booking', 'b:1', overlay(private.sign_token('booking', 'b:1') placing
            case when left(private.sign_token('booking', 'b:1'), 1) = 'a' then 'b' else 'a' end from 1 for 1)),
          'an altered signature fails');
select ok(not private.verify_token('booking', 'b:1', left(private.sign_token('booking', 'b:1'), 32)), 'a cut signature fails');
select ok(not private.verify_token('booking', 'b:1', null), 'no signature fails');
select throws_ok($$ select private.sign_token('password-reset', 'x') $$, '22023', null, 'an unknown purpose is refused');
select throws_ok($$ select private.verify_token('password-reset', 'x', repeat('0', 64)) $$, '22023', null,
                 'an unknown purpose is refused when verifying too');
select is(private.newsletter_token_id('confirm', private.newsletter_token('confirm', '10000000-0000-4000-8000-000000000001',
          now() - interval '1 minute')), row(null::uuid, 'expired'::text), 'an expired newsletter token is expired');
select is((private.newsletter_token_id('confirm', replace(private.newsletter_token('confirm', '10000000-0000-4000-8000-000000000001',
          to_timestamp(1000000000)), '.1000000000.', '.2000000000.'))).problem, 'invalid',
          'a newsletter token whose expiry was pushed later is invalid');
select is((private.newsletter_token_id('unsubscribe', private.newsletter_token('confirm', '10000000-0000-4000-8000-000000000001',
          now() + interval '1 day'))).problem, 'invalid', 'a confirm token does not name a subscriber to unsubscribe');
select is((private.newsletter_token_id('confirm', private.newsletter_token('confirm', '10000000-0000-4000-8000-000000000001',
          now() + interval '1 day'))).id, '10000000-0000-4000-8000-000000000001'::uuid, 'a good confirm token names its id');
-- A missing or short key: signing fails with the secret's name; a bot pass is refused, not an error.
update vault.secrets set secret = 'short' where name = 'booking_token_key';
select throws_ok($$ select private.sign_token('booking', 'b:1') $$, '55000',
                 'tokens: the Vault secret booking_token_key (at least 32 characters) is missing', 'a short key signs nothing');
delete from vault.secrets where name = 'bot_pass_key';
select is(private.check_bot_pass('10000000-0000-4000-8000-000000000001.contact_form.2000000000.' || repeat('0', 64), 'contact_form'),
          false, 'without its key a bot pass is refused');

-- ============================================================================ 4. the cron guard
select is(private.schedule_job('booking-reminders', '*/5 * * * *', 'select private.send_booking_reminders()'), null::bigint,
          'without pg_cron nothing is scheduled (and nothing fails)');
-- A stand-in for pg_cron's cron.schedule(job_name, schedule, command), rolled back with the test.
create schema cron;
create table cron.job (jobid bigserial, jobname text primary key, schedule text, command text);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$$;
select isnt(private.schedule_job('booking-reminders', '*/5 * * * *', 'select private.send_booking_reminders()'), null::bigint,
            'with pg_cron the job is scheduled');
select private.schedule_job('booking-reminders', '*/10 * * * *', 'select private.send_booking_reminders()');
select results_eq($$ select jobname, schedule, command from cron.job $$,
  $$ values ('booking-reminders'::text, '*/10 * * * *'::text, 'select private.send_booking_reminders()'::text) $$,
  'scheduling a job of the same name again replaces it');
select lives_ok((select command from cron.job), 'the scheduled command runs');

select * from finish();
rollback;
