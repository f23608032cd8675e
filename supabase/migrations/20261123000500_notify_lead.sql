-- New-lead notifications (docs/decisions/0008-lead-notifications.md): every new submission asks
-- the edge function notify-lead, through pg_net, to e-mail the firm; a schedule asks again for
-- rows left unnotified; the function claims a row before sending, so a lead is e-mailed once.
--
-- Operator set-up (docs/operating-supabase.md): the Vault secrets `notify_lead_url` (the
-- function's URL) and `notify_lead_secret` (shared with the function's NOTIFY_LEAD_SECRET).
-- No secret is written here.

begin;

alter table public.form_submissions
  add column notified_at       timestamptz,
  add column notify_claimed_at timestamptz;
comment on column public.form_submissions.notified_at is
  'When the firm was e-mailed about this lead (service_role only). Null: not yet.';
comment on column public.form_submissions.notify_claimed_at is
  'When notify-lead claimed the row to e-mail it (service_role only); a stale claim may be retried.';
-- Neither column joins anon's column-level INSERT grant, and no API role but service_role has
-- UPDATE: only the notify-lead function (service role) writes them.

create index form_submissions_unnotified_idx on public.form_submissions (created_at) where notified_at is null;

-- pg_net is a Supabase extension; elsewhere (plain PostgreSQL) the migration still applies.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

-- One POST to notify-lead for one row. Reads the URL and shared secret from Vault; pg_net only
-- queues the request (sent after commit by its worker), so nothing waits on the network here.
create function private.request_lead_notification(submission_id uuid)
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
    raise warning 'notify-lead: Vault secrets notify_lead_url and notify_lead_secret are not set; lead % not sent', submission_id;
    return;
  end if;
  perform net.http_post(
    url := fn_url,
    body := jsonb_build_object('id', submission_id),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-notify-secret', fn_secret),
    timeout_milliseconds := 10000
  );
end;
$$;
revoke all on function private.request_lead_notification(uuid) from public, anon, authenticated;

-- After insert: never blocks or fails the visitor's insert (every error becomes a warning; the
-- scheduled retry picks the row up later).
create function private.queue_lead_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'spam' then
    perform private.request_lead_notification(new.id);
  end if;
  return null;
exception when others then
  raise warning 'notify-lead: could not queue lead %: % (%)', new.id, sqlerrm, sqlstate;
  return null;
end;
$$;
revoke all on function private.queue_lead_notification() from public, anon, authenticated;

create trigger form_submissions_notify_lead
  after insert on public.form_submissions
  for each row execute function private.queue_lead_notification();

-- The scheduled retry: rows older than 5 minutes, never notified, not claimed in the last 5
-- minutes (a claim older than that belongs to a run that died), from the last 7 days.
create function private.retry_lead_notifications()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead record;
  queued integer := 0;
begin
  for lead in
    select fs.id from public.form_submissions fs
    where fs.notified_at is null
      and fs.created_at < now() - interval '5 minutes'
      and fs.created_at > now() - interval '7 days'
      and (fs.notify_claimed_at is null or fs.notify_claimed_at < now() - interval '5 minutes')
      and fs.status <> 'spam'
    order by fs.created_at
    limit 50
  loop
    perform private.request_lead_notification(lead.id);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;
revoke all on function private.retry_lead_notifications() from public, anon, authenticated;

-- Every 5 minutes where pg_cron exists; elsewhere schedule it another way (see the docs).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('notify-lead-retry', '*/5 * * * *', 'select private.retry_lead_notifications()');
  else
    raise notice 'pg_cron is not available: schedule select private.retry_lead_notifications() every 5 minutes';
  end if;
end
$$;

-- Called by notify-lead with the service role (Data API rpc). Claiming is one UPDATE, so two
-- deliveries of the same lead cannot both get the row. Returns the row as JSON, or null.
create function public.claim_lead_notification(submission_id uuid)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  update public.form_submissions fs
  set notify_claimed_at = now()
  where fs.id = submission_id
    and fs.notified_at is null
    and (fs.notify_claimed_at is null or fs.notify_claimed_at < now() - interval '5 minutes')
  returning to_jsonb(fs.*);
$$;

-- sent: the firm was e-mailed (notified_at is set); otherwise the claim is released for a retry.
create function public.finish_lead_notification(submission_id uuid, sent boolean)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.form_submissions fs
  set notified_at = case when sent then now() end,
      notify_claimed_at = null
  where fs.id = submission_id and fs.notified_at is null;
$$;

revoke all on function public.claim_lead_notification(uuid) from public, anon, authenticated;
revoke all on function public.finish_lead_notification(uuid, boolean) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid) to service_role;
grant execute on function public.finish_lead_notification(uuid, boolean) to service_role;

commit;
