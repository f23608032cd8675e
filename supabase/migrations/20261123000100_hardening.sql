-- Hardening (docs/decisions/0002-backend-ports-and-rls.md, "Abuse limits"):
--   1. The per-address rate limit keys on an address the platform sets, not one the client writes.
--   2. Caps on what an anonymous visitor may store: small event metadata and details, and no lead
--      without an e-mail address or a phone number.
--   3. Retention: site events older than 400 days are deleted daily (pg_cron, where it exists).
--
-- Redefines: private.enforce_insert_rate_limit() (first in 20261122000000_init.sql)

begin;

-- ---------------------------------------------------------------------------- client address
-- The one place that says which request header carries the visitor's address. PostgREST passes
-- every header, lower-cased, in request.headers; only the ones the platform's own proxies write
-- can be trusted:
--   * address_header: a header that holds the address of whoever connected to the edge proxy and
--     that the proxy overwrites (Cloudflare's cf-connecting-ip in front of Supabase). NULL: none.
--   * forwarded_hop: otherwise, which X-Forwarded-For entry counting from the RIGHT. Every proxy
--     appends the address it saw, so entries left of those added by your own proxies are whatever
--     the client sent. 1 = the rightmost (added by the last proxy); one more per extra proxy of
--     yours that appends its own peer.
-- Change it with:  update private.client_address_settings set address_header = ..., forwarded_hop = ...;
create table private.client_address_settings (
  id             boolean primary key default true check (id), -- a single row
  address_header text default 'cf-connecting-ip' check (address_header = lower(address_header)),
  forwarded_hop  integer not null default 1 check (forwarded_hop between 1 and 10)
);
comment on table private.client_address_settings is
  'Which request header private.client_address() trusts (one row). See docs/operating-supabase.md.';
alter table private.client_address_settings enable row level security;
revoke all on table private.client_address_settings from public, anon, authenticated, service_role;
insert into private.client_address_settings default values;

-- The visitor's address for rate limiting. Without a trustworthy header every such request shares
-- one bucket ('unknown'), so a missing header slows everyone down instead of letting anyone through.
create function private.client_address()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers  jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  header   text;
  hop      integer;
  hops     text[];
  address  text;
begin
  -- Without the settings row nothing is trusted: every request then shares the one bucket.
  select s.address_header, s.forwarded_hop into header, hop from private.client_address_settings s where s.id;
  if headers is not null then
    address := nullif(btrim(headers ->> header), '');
    if address is null then
      hops := string_to_array(headers ->> 'x-forwarded-for', ',');
      address := nullif(btrim(hops[cardinality(hops) + 1 - hop]), '');
    end if;
  end if;
  -- An IPv6 address has at most 45 characters; anything longer is not worth a long bucket key.
  return coalesce(left(address, 64), 'unknown');
end;
$$;
revoke all on function private.client_address() from public, anon, authenticated, service_role;

-- Same limiter as before; only the address it keys on changed.
create or replace function private.enforce_insert_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims    jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role  text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  max_hits  integer := tg_argv[0]::integer;
  win       interval := tg_argv[1]::interval;
  win_start timestamptz;
  n         integer;
begin
  -- Only Data API traffic from browsers is throttled; service_role and direct SQL are exempt.
  if req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  win_start := to_timestamp(floor(extract(epoch from now()) / extract(epoch from win)) * extract(epoch from win));

  insert into private.rate_limits as rl (bucket, window_start, hits)
  values (tg_table_name || ':' || private.client_address(), win_start, 1)
  on conflict (bucket, window_start) do update set hits = rl.hits + 1
  returning rl.hits into n;

  if n = 1 then -- first hit of a new window: forget windows older than a day
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;

  if n > max_hits then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many requests, try again later')::text,
      detail  = json_build_object('status', 429,
                  'headers', json_build_object('Retry-After', extract(epoch from win)::int))::text;
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_insert_rate_limit() from public, anon, authenticated;

-- ---------------------------------------------------------------------------- caps
-- EVENT_LIMITS and the submission schema in src/lib/backend. Event metadata is measured as
-- jsonb prints it (a space after every ':' and ','); the client measures the same way.
-- NOT VALID: older rows may exceed the new caps (retention removes old events); new rows are checked.
alter table public.site_events
  drop constraint site_events_details_check,
  add constraint site_events_details_check check (char_length(details) <= 1000) not valid,
  drop constraint site_events_metadata_check,
  add constraint site_events_metadata_check check (jsonb_typeof(metadata) = 'object'
    and octet_length(metadata::text) <= 2048) not valid;

-- A lead the firm cannot answer is of no use: an e-mail address or a (non-blank) phone number.
-- coalesce: a CHECK that is NULL passes, and "phone ~ ..." is NULL when phone is.
alter table public.form_submissions
  add constraint form_submissions_contact_check
  check (email is not null or coalesce(phone ~ '\S', false)) not valid;

-- Validate where the existing rows allow it (a fresh project always does).
do $$
declare
  c record;
begin
  for c in select conrelid::regclass as tbl, conname from pg_constraint
           where conname in ('site_events_details_check', 'site_events_metadata_check', 'form_submissions_contact_check')
             and connamespace = 'public'::regnamespace and not convalidated loop
    begin
      execute format('alter table %s validate constraint %I', c.tbl, c.conname);
    exception when check_violation then
      raise notice '% stays NOT VALID: older rows break it; new rows are checked', c.conname;
    end;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------- retention
create function private.checked_event_age(max_age interval)
returns interval
language plpgsql
immutable
set search_path = ''
as $$
begin
  if max_age is null or max_age < interval '1 day' then
    raise exception 'max_age must be at least 1 day, got %', coalesce(max_age::text, 'null')
      using errcode = '22023';
  end if;
  return max_age;
end;
$$;
revoke all on function private.checked_event_age(interval) from public, anon, authenticated, service_role;

-- Deletes site events older than max_age; returns how many.
create function private.purge_old_events(max_age interval default '400 days')
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  n bigint;
begin
  delete from public.site_events where created_at < now() - private.checked_event_age(max_age);
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function private.purge_old_events(interval) from public, anon, authenticated, service_role;

-- (Re)schedules the daily purge under one job name; returns the pg_cron job id, or NULL (with a
-- notice) where pg_cron is not enabled. Change the time or age by calling it again.
create function private.schedule_event_purge(run_at text default '17 3 * * *', max_age interval default '400 days')
returns bigint
language plpgsql
set search_path = ''
as $$
begin
  if to_regnamespace('cron') is null then
    raise notice 'pg_cron is not enabled: old site events are not purged automatically';
    return null;
  end if;
  return cron.schedule('purge-old-site-events', run_at,
    format('select private.purge_old_events(%L::interval)', private.checked_event_age(max_age)));
end;
$$;
revoke all on function private.schedule_event_purge(text, interval) from public, anon, authenticated, service_role;

-- Enable pg_cron where the server offers it (Supabase does), then schedule. Plain PostgreSQL
-- without the extension (the test cluster) applies this migration all the same.
do $$
begin
  if to_regnamespace('cron') is null and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%); enable it, then run select private.schedule_event_purge();', sqlerrm;
    end;
  end if;
  perform private.schedule_event_purge();
end;
$$;

commit;
