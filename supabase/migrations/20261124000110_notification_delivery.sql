-- Hardening, round 3 (docs/decisions/0013-hardening-round-3.md): new-lead notifications never
-- fail silently, never flood the firm's inbox, and never all hit the e-mail provider at once.
--   * Each lead records its attempts and last error (notify_attempts, notify_last_error), written
--     by the notification path only (service role) and read by admins; notify_next_at says when
--     the next attempt may be made ('infinity': never again, the error is final).
--   * At most private.notification_settings.hourly_cap e-mails an hour (default 20). Past it,
--     leads wait, and the scheduled run sends them together as one digest: nothing is dropped.
--   * The scheduled run asks notify-lead once; the function then claims due leads one at a time
--     and paces its sends (2 a second, the provider's default limit).
--   * A lead still unsent after 7 days is given up on with a word (its last error says so).
-- Also: pg_net lives in the extensions schema, and the daily purge trims pg_cron's run history.
--
-- Redefines: private.request_lead_notification(uuid), private.retry_lead_notifications() (first in
--    20261123000500_notify_lead.sql), private.purge_old_events(interval) (first in
--    20261123000100_hardening.sql)
-- Replaces: public.claim_lead_notification(uuid) and public.finish_lead_notification(uuid, boolean)
--    (first in 20261123000500_notify_lead.sql): dropped and created again with new arguments

begin;

-- ---------------------------------------------------------------------------- columns
alter table public.form_submissions
  add column notify_attempts   integer not null default 0,
  add column notify_last_error text,
  add column notify_next_at    timestamptz,
  add constraint form_submissions_notify_attempts_check check (notify_attempts >= 0),
  add constraint form_submissions_notify_last_error_check check (char_length(notify_last_error) <= 1000);
comment on column public.form_submissions.notify_attempts is
  'How many times notify-lead tried to e-mail the firm about this lead (service_role only).';
comment on column public.form_submissions.notify_last_error is
  'The last failed attempt''s error, kept after a later success (service_role only). Null: none.';
comment on column public.form_submissions.notify_next_at is
  'Not before this time (Retry-After, back-off); ''infinity'': final, never retried (service_role only).';
-- None joins anon's column-level INSERT grant or the admins' UPDATE grant (status, follow-up):
-- only service_role writes them; admins read them with the row.
do $$ begin perform private.keep_no_planner_statistics('public.form_submissions'); end $$;

-- What the scheduled run reads: leads still to be sent (spam and final failures leave it).
drop index public.form_submissions_unnotified_idx;
create index form_submissions_notify_due_idx on public.form_submissions (created_at)
  where notified_at is null and status <> 'spam' and notify_next_at is distinct from 'infinity';
-- Claims in flight (few at any time).
create index form_submissions_notify_claimed_idx on public.form_submissions (notify_claimed_at)
  where notify_claimed_at is not null;

-- ---------------------------------------------------------------------------- the hourly cap
create table private.notification_settings (
  id         boolean primary key default true check (id), -- a single row
  hourly_cap integer not null default 20 check (hourly_cap between 1 and 1000)
);
comment on table private.notification_settings is
  'How many new-lead e-mails an hour at most (one row). See docs/operating-supabase.md.';
insert into private.notification_settings default values;

-- One row per e-mail sent (a digest is one e-mail), for the cap; a day is kept.
create table private.notification_emails (
  id      bigint generated always as identity primary key,
  sent_at timestamptz not null default now(),
  leads   integer not null check (leads >= 1)
);
create index notification_emails_sent_at_idx on private.notification_emails (sent_at);

alter table private.notification_settings enable row level security;
alter table private.notification_emails enable row level security;
revoke all on table private.notification_settings, private.notification_emails
  from public, anon, authenticated, service_role;

-- E-mails still allowed this hour: the cap, less those sent in the last hour and those being
-- sent now (claims in flight: each claim has its own time, shared by the rows of a digest).
create function private.notification_budget()
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.hourly_cap from private.notification_settings s where s.id), 20)
    - (select count(*)::integer from private.notification_emails e where e.sent_at > now() - interval '1 hour')
    - (select count(distinct fs.notify_claimed_at)::integer from public.form_submissions fs
       where fs.notify_claimed_at > now() - interval '5 minutes' and fs.notified_at is null);
$$;

-- Leads still to be sent, whenever they are due: unnotified, not spam, not given up on. This
-- and the next helper carry no SET clause on purpose: the planner then inlines them into the
-- calling query, where form_submissions_notify_due_idx serves them (only SECURITY DEFINER
-- functions with an empty search_path call them).
create function private.notification_pending(fs public.form_submissions)
returns boolean
language sql
immutable
as $$
  select fs.notified_at is null and fs.status <> 'spam' and fs.notify_next_at is distinct from 'infinity';
$$;

-- ... and due now: no attempt waiting (Retry-After, back-off) and no live claim.
create function private.notification_due(fs public.form_submissions)
returns boolean
language sql
stable
as $$
  select private.notification_pending(fs)
    and (fs.notify_next_at is null or fs.notify_next_at <= now())
    and (fs.notify_claimed_at is null or fs.notify_claimed_at < now() - interval '5 minutes');
$$;
revoke all on function private.notification_budget(), private.notification_pending(public.form_submissions),
  private.notification_due(public.form_submissions) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- the service role's calls
-- notify-lead (service role, Data API rpc) calls these four. SECURITY DEFINER because the cap
-- lives in "private"; EXECUTE is granted to service_role only. Each locks the settings row
-- first, so the budget is read and spent by one call at a time.

-- A new lead's own request: returns {"lead": row} when this call may e-mail it now, else
-- {"skipped": reason}: done (notified, final or gone), spam, claimed (another call holds it),
-- not_due (waiting for a retry time), queued (older leads wait: the scheduled run sends them
-- together), hourly_cap (the run sends it later, in a digest if the cap still binds).
drop function public.claim_lead_notification(uuid);
create function public.claim_lead_notification(submission_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lead public.form_submissions;
begin
  perform 1 from private.notification_settings s where s.id for update;
  select * into lead from public.form_submissions fs where fs.id = submission_id for update;
  if not found or lead.notified_at is not null or lead.notify_next_at = 'infinity' then
    return jsonb_build_object('skipped', 'done');
  elsif lead.status = 'spam' then
    return jsonb_build_object('skipped', 'spam');
  elsif lead.notify_claimed_at > now() - interval '5 minutes' then
    return jsonb_build_object('skipped', 'claimed');
  elsif lead.notify_next_at > now() then
    return jsonb_build_object('skipped', 'not_due');
  elsif exists (select 1 from public.form_submissions fs
                where private.notification_pending(fs) and fs.created_at < now() - interval '5 minutes'
                  and fs.id <> submission_id) then
    return jsonb_build_object('skipped', 'queued');
  elsif private.notification_budget() < 1 then
    return jsonb_build_object('skipped', 'hourly_cap');
  end if;
  -- The clock, not the transaction's start: each claim has its own time (see the budget).
  update public.form_submissions fs set notify_claimed_at = clock_timestamp() where fs.id = submission_id
  returning * into lead;
  return jsonb_build_object('lead', to_jsonb(lead));
end;
$$;

-- The scheduled run, called in a loop: {"lead": row} (one e-mail), {"digest": [rows]} (one
-- e-mail for them all: more leads are due than the hour's budget allows, at most 200 a
-- digest), {"wait": "hourly_cap"} or {"done": true}. Leads younger than a minute are left to
-- their own request.
create function public.claim_next_lead_notification()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  budget integer;
  due uuid[];
  claimed jsonb;
  claimed_at timestamptz := clock_timestamp(); -- one time for all the rows of one e-mail
begin
  perform 1 from private.notification_settings s where s.id for update;
  budget := private.notification_budget();
  if budget < 1 then
    return jsonb_build_object('wait', 'hourly_cap');
  end if;
  select array_agg(d.id order by d.created_at) into due from (
    select fs.id, fs.created_at from public.form_submissions fs
    where private.notification_due(fs) and fs.created_at < now() - interval '1 minute'
    order by fs.created_at
    limit 201
    for update skip locked) d;
  if due is null then
    return jsonb_build_object('done', true);
  end if;
  if cardinality(due) > budget then
    due := due[1:200];
  else
    due := due[1:1];
  end if;
  with claimed_rows as (
    update public.form_submissions fs set notify_claimed_at = claimed_at where fs.id = any (due) returning fs.*)
  select jsonb_agg(to_jsonb(r) order by r.created_at) into claimed from claimed_rows r;
  if cardinality(due) > 1 then
    return jsonb_build_object('digest', claimed);
  end if;
  return jsonb_build_object('lead', claimed -> 0);
end;
$$;

-- Sent: the leads are notified; the e-mail counts against the hour's cap.
drop function public.finish_lead_notification(uuid, boolean);
create function public.finish_lead_notification(submission_ids uuid[])
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
end;
$$;

-- Not sent: the attempt and its error are recorded and the claim released. A permanent error
-- (the function decides: 401, 403, 422, 409 invalid_idempotent_request) is final; otherwise the
-- next attempt waits for the provider's Retry-After or the back-off (5 minutes, doubling, at
-- most 6 hours), whichever is later.
create function public.fail_lead_notification(
  submission_ids uuid[],
  error text,
  permanent boolean default false,
  retry_after_seconds integer default null
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.form_submissions fs
  set notify_attempts = fs.notify_attempts + 1,
      notify_last_error = left(coalesce(nullif(btrim(error), ''), 'unknown error'), 1000),
      notify_claimed_at = null,
      notify_next_at = case when permanent then 'infinity'::timestamptz
        else now() + greatest(
          least(interval '5 minutes' * power(2, least(fs.notify_attempts, 10)), interval '6 hours'),
          make_interval(secs => least(greatest(coalesce(retry_after_seconds, 0), 0), 86400)))
        end
  where fs.id = any (submission_ids) and fs.notified_at is null;
$$;

revoke all on function public.claim_lead_notification(uuid), public.claim_next_lead_notification(),
  public.finish_lead_notification(uuid[]), public.fail_lead_notification(uuid[], text, boolean, integer)
  from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid), public.claim_next_lead_notification(),
  public.finish_lead_notification(uuid[]), public.fail_lead_notification(uuid[], text, boolean, integer)
  to service_role;

-- ---------------------------------------------------------------------------- asking notify-lead
-- One POST to notify-lead with this body. As before: URL and secret from Vault, queued by pg_net
-- (sent after commit), a warning and nothing sent when the secrets are missing.
create function private.post_to_notify_lead(body jsonb, timeout_milliseconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  fn_url text;
  fn_secret text;
begin
  select ds.decrypted_secret into fn_url from vault.decrypted_secrets ds where ds.name = 'notify_lead_url';
  select ds.decrypted_secret into fn_secret from vault.decrypted_secrets ds where ds.name = 'notify_lead_secret';
  if fn_url is null or fn_secret is null then
    raise warning 'notify-lead: Vault secrets notify_lead_url and notify_lead_secret are not set; % not sent', body;
    return;
  end if;
  perform net.http_post(
    url := fn_url,
    body := body,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', fn_secret),
    timeout_milliseconds := timeout_milliseconds
  );
end;
$$;
revoke all on function private.post_to_notify_lead(jsonb, integer) from public, anon, authenticated, service_role;

create or replace function private.request_lead_notification(submission_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.post_to_notify_lead(jsonb_build_object('id', submission_id), 10000);
end;
$$;

-- The schedule (every 5 minutes): gives up, with a word, on leads unsent for 7 days, then, when
-- any lead is due, asks notify-lead once for a paced run ({"retry": true}; up to 2 minutes).
-- Returns how many leads are due.
create or replace function private.retry_lead_notifications()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due integer;
begin
  update public.form_submissions fs
  set notify_next_at = 'infinity',
      notify_last_error = left('Gave up after 7 days: ' || coalesce(fs.notify_last_error, 'never sent'), 1000)
  where private.notification_pending(fs) and fs.created_at < now() - interval '7 days'
    and (fs.notify_claimed_at is null or fs.notify_claimed_at < now() - interval '5 minutes');
  select count(*)::integer into due from public.form_submissions fs
  where private.notification_due(fs) and fs.created_at < now() - interval '1 minute';
  if due > 0 then
    perform private.post_to_notify_lead(jsonb_build_object('retry', true), 120000);
  end if;
  return due;
end;
$$;
revoke all on function private.retry_lead_notifications() from public, anon, authenticated;

-- ---------------------------------------------------------------------------- extensions
-- pg_net is not relocatable: created without a schema (as the notify_lead migration did), it is
-- registered in public for good. Re-create it in extensions; requests still queued at that
-- moment are lost, and the scheduled run sends their leads again. Its objects live in "net"
-- either way. Where pg_net is missing (plain PostgreSQL, PGlite) nothing happens.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_net' and extnamespace = 'public'::regnamespace) then
    drop extension pg_net;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
exception when others then
  raise notice 'pg_net could not be (re)created in schema extensions (%); see docs/operating-supabase.md', sqlerrm;
end;
$$;

-- The daily event purge also trims pg_cron's run history (a row per run, kept forever by
-- pg_cron) with the same age, where pg_cron exists.
create or replace function private.purge_old_events(max_age interval default '400 days')
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  n bigint;
begin
  delete from public.site_events where created_at < now() - private.checked_event_age(max_age);
  get diagnostics n = row_count;
  if to_regclass('cron.job_run_details') is not null then
    execute 'delete from cron.job_run_details where coalesce(end_time, start_time) < $1' using now() - max_age;
  end if;
  return n;
end;
$$;
revoke all on function private.purge_old_events(interval) from public, anon, authenticated, service_role;

-- The retry schedule, with the same guard as the event purge's: pg_cron is enabled where the
-- server offers it (a failure is a notice, never a failed migration); cron.schedule replaces the
-- job of that name.
do $$
begin
  if to_regnamespace('cron') is null and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%); schedule select private.retry_lead_notifications() every 5 minutes', sqlerrm;
    end;
  end if;
  if to_regnamespace('cron') is not null then
    perform cron.schedule('notify-lead-retry', '*/5 * * * *', 'select private.retry_lead_notifications()');
  end if;
end;
$$;

commit;
