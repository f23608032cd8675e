-- Every e-mail the system sends is one record (issue 35 item 2; docs/decisions/, the outbound
-- e-mail queue): public.outbound_emails is ONE sending queue shared by every kind of e-mail.
--
--   1. The queue. A row is written only by private.enqueue_email(...) (no API role executes
--      it; the other parts' SQL calls it after their own rows were accepted). Admins and
--      compliance read the rows (with the second factor where the firm requires it); no API role
--      inserts, updates or deletes them directly.
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
  constraint outbound_emails_recipient_check check (char_length(recipient) between 3 and 320 and recipient ~ '^[^\s@]+@[^\s@]+$'),
  constraint outbound_emails_subject_check check (char_length(subject) <= 300),
  constraint outbound_emails_body_text_check check (char_length(body_text) <= 100000),
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
  return queued;
end;
$$;
revoke all on function private.enqueue_email(public.email_kind, text, text, text, uuid, jsonb, jsonb, timestamptz)
  from public, anon, authenticated, service_role;

commit;
