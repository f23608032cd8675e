-- One token signer, one cron guard (issue 35's leftovers; docs/decisions/0029-visitor-managed-bookings.md).
--
-- Four HMAC-SHA-256 signers were written one by one: the chat conversation token
-- (20261128000700_chat_supervision.sql), the bot-check pass (20261128001100_bot_defence.sql), the
-- manage-booking token (20261128001300_manage_booking.sql) and the newsletter's confirm and
-- unsubscribe tokens (20261128001400_newsletter_consent.sql). They now sign and check through:
--
--   * private.token_purpose(purpose): the purposes, each with its Vault secret and how many hex
--     digits of the HMAC its tokens carry (the newsletter's links keep 32, the others 64).
--   * private.sign_token(purpose, payload): the HMAC of '<purpose>:<payload>' under the purpose's
--     secret (its UTF-8 bytes), hex. The message is the one each signer hashed before, so the
--     booking, newsletter and bot-check tokens already given keep working.
--   * private.verify_token(purpose, payload, signature): true when the signature is the
--     purpose's for that payload; compared as SHA-256 digests of both, so where they first differ
--     says nothing of the expected one. A token of one purpose is never another's (the purpose
--     is in the signed message and the keys differ).
--   * private.ensure_vault_secret(name, description): a random 32-byte key (hex) in Vault when the
--     name has none (the local backend's and the SQL tests' Vault is a plain table).
--
-- The chat key moves from the table private.chat_token_key (raw bytes, which Vault's text cannot
-- hold as they were) to the Vault secret chat_token_key: the conversation tokens keep their
-- format (64 hex digits) but those given before this migration no longer rate an answer (a
-- conversation's token is fetched with each answer, so only a conversation open across the
-- deploy is affected). The table is dropped.
--
-- The pg_cron guard (enable pg_cron where the server offers it, schedule where it exists,
-- otherwise a notice) was copied into six migrations: private.schedule_job(name, schedule,
-- command) is it, once. The purges' schedulers call it, and the fixed jobs are (re)scheduled
-- through it here (cron.schedule replaces a job of the same name).
--
-- 99_token_signer.test.sql proves it.

begin;

-- ===================================================================== Vault keys
create function private.ensure_vault_secret(secret_name text, description text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from vault.decrypted_secrets s where s.name = secret_name) then
    return;
  end if;
  if exists (select 1 from pg_catalog.pg_proc p where p.proname = 'create_secret'
             and p.pronamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = 'vault')) then
    execute 'select vault.create_secret($1, $2, $3)'
      using encode(extensions.gen_random_bytes(32), 'hex'), secret_name, description;
  elsif to_regclass('vault.secrets') is not null then
    execute 'insert into vault.secrets (name, secret) values ($1, $2) on conflict do nothing'
      using secret_name, encode(extensions.gen_random_bytes(32), 'hex');
  end if;
end;
$$;
revoke all on function private.ensure_vault_secret(text, text) from public, anon, authenticated, service_role;

select private.ensure_vault_secret('chat_token_key',
  'Key of the chat conversation tokens (a visitor''s proof that a conversation is theirs). Changing it voids every token given.');

-- ===================================================================== the signer
create function private.token_purpose(purpose text, out secret_name text, out signature_length integer)
language sql
immutable
set search_path = ''
as $$
  select p.secret_name, p.signature_length
  from (values ('chat-conversation',      'chat_token_key',       64),
               ('bot-pass',               'bot_pass_key',         64),
               ('booking',                'booking_token_key',    64),
               ('newsletter:confirm',     'newsletter_token_key', 32),
               ('newsletter:unsubscribe', 'newsletter_token_key', 32)) p(purpose, secret_name, signature_length)
  where p.purpose = token_purpose.purpose;
$$;
revoke all on function private.token_purpose(text) from public, anon, authenticated, service_role;

create function private.sign_token(purpose text, payload text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  kind record;
  key text;
begin
  select * into kind from private.token_purpose(purpose);
  if kind.secret_name is null or payload is null then
    raise exception 'sign_token: no such purpose (%), or nothing to sign', purpose using errcode = '22023';
  end if;
  key := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = kind.secret_name);
  if key is null or char_length(key) < 32 then
    raise exception 'tokens: the Vault secret % (at least 32 characters) is missing', kind.secret_name
      using errcode = '55000';
  end if;
  return left(encode(extensions.hmac(convert_to(purpose || ':' || payload, 'UTF8'), convert_to(key, 'UTF8'), 'sha256'), 'hex'),
              kind.signature_length);
end;
$$;
revoke all on function private.sign_token(text, text) from public, anon, authenticated, service_role;

create function private.verify_token(purpose text, payload text, signature text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(extensions.digest(signature, 'sha256')
                  = extensions.digest(private.sign_token(purpose, payload), 'sha256'), false);
$$;
revoke all on function private.verify_token(text, text, text) from public, anon, authenticated, service_role;

-- ===================================================================== the chat conversation token
create or replace function private.chat_token(conversation_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.sign_token('chat-conversation', conversation_id::text);
$$;

create or replace function private.chat_token_matches(conversation_id uuid, token text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.verify_token('chat-conversation', conversation_id::text, token);
$$;

drop table private.chat_token_key;

-- ===================================================================== the bot-check pass
-- A missing key refuses the pass, as before (the lead is refused, not an error).
create or replace function private.check_bot_pass(pass text, action text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(pass, ''), '.');
  expires timestamptz;
begin
  if action is null or coalesce(array_length(parts, 1), 0) <> 4
     or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or parts[3] !~ '^[0-9]{1,12}$' or parts[4] !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  begin
    if not private.verify_token('bot-pass', parts[1] || '.' || parts[2] || '.' || parts[3], parts[4]) then
      return false;
    end if;
  exception when sqlstate '55000' then
    return false;
  end;
  expires := to_timestamp(parts[3]::bigint);
  if parts[2] <> action or expires <= now() or expires > now() + interval '15 minutes' then
    return false;
  end if;
  delete from private.used_bot_passes u where u.expires_at < now();
  insert into private.used_bot_passes (id, expires_at) values (parts[1]::uuid, expires) on conflict (id) do nothing;
  return found;
end;
$$;

-- ===================================================================== the manage-booking token
create or replace function private.booking_signature(booking uuid, version integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.sign_token('booking', booking::text || ':' || version);
$$;

create or replace function private.booking_by_token(token text, lock boolean, out booking public.form_submissions, out state text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts   text[] := string_to_array(coalesce(token, ''), '.');
  wanted  uuid;
  version integer;
  latest  integer;
begin
  state := 'invalid';
  if array_length(parts, 1) is distinct from 3 or parts[1] !~ '^[0-9a-f-]{36}$' or parts[2] !~ '^[0-9]{1,9}$'
     or parts[3] !~ '^[0-9a-f]{64}$' then
    return;
  end if;
  wanted := parts[1]::uuid;
  version := parts[2]::integer;
  if not private.verify_token('booking', wanted::text || ':' || version, parts[3]) then
    return;
  end if;
  if lock then
    select * into booking from public.form_submissions fs where fs.id = wanted for update;
  else
    select * into booking from public.form_submissions fs where fs.id = wanted;
  end if;
  if booking.id is null or booking.consultation_date is null or booking.status = 'spam' then
    booking := null;
    return;
  end if;
  latest := coalesce((select bv.version from private.booking_versions bv where bv.submission_id = wanted), 0);
  state := case
    when version <> latest then 'superseded'
    when booking.consultation_status = 'cancelled' then 'cancelled'
    when booking.consultation_status <> 'booked' then 'closed'
    when now() >= private.slot_start(booking.consultation_date, booking.consultation_slot) then 'expired'
    else 'ok' end;
  if state <> 'ok' then
    booking := null;
  end if;
end;
$$;

-- ===================================================================== the newsletter's tokens
-- '<id>.<expiry, epoch seconds; 0 = none>.<32 hex digits>', signed for 'newsletter:<purpose>'.
create or replace function private.newsletter_token(purpose text, id uuid, expires_at timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select id::text || '.' || e.expiry || '.' || private.sign_token('newsletter:' || purpose, id::text || ':' || e.expiry)
  from (select coalesce(floor(extract(epoch from expires_at))::bigint, 0)::text as expiry) e;
$$;

create or replace function private.newsletter_token_id(purpose text, token text, out id uuid, out problem text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := regexp_match(coalesce(token, ''), '^([0-9a-f-]{36})\.([0-9]{1,12})\.([0-9a-f]{32})$');
  expires_at timestamptz;
begin
  if parts is null then
    problem := 'invalid';
    return;
  end if;
  expires_at := case when parts[2] = '0' then null else to_timestamp(parts[2]::bigint) end;
  if not private.verify_token('newsletter:' || purpose, parts[1]::uuid::text || ':' || parts[2], parts[3]) then
    problem := 'invalid';
  elsif expires_at < now() then
    problem := 'expired';
  else
    id := parts[1]::uuid;
  end if;
end;
$$;

-- ===================================================================== the cron guard
-- Schedules (or replaces) a pg_cron job; enables pg_cron first where the server offers it (a
-- failure is a notice, never a failed migration). The job's id, or null with a notice where
-- pg_cron is not there (plain PostgreSQL, the local backend): run the command another way.
create function private.schedule_job(job_name text, schedule text, command text)
returns bigint
language plpgsql
set search_path = ''
as $$
begin
  if to_regnamespace('cron') is null and exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%)', sqlerrm;
    end;
  end if;
  if to_regnamespace('cron') is null then
    raise notice 'pg_cron is not available: run % on the schedule % another way (job %)', command, schedule, job_name;
    return null;
  end if;
  return cron.schedule(job_name, schedule, command);
end;
$$;
revoke all on function private.schedule_job(text, text, text) from public, anon, authenticated, service_role;

create or replace function private.schedule_event_purge(run_at text default '17 3 * * *', max_age interval default '400 days')
returns bigint
language plpgsql
set search_path = ''
as $$
begin
  return private.schedule_job('purge-old-site-events', run_at,
    format('select private.purge_old_events(%L::interval)', private.checked_event_age(max_age)));
end;
$$;

create or replace function private.schedule_chat_purge(run_at text default '47 3 * * *', max_age interval default '6 years')
returns bigint
language plpgsql
set search_path = ''
as $$
begin
  return private.schedule_job('purge-old-chat-messages', run_at,
    format('select private.purge_old_chat_messages(%L::interval)', private.checked_chat_age(max_age)));
end;
$$;

-- The fixed jobs, as their migrations scheduled them (the purges keep the time an operator set).
select private.schedule_job(j.name, j.schedule, j.command)
from (values ('notify-lead-retry',  '*/5 * * * *', 'select private.retry_lead_notifications()'),
             ('publish-due-posts',  '* * * * *',   'select private.announce_due_posts()'),
             ('retry-site-rebuild', '* * * * *',   'select private.retry_site_rebuild()'),
             ('booking-reminders',  '*/5 * * * *', 'select private.send_booking_reminders()')) j(name, schedule, command);

commit;
