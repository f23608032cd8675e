-- Every e-mail the system sends is one record (issue 35 item 2; docs/decisions/, the outbound
-- e-mail queue): public.outbound_emails is ONE sending queue shared by every kind of e-mail.
--
--   1. The queue. A row is written only by private.enqueue_email(...) (no API role executes
--      it; the other parts' SQL calls it after their own rows were accepted). Admins and
--      compliance read the rows (with the second factor where the firm requires it); no API role
--      inserts, updates or deletes them directly.
--
--   2. Sending (docs/decisions/0026-one-outbound-email-queue.md). The notify-lead function, asked
--      by pg_net as before, sends the queue too: public.claim_next_email(email_id) claims the next
--      due row (or the named one): queued (or a lapsed claim), not_before passed, kind not
--      lead_notification, FOR UPDATE SKIP LOCKED; the claim counts the attempt and holds the row
--      5 minutes. public.finish_email records the provider's id and sent_at; public.fail_email
--      the error: final when permanent or after 8 attempts, else queued again after the back-off
--      (private.email_retry_at: 5 minutes doubling, at most 6 hours, or the provider's
--      Retry-After, whichever is later), which fail_lead_notification now shares. The three are
--      service_role's only. enqueue_email asks the function at once (pg_net, after commit) for an
--      e-mail due now; the 5-minute schedule (private.retry_lead_notifications) also asks when
--      queued e-mails are due.
--   3. The firm's lead notifications keep their own claims (the hourly cap, digests, the
--      form_submissions columns) and their idempotency keys; each one sent or tried is recorded
--      here too, as kind lead_notification (finish/fail_lead_notification take the e-mail as an
--      optional last argument; the row's id is the MD5 of the e-mail's key, so the attempts at
--      one e-mail are one row). The queue's claim leaves these rows to their own path.
--   4. Erasure. erase_person blanks the person's rows (recipient to the tombstone, except the
--      firm's own address on a lead notification; subject, text, headers and attachments), keeps
--      that an e-mail was sent (kind, created_at, status, sent_at) and stops any still queued;
--      export_person lists them. The person's rows: the recipient is the address, or the row
--      belongs to one of the address's leads (submission_id, or the lead's id in the text, as
--      every lead notification and digest carries it).
--
-- Redefines: private.retry_lead_notifications() (last in 20261124000110_notification_delivery.sql)
-- Replaces: public.finish_lead_notification(uuid[]) and public.fail_lead_notification(uuid[], text,
--    boolean, integer) (20261124000110): dropped and created again with the e-mail as a last,
--    optional argument
-- Wraps: public.erase_person(text, public.erasure_reason, text) and public.export_person(text):
--    the previous ones are copied as private.erase_person_before_outbound_emails /
--    private.export_person_before_outbound_emails and called by the new ones.
--
-- 99_outbound_emails.test.sql proves it.

begin;

-- ===================================================================== 1. the queue
create type public.email_kind as enum (
  'lead_notification',
  'booking_confirmation',
  'booking_reminder',
  'booking_change',
  'newsletter_confirmation',
  'newsletter'
);
comment on type public.email_kind is 'What an outbound e-mail is: the firm''s lead notification or a visitor''s e-mail.';

create type public.email_status as enum ('queued', 'sending', 'sent', 'failed');
comment on type public.email_status is
  'queued: waiting (or waiting again after a passing error); sending: claimed by the sender; sent; failed: a final error.';

create table public.outbound_emails (
  id            uuid                primary key default gen_random_uuid(),
  created_at    timestamptz         not null default now(),
  kind          public.email_kind   not null,
  -- Null once the person was erased.
  recipient     text,
  subject       text,
  body_text     text,
  -- Extra headers, e.g. {"List-Unsubscribe": "<https://...>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}.
  headers       jsonb               not null default '{}',
  -- [{filename, content_type, content_base64}], e.g. a booking's .ics.
  attachments   jsonb               not null default '[]',
  submission_id uuid                references public.form_submissions (id) on delete set null,
  provider_id   text,
  status        public.email_status not null default 'queued',
  attempts      integer             not null default 0,
  last_error    text,
  sent_at       timestamptz,
  -- Not sent before this time (a later send, Retry-After, back-off; while sending: the claim's lease).
  not_before    timestamptz         not null default now(),
  -- One address, the firm's addresses (a lead notification: 'a@firm.example, b@firm.example'), or
  -- an erased address's tombstone ('hmac:<hex>', private.address_tag).
  constraint outbound_emails_recipient_check check (char_length(recipient) between 3 and 1000
    and recipient ~ '^([^\s@,]+@[^\s@,]+(, [^\s@,]+@[^\s@,]+)*|hmac:[0-9a-f]{64})$'),
  constraint outbound_emails_subject_check check (char_length(subject) <= 300),
  constraint outbound_emails_body_text_check check (char_length(body_text) <= 500000),
  constraint outbound_emails_headers_check check (jsonb_typeof(headers) = 'object'),
  constraint outbound_emails_attachments_check check (jsonb_typeof(attachments) = 'array' and jsonb_array_length(attachments) <= 5),
  constraint outbound_emails_attempts_check check (attempts >= 0),
  constraint outbound_emails_last_error_check check (char_length(last_error) <= 1000),
  constraint outbound_emails_provider_id_check check (char_length(provider_id) <= 200),
  constraint outbound_emails_sent_check check ((status = 'sent') = (sent_at is not null))
);
comment on table public.outbound_emails is
  'Every e-mail the system sends, one row each: written by private.enqueue_email() and the sender (service role); read by admins and compliance.';

-- The sender's next rows: due, queued or with a lapsed claim.
create index outbound_emails_due_idx on public.outbound_emails (not_before) where status in ('queued', 'sending');
create index outbound_emails_created_at_idx on public.outbound_emails (created_at desc);
create index outbound_emails_submission_idx on public.outbound_emails (submission_id) where submission_id is not null;

alter table public.outbound_emails enable row level security;
revoke all on table public.outbound_emails from public, anon, authenticated, service_role;
grant select on table public.outbound_emails to authenticated; -- admins and compliance (policy)
create policy "outbound_emails: admins and compliance read"
  on public.outbound_emails for select to authenticated
  using ((select private.can_review()));
do $$ begin perform private.keep_no_planner_statistics('public.outbound_emails'); end $$;

-- ===================================================================== 2. sending
-- Asks notify-lead to send this e-mail now (pg_net, after commit). Never fails the caller: a
-- missing secret or pg_net (the local demo, plain PostgreSQL) is a warning; the schedule sends it.
create function private.request_email_send(email_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_to_notify_lead(jsonb_build_object('email', email_id), 10000);
exception when others then
  raise warning 'outbound e-mail: could not ask for % to be sent: % (%)', email_id, sqlerrm, sqlstate;
end;
$$;
revoke all on function private.request_email_send(uuid) from public, anon, authenticated, service_role;

-- Queues one e-mail; returns its id. Called from the other parts' SQL (SECURITY DEFINER
-- functions and triggers), never by an API role.
create function private.enqueue_email(
  kind          public.email_kind,
  recipient     text,
  subject       text,
  body_text     text,
  submission_id uuid        default null,
  headers       jsonb       default '{}',
  attachments   jsonb       default '[]',
  not_before    timestamptz default now()
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  queued uuid;
begin
  if kind is null or nullif(btrim(recipient), '') is null or nullif(btrim(subject), '') is null or body_text is null then
    raise exception 'enqueue_email: an e-mail needs a kind, a recipient, a subject and a text' using errcode = '22023';
  end if;
  insert into public.outbound_emails (kind, recipient, subject, body_text, submission_id, headers, attachments, not_before)
  values (kind, btrim(recipient), btrim(subject), body_text, submission_id,
          coalesce(headers, '{}'), coalesce(attachments, '[]'), coalesce(not_before, now()))
  returning id into queued;
  if coalesce(not_before, now()) <= now() then
    perform private.request_email_send(queued);
  end if;
  return queued;
end;
$$;
revoke all on function private.enqueue_email(public.email_kind, text, text, text, uuid, jsonb, jsonb, timestamptz)
  from public, anon, authenticated, service_role;

-- When a failed attempt may be tried again: never ('infinity') when permanent, else after the
-- back-off (5 minutes doubling with each earlier attempt, at most 6 hours) or the provider's
-- Retry-After (at most a day), whichever is later. Shared by the lead notifications and the queue.
create function private.email_retry_at(earlier_attempts integer, permanent boolean, retry_after_seconds integer)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case when permanent then 'infinity'::timestamptz
    else now() + greatest(
      least(interval '5 minutes' * power(2, least(greatest(coalesce(earlier_attempts, 0), 0), 10)), interval '6 hours'),
      make_interval(secs => least(greatest(coalesce(retry_after_seconds, 0), 0), 86400)))
    end;
$$;
revoke all on function private.email_retry_at(integer, boolean, integer) from public, anon, authenticated, service_role;

-- The queue's next e-mail, or the named one: {"email": row} or {"done": true}. Due (not_before
-- passed), queued or left 'sending' by a run that died (its claim lapsed), not a lead notification.
create function public.claim_next_email(email_id uuid default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed public.outbound_emails;
begin
  select * into claimed from public.outbound_emails o
  where o.status in ('queued', 'sending') and o.not_before <= now() and o.kind <> 'lead_notification'
    and o.attempts < 8 and (email_id is null or o.id = email_id)
  order by o.not_before, o.created_at
  limit 1
  for update skip locked;
  if not found then
    return jsonb_build_object('done', true);
  end if;
  update public.outbound_emails o
  set status = 'sending', attempts = o.attempts + 1, not_before = clock_timestamp() + interval '5 minutes'
  where o.id = claimed.id
  returning * into claimed;
  return jsonb_build_object('email', to_jsonb(claimed));
end;
$$;

-- Sent: the provider's id and the time.
create function public.finish_email(email_id uuid, provider_id text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbound_emails o
  set status = 'sent', sent_at = now(), provider_id = left(finish_email.provider_id, 200), not_before = now()
  where o.id = email_id and o.status = 'sending';
$$;

-- Not sent: the error is kept; final when permanent or after the 8th attempt, else queued again.
create function public.fail_email(email_id uuid, error text, permanent boolean default false,
  retry_after_seconds integer default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbound_emails o
  set status = case when permanent or o.attempts >= 8 then 'failed'::public.email_status else 'queued' end,
      last_error = left(coalesce(nullif(btrim(error), ''), 'unknown error'), 1000),
      not_before = case when permanent or o.attempts >= 8 then o.not_before
                        else private.email_retry_at(o.attempts - 1, false, retry_after_seconds) end
  where o.id = email_id and o.status = 'sending';
$$;

-- ===================================================================== 3. the lead notifications
-- One lead notification, sent or tried, as a row: email = {key, recipient, subject, body_text,
-- provider_id?}. Its id is the MD5 of the key, so every attempt at one e-mail is one row. Never
-- fails the lead's own bookkeeping: a row that cannot be written is a warning.
create function private.record_lead_email(submission_ids uuid[], email jsonb, sent boolean, error text,
  next_attempt timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if email is null or nullif(email ->> 'key', '') is null then
    return;
  end if;
  insert into public.outbound_emails as o (id, kind, recipient, subject, body_text, submission_id, provider_id,
    status, attempts, last_error, sent_at, not_before)
  values (md5(email ->> 'key')::uuid, 'lead_notification', email ->> 'recipient', left(email ->> 'subject', 300),
    left(email ->> 'body_text', 500000),
    (select fs.id from public.form_submissions fs where fs.id = submission_ids[1] and cardinality(submission_ids) = 1),
    left(email ->> 'provider_id', 200),
    case when sent then 'sent' when next_attempt = 'infinity' then 'failed' else 'queued' end::public.email_status,
    1, left(error, 1000), case when sent then now() end,
    case when sent or next_attempt = 'infinity' then now() else next_attempt end)
  on conflict (id) do update
  set recipient = excluded.recipient, subject = excluded.subject, body_text = excluded.body_text,
      provider_id = coalesce(excluded.provider_id, o.provider_id), status = excluded.status,
      attempts = o.attempts + 1, last_error = coalesce(excluded.last_error, o.last_error),
      sent_at = excluded.sent_at, not_before = excluded.not_before
  where o.status <> 'sent';
exception when others then
  raise warning 'lead notification: the e-mail could not be recorded: % (%)', sqlerrm, sqlstate;
end;
$$;
revoke all on function private.record_lead_email(uuid[], jsonb, boolean, text, timestamptz)
  from public, anon, authenticated, service_role;

drop function public.finish_lead_notification(uuid[]);
create function public.finish_lead_notification(submission_ids uuid[], email jsonb default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  perform 1 from private.notification_settings s where s.id for update;
  update public.form_submissions fs
  set notified_at = now(), notify_claimed_at = null, notify_next_at = null, notify_attempts = fs.notify_attempts + 1
  where fs.id = any (submission_ids) and fs.notified_at is null;
  get diagnostics n = row_count;
  if n > 0 then
    insert into private.notification_emails (leads) values (n);
    delete from private.notification_emails where sent_at < now() - interval '1 day';
  end if;
  perform private.record_lead_email(submission_ids, email, true, null, null);
end;
$$;

drop function public.fail_lead_notification(uuid[], text, boolean, integer);
create function public.fail_lead_notification(
  submission_ids uuid[],
  error text,
  permanent boolean default false,
  retry_after_seconds integer default null,
  email jsonb default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  next_attempt timestamptz;
begin
  update public.form_submissions fs
  set notify_attempts = fs.notify_attempts + 1,
      notify_last_error = left(coalesce(nullif(btrim(error), ''), 'unknown error'), 1000),
      notify_claimed_at = null,
      notify_next_at = private.email_retry_at(fs.notify_attempts, permanent, retry_after_seconds)
  where fs.id = any (submission_ids) and fs.notified_at is null;
  next_attempt := (select min(fs.notify_next_at) from public.form_submissions fs where fs.id = any (submission_ids));
  perform private.record_lead_email(submission_ids, email, false,
    left(coalesce(nullif(btrim(error), ''), 'unknown error'), 1000),
    case when permanent then 'infinity' else coalesce(next_attempt, private.email_retry_at(0, false, retry_after_seconds)) end);
end;
$$;

revoke all on function public.claim_next_email(uuid), public.finish_email(uuid, text),
  public.fail_email(uuid, text, boolean, integer), public.finish_lead_notification(uuid[], jsonb),
  public.fail_lead_notification(uuid[], text, boolean, integer, jsonb)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_next_email(uuid), public.finish_email(uuid, text),
  public.fail_email(uuid, text, boolean, integer), public.finish_lead_notification(uuid[], jsonb),
  public.fail_lead_notification(uuid[], text, boolean, integer, jsonb)
  to service_role;

-- The schedule (every 5 minutes, as before): also gives up on queued e-mails that used their 8
-- attempts in claims that lapsed, and asks notify-lead for a run when e-mails are due too.
create or replace function private.retry_lead_notifications()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due integer;
  emails integer;
begin
  update public.form_submissions fs
  set notify_next_at = 'infinity',
      notify_last_error = left('Gave up after 7 days: ' || coalesce(fs.notify_last_error, 'never sent'), 1000)
  where private.notification_pending(fs) and fs.created_at < now() - interval '7 days'
    and (fs.notify_claimed_at is null or fs.notify_claimed_at < now() - interval '5 minutes');
  update public.outbound_emails o
  set status = 'failed', last_error = left('Gave up after 8 attempts: ' || coalesce(o.last_error, 'no answer'), 1000)
  where o.status in ('queued', 'sending') and o.attempts >= 8 and o.not_before <= now()
    and o.kind <> 'lead_notification';
  select count(*)::integer into due from public.form_submissions fs
  where private.notification_due(fs) and fs.created_at < now() - interval '1 minute';
  select count(*)::integer into emails from public.outbound_emails o
  where o.status in ('queued', 'sending') and o.not_before <= now() and o.kind <> 'lead_notification';
  if due + emails > 0 then
    perform private.post_to_notify_lead(jsonb_build_object('retry', true), 120000);
  end if;
  return due + emails;
end;
$$;
revoke all on function private.retry_lead_notifications() from public, anon, authenticated;

-- ===================================================================== 4. erasure and export
-- The rows of an address: sent to it, or about one of its leads.
create function private.person_email_ids(address text, lead_ids uuid[])
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(o.id), '{}') from public.outbound_emails o
  where lower(o.recipient) = address or o.submission_id = any (lead_ids)
     or (o.kind = 'lead_notification' and exists (
           select 1 from unnest(lead_ids) l(id) where strpos(o.body_text, l.id::text) > 0));
$$;
revoke all on function private.person_email_ids(text, uuid[]) from public, anon, authenticated, service_role;

-- The previous function, copied under a private name from its own definition (its body names its
-- parameters by the function's name, so a rename alone would break it).
create function private.copy_person_request(fn regprocedure, copy_name text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  name text := (select p.proname from pg_catalog.pg_proc p where p.oid = fn);
  def text := pg_catalog.pg_get_functiondef(fn);
begin
  def := replace(def, format('FUNCTION public.%s(', name), format('FUNCTION private.%s(', copy_name));
  def := replace(def, name || '.email', copy_name || '.email');
  execute def;
  execute format('revoke all on function private.%I from public, anon, authenticated, service_role', copy_name);
end;
$$;
revoke all on function private.copy_person_request(regprocedure, text) from public, anon, authenticated, service_role;
select private.copy_person_request('public.export_person(text)', 'export_person_before_outbound_emails');
select private.copy_person_request('public.erase_person(text, public.erasure_reason, text)', 'erase_person_before_outbound_emails');
drop function private.copy_person_request(regprocedure, text);

create or replace function public.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb := private.export_person_before_outbound_emails(email);
  address text := private.checked_email(email);
  emails jsonb;
begin
  select coalesce(jsonb_agg(jsonb_build_object('id', o.id, 'kind', o.kind, 'createdAt', o.created_at,
           'recipient', o.recipient, 'subject', o.subject, 'text', o.body_text, 'status', o.status,
           'sentAt', o.sent_at, 'leadId', o.submission_id) order by o.created_at, o.id), '[]')
    into emails
  from public.outbound_emails o
  where o.id = any (private.person_email_ids(address, (select p.lead_ids from private.person_scope(address) p)))
     or o.recipient = 'hmac:' || private.address_tag(address);
  if jsonb_array_length(emails) = 0 then
    return held;
  end if;
  return held - 'message' || jsonb_build_object('emails', emails,
    'counts', coalesce(held -> 'counts', '{}') || jsonb_build_object('emails', jsonb_array_length(emails)));
end;
$$;
revoke all on function public.export_person(text) from public, anon, authenticated, service_role;
grant execute on function public.export_person(text) to authenticated;

-- The rows are found before the leads go (their links then go with them), blanked after the
-- erasure's own checks passed.
create or replace function public.erase_person(email text, reason public.erasure_reason, ticket text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  found uuid[];
  erased jsonb;
  n integer;
begin
  perform private.require_admin('erase_person');
  address := private.checked_email(email);
  found := private.person_email_ids(address, (select p.lead_ids from private.person_scope(address) p));
  erased := private.erase_person_before_outbound_emails(email, reason, ticket);
  update public.outbound_emails o
  set recipient = case when o.kind = 'lead_notification' then o.recipient else 'hmac:' || private.address_tag(address) end,
      subject = null, body_text = null, headers = '{}', attachments = '[]',
      status = case when o.status in ('queued', 'sending') then 'failed' else o.status end,
      last_error = case when o.status in ('queued', 'sending') then 'Not sent: erased on request' else o.last_error end
  where o.id = any (found);
  get diagnostics n = row_count;
  if n = 0 then
    return erased;
  end if;
  return erased || jsonb_build_object('emails', n);
end;
$$;
comment on function public.erase_person(text, public.erasure_reason, text) is
  'Erases an address (admins): its leads, its visits'' details, the text of its e-mails (that they were sent stays); audited.';
revoke all on function public.erase_person(text, public.erasure_reason, text) from public, anon, authenticated, service_role;
grant execute on function public.erase_person(text, public.erasure_reason, text) to authenticated;

commit;
