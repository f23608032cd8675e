-- Bot defence, server-verified (issue 35, item 1; docs/decisions/0028-bot-defence.md).
--
-- A public form's lead is accepted only with a pass: the edge function `bot-check` verifies the
-- visitor's Cloudflare Turnstile token (siteverify with the secret: the token used once, the
-- site's hostname, the form's action) and answers a short-lived pass signed with the Vault secret
-- `bot_pass_key` (the function holds the same value as BOT_PASS_SECRET):
--
--     <pass id (uuid)>.<action>.<expires, epoch seconds>.<hex HMAC-SHA-256 of "bot-pass:<id>.<action>.<expires>">
--
-- The pass travels with the row as `metadata.bot_pass`; the trigger below takes it out before the
-- row is written, so no role ever reads it back. It is checked here, in the insert's transaction:
-- a valid signature, not expired, issued for this form (the action is the row's form type), and
-- used once (private.used_bot_passes; a failed insert rolls the use back with it).
--
--   * private.firm_settings.bot_check_required: on for a Supabase project; the local demo starts
--     with it off (supabase/local/prelude.sql sets local_demo.bot_check_required). A missing row
--     means required.
--   * private.check_bot_pass(pass, action), private.bot_check_required(),
--     private.bot_check_passed(submission): for other migrations (the newsletter's sign-ups, the
--     visitor e-mails); no API role executes them.
--   * A repeat of a stored lead's client_id is not checked: it fails on the unique key as before
--     (the outbox's retried save reads "already stored"), whatever pass it carries.
--   * The accepted row keeps `metadata.bot_check = 'passed'` when its pass was checked (a client
--     cannot set it: the trigger overwrites the key).

begin;

-- ---------------------------------------------------------------------------- the secret
-- Supabase Vault holds it. A project that lacks it gets a random one here (copy it to the
-- function: docs/operating-supabase.md); the local backend's prelude seeds its own.
do $$
begin
  if not exists (select 1 from vault.decrypted_secrets where name = 'bot_pass_key')
     and exists (select 1 from pg_catalog.pg_proc p where p.proname = 'create_secret'
                 and p.pronamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = 'vault')) then
    execute 'select vault.create_secret($1, $2, $3)'
      using encode(extensions.gen_random_bytes(32), 'hex'), 'bot_pass_key',
            'Key of the passes the bot-check edge function issues (its BOT_PASS_SECRET holds the same value).';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------- the setting
alter table private.firm_settings
  add column bot_check_required boolean not null
    default coalesce(nullif(current_setting('local_demo.bot_check_required', true), '')::boolean, true);
alter table private.firm_settings alter column bot_check_required set default true;
comment on column private.firm_settings.bot_check_required is
  'A public form''s lead needs a pass from the bot-check function (Cloudflare Turnstile, verified by the server).';

create function private.bot_check_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.bot_check_required from private.firm_settings s where s.id), true);
$$;
revoke all on function private.bot_check_required() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- used passes
create table private.used_bot_passes (
  id         uuid        primary key,
  expires_at timestamptz not null
);
create index used_bot_passes_expires_idx on private.used_bot_passes (expires_at);
alter table private.used_bot_passes enable row level security;
revoke all on table private.used_bot_passes from public, anon, authenticated, service_role;
comment on table private.used_bot_passes is
  'Passes already used (private.check_bot_pass), kept until they expire: a pass is used once.';

-- True once per valid pass for this action. The function issues passes for 10 minutes; one said
-- to last longer than 15 is refused.
create function private.check_bot_pass(pass text, action text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'bot_pass_key');
  parts text[] := string_to_array(coalesce(pass, ''), '.');
  pass_id uuid;
  expires timestamptz;
  expected text;
begin
  if key is null or char_length(key) < 32 or action is null or coalesce(array_length(parts, 1), 0) <> 4
     or parts[1] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or parts[3] !~ '^[0-9]{1,12}$' or parts[4] !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  expected := encode(extensions.hmac(convert_to('bot-pass:' || parts[1] || '.' || parts[2] || '.' || parts[3], 'UTF8'),
                                     convert_to(key, 'UTF8'), 'sha256'), 'hex');
  -- Compared as HMACs of both: where they first differ says nothing of the expected signature.
  if extensions.hmac(parts[4], key, 'sha256') <> extensions.hmac(expected, key, 'sha256') then
    return false;
  end if;
  expires := to_timestamp(parts[3]::bigint);
  if parts[2] <> action or expires <= now() or expires > now() + interval '15 minutes' then
    return false;
  end if;
  pass_id := parts[1]::uuid;
  delete from private.used_bot_passes u where u.expires_at < now();
  insert into private.used_bot_passes (id, expires_at) values (pass_id, expires) on conflict (id) do nothing;
  return found;
end;
$$;
revoke all on function private.check_bot_pass(text, text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- the lead's check
create function private.check_lead_bot_pass()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pass     text := new.metadata ->> 'bot_pass';
  claims   jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
begin
  new.metadata := coalesce(new.metadata, '{}'::jsonb) - 'bot_pass' - 'bot_check';
  -- Browsers' Data API traffic only (as the rate limit): service_role and direct SQL need no pass.
  if req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  -- A retried save of a stored lead fails on the unique key, as before.
  if exists (select 1 from public.form_submissions f where f.client_id = new.client_id) then
    return new;
  end if;
  if pass is not null and private.check_bot_pass(pass, new.form_type::text) then
    new.metadata := new.metadata || '{"bot_check": "passed"}'::jsonb;
  elsif private.bot_check_required() then
    raise exception 'bot_check: the form''s challenge was not passed (no pass, or one forged, expired, used or for another form)'
      using errcode = '42501', hint = 'Ask the bot-check function for a fresh pass and send again.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_lead_bot_pass() from public, anon, authenticated, service_role;

create trigger form_submissions_bot_check
  before insert on public.form_submissions
  for each row execute function private.check_lead_bot_pass();

-- Whether a lead's challenge passed (or none was required): visitor e-mails wait on it.
create function private.bot_check_passed(submission public.form_submissions)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(submission.metadata ->> 'bot_check', '') = 'passed' or not private.bot_check_required();
$$;
revoke all on function private.bot_check_passed(public.form_submissions) from public, anon, authenticated, service_role;

commit;
