-- The outbound e-mails (20261128001000_outbound_emails.sql, issue 35 item 2).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance, admin and
--      service_role: SELECT, INSERT, UPDATE and DELETE on outbound_emails; EXECUTE of
--      enqueue_email (nobody's) and of the sender's claim_next_email, finish_email, fail_email
--      (service_role's only); admins without their second factor read nothing.
--   2. The queue: a due queued e-mail is claimed once (its attempt counted, held 5 minutes), a
--      later one or a lead notification is not; sent records the provider's id; a passing error
--      queues it again after the back-off or the Retry-After; a permanent one, or the 8th, is final.
--   3. Lead notifications: finish/fail_lead_notification with the e-mail write one row per e-mail
--      (its attempts counted on the row), without it nothing; the lead's own columns as before.
--   4. Erasure: the person's rows lose recipient (tombstone; the firm's address stays on a lead
--      notification), subject, text, headers and attachments; kind, created_at, status and sent_at
--      stay; a queued one is stopped; another person's rows are untouched; export lists them.
begin;
select plan(88);

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

insert into public.form_submissions (id, client_id, form_type, full_name, email) values
  ('e0000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Jane Roe', 'jane@example.com'),
  ('e0000000-0000-4000-8000-000000000002', gen_random_uuid(), 'contact_form', 'Bo Chen', 'bo@example.com');

-- The e-mail a test works on, as the owner.
create function pg_temp.mail(_id uuid) returns public.outbound_emails language sql stable security definer as $$
  select * from public.outbound_emails o where o.id = _id
$$;
create temp table ids (name text primary key, id uuid);
grant all on ids to public;
insert into ids values
  ('jane_confirmation', private.enqueue_email('booking_confirmation', 'Jane@Example.com', 'Your consultation',
     'See https://www.example.com/manage-booking?token=t', 'e0000000-0000-4000-8000-000000000001',
     '{"X-Entity-Ref-ID": "1"}', '[{"filename": "invite.ics", "content_type": "text/calendar", "content_base64": "QkVHSU4="}]')),
  ('jane_reminder', private.enqueue_email('booking_reminder', 'jane@example.com', 'Tomorrow', 'Reminder',
     null, '{}', '[]', now() + interval '1 day')),
  ('bo_newsletter', private.enqueue_email('newsletter_confirmation', 'bo@example.com', 'Confirm', 'Confirm please'));

-- ===================================================================== 1. the table, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['empty', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['empty', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['empty', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['nonempty', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['nonempty', '42501', '42501', '42501']),
    (7, 'service_role', 'service', array['42501', '42501', '42501', '42501'])),
  o(n, op, sql) as (values
    (1, 'SELECT', $$ select id from public.outbound_emails $$),
    (2, 'INSERT', $$ insert into public.outbound_emails (kind, recipient, subject, body_text)
                    values ('newsletter', 'x@example.com', 'Hi', 'Hi') $$),
    (3, 'UPDATE', $$ update public.outbound_emails set status = 'sent', sent_at = now() returning id $$),
    (4, 'DELETE', $$ delete from public.outbound_emails returning id $$)),
  c as (
    select r.who, o.sql, r.expect[o.n] as expect,
           format('%s: %s on outbound_emails %s', r.name, o.op,
                  case r.expect[o.n] when 'empty' then 'sees no row' when 'nonempty' then 'reads rows' else 'denied' end) as descr
    from r cross join o order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- Admins and compliance without the second factor the firm requires read nothing.
select tests.as_user('a0000000-0000-4000-8000-000000000001', '198.51.100.2', 'aal1');
select is_empty($$ select id from public.outbound_emails $$, 'admin at aal1: reads no e-mail (the second factor is required)');
select tests.as_postgres();

-- ===================================================================== the functions, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['42501', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['42501', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['42501', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['42501', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['42501', '42501', '42501', '42501']),
    (7, 'service_role', 'service', array['42501', 'ok', 'ok', 'ok'])),
  o(n, fn, sql) as (values
    (1, 'enqueue_email', $$ select private.enqueue_email('newsletter', 'x@example.com', 'Hi', 'Hi') $$),
    (2, 'claim_next_email', $$ select public.claim_next_email(gen_random_uuid()) $$),
    (3, 'finish_email', $$ select public.finish_email(gen_random_uuid(), 'p-1') $$),
    (4, 'fail_email', $$ select public.fail_email(gen_random_uuid(), 'down') $$)),
  c as (
    select r.who, o.sql, r.expect[o.n] as expect,
           format('%s: %s %s', r.name, o.fn, case r.expect[o.n] when 'ok' then 'may run' else 'may not run' end) as descr
    from r cross join o order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ===================================================================== 2. the queue
select is((pg_temp.mail((select id from ids where name = 'jane_confirmation'))).recipient, 'Jane@Example.com',
  'enqueue_email keeps the address (trimmed)');
select throws_ok($$ select private.enqueue_email('newsletter', ' ', 'Hi', 'Hi') $$, '22023', null,
  'enqueue_email refuses an e-mail without a recipient');

select tests.as_service();
create temp table claimed as select public.claim_next_email() as answer;
select tests.as_postgres();
select is((select answer -> 'email' ->> 'id' from claimed)::uuid, (select id from ids where name = 'jane_confirmation'),
  'the oldest due e-mail is claimed first, with its headers and attachments');
select is((pg_temp.mail((select id from ids where name = 'jane_confirmation'))).status, 'sending', 'a claimed e-mail is sending');
select is((pg_temp.mail((select id from ids where name = 'jane_confirmation'))).attempts, 1, 'the claim counts the attempt');
select ok((pg_temp.mail((select id from ids where name = 'jane_confirmation'))).not_before > now() + interval '4 minutes',
  'the claim holds the e-mail for 5 minutes');
select tests.as_service();
select is(public.claim_next_email((select id from ids where name = 'jane_confirmation')), '{"done": true}'::jsonb,
  'a claimed e-mail is not claimed again');
select is(public.claim_next_email((select id from ids where name = 'jane_reminder')), '{"done": true}'::jsonb,
  'an e-mail for later is not claimed before its time');
select is(public.claim_next_email() -> 'email' ->> 'id', (select id::text from ids where name = 'bo_newsletter'),
  'the next due e-mail is the other one');
select is(public.claim_next_email(), '{"done": true}'::jsonb, 'then nothing is due');

select public.finish_email((select id from ids where name = 'jane_confirmation'), 're_123');
select tests.as_postgres();
select is((select (o.status, o.provider_id, o.sent_at is not null)::text from public.outbound_emails o
           where o.id = (select id from ids where name = 'jane_confirmation')), '(sent,re_123,t)',
  'a sent e-mail records the provider''s id and when');

select tests.as_service();
select public.fail_email((select id from ids where name = 'bo_newsletter'), 'provider answered 503');
select tests.as_postgres();
select is((select (o.status, o.last_error)::text from public.outbound_emails o where o.id = (select id from ids where name = 'bo_newsletter')),
  '(queued,"provider answered 503")', 'a passing error queues the e-mail again with the error');
select ok((pg_temp.mail((select id from ids where name = 'bo_newsletter'))).not_before between now() + interval '299 seconds' and now() + interval '301 seconds',
  'the first retry waits 5 minutes');
update public.outbound_emails set not_before = now() where id = (select id from ids where name = 'bo_newsletter');
select tests.as_service();
select ok(public.claim_next_email() ? 'email', 'a queued e-mail is claimed again when due');
select public.fail_email((select id from ids where name = 'bo_newsletter'), '429 slow down', false, 3600);
select tests.as_postgres();
select ok((pg_temp.mail((select id from ids where name = 'bo_newsletter'))).not_before > now() + interval '59 minutes',
  'a Retry-After longer than the back-off is honoured');
update public.outbound_emails set not_before = now() where id = (select id from ids where name = 'bo_newsletter');
select tests.as_service();
select public.claim_next_email();
select public.fail_email((select id from ids where name = 'bo_newsletter'), '422 invalid recipient', true);
select tests.as_postgres();
select is((select (o.status, o.attempts)::text from public.outbound_emails o where o.id = (select id from ids where name = 'bo_newsletter')),
  '(failed,3)', 'a permanent error is final');
update public.outbound_emails set status = 'sending', attempts = 8 where id = (select id from ids where name = 'jane_reminder');
select tests.as_service();
select public.fail_email((select id from ids where name = 'jane_reminder'), 'provider answered 500');
select tests.as_postgres();
select is((pg_temp.mail((select id from ids where name = 'jane_reminder'))).status, 'failed', 'the 8th failed attempt is final');
update public.outbound_emails set status = 'queued', attempts = 1, not_before = now() + interval '1 day'
where id = (select id from ids where name = 'jane_reminder');

-- ===================================================================== 3. lead notifications
select tests.as_service();
select public.fail_lead_notification(array['e0000000-0000-4000-8000-000000000001'::uuid], 'provider answered 503', false, null,
  '{"key": "lead-notification/e0000000-0000-4000-8000-000000000001", "recipient": "sales@firm.example, desk@firm.example",
    "subject": "New lead: Contact Form from Jane Roe", "body_text": "Lead id: e0000000-0000-4000-8000-000000000001"}');
select tests.as_postgres();
select is((select (o.kind, o.status, o.attempts, o.last_error, o.submission_id)::text from public.outbound_emails o
           where o.id = md5('lead-notification/e0000000-0000-4000-8000-000000000001')::uuid),
  '(lead_notification,queued,1,"provider answered 503",e0000000-0000-4000-8000-000000000001)',
  'a failed lead notification is one row, queued for its retry, with the error');
select is((select fs.notify_attempts from public.form_submissions fs where fs.id = 'e0000000-0000-4000-8000-000000000001'), 1,
  'the lead counts the attempt as before');
select tests.as_service();
select is(public.claim_next_email(), '{"done": true}'::jsonb, 'the queue leaves lead notifications to their own claims');
select public.finish_lead_notification(array['e0000000-0000-4000-8000-000000000001'::uuid],
  '{"key": "lead-notification/e0000000-0000-4000-8000-000000000001", "recipient": "sales@firm.example, desk@firm.example",
    "subject": "New lead: Contact Form from Jane Roe", "body_text": "Lead id: e0000000-0000-4000-8000-000000000001", "provider_id": "re_9"}');
select public.finish_lead_notification(array['e0000000-0000-4000-8000-000000000002'::uuid]);
select tests.as_postgres();
select is((select (o.status, o.attempts, o.provider_id, o.sent_at is not null)::text from public.outbound_emails o
           where o.id = md5('lead-notification/e0000000-0000-4000-8000-000000000001')::uuid),
  '(sent,2,re_9,t)', 'the sent lead notification is the same row: sent, two attempts, the provider''s id');
select ok((select fs.notified_at is not null from public.form_submissions fs where fs.id = 'e0000000-0000-4000-8000-000000000001'),
  'the lead is notified as before');
select is((select count(*)::int from public.outbound_emails o where o.kind = 'lead_notification'), 1,
  'a finish without the e-mail records nothing');

-- ===================================================================== 4. erasure and export
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select jsonb_agg(e ->> 'kind' order by e ->> 'kind') from jsonb_array_elements(public.export_person('jane@example.com') -> 'emails') e),
  '["booking_confirmation", "booking_reminder", "lead_notification"]'::jsonb,
  'export_person lists the e-mails to the address and about its leads');
select is((public.export_person('jane@example.com') -> 'counts' ->> 'emails')::int, 3, 'and counts them');
select is((public.erase_person('jane@example.com', 'person_request', 'PRIV-2026-1') ->> 'emails')::int, 3,
  'erase_person says how many e-mails it blanked');
select tests.as_postgres();
select is((select (o.recipient = 'hmac:' || private.address_tag('jane@example.com'), o.subject, o.body_text, o.headers, o.attachments,
                   o.kind, o.status, o.sent_at is not null)::text
           from public.outbound_emails o where o.id = (select id from ids where name = 'jane_confirmation')),
  '(t,,,{},[],booking_confirmation,sent,t)',
  'an erased e-mail keeps its kind, status and sent_at; recipient is the tombstone, the rest is blank');
select is((select (o.recipient, o.subject, o.body_text)::text from public.outbound_emails o
           where o.id = md5('lead-notification/e0000000-0000-4000-8000-000000000001')::uuid),
  '("sales@firm.example, desk@firm.example",,)', 'a lead notification keeps the firm''s address, loses the text');
select is((select (o.status, o.last_error)::text from public.outbound_emails o where o.id = (select id from ids where name = 'jane_reminder')),
  '(failed,"Not sent: erased on request")', 'an e-mail still queued for the person is stopped');
select is((select (o.recipient, o.body_text)::text from public.outbound_emails o where o.id = (select id from ids where name = 'bo_newsletter')),
  '(bo@example.com,"Confirm please")', 'another person''s e-mail is untouched');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(jsonb_array_length(public.export_person('jane@example.com') -> 'emails'), 2,
  'after the erasure, export_person still finds the e-mails sent to the address (by its tombstone)');
select tests.as_postgres();

select * from finish();
rollback;
