-- Hardening, round 4 (issue 31, "Limits"), the database side:
--   1. The insert rate limit counts an IPv6 visitor by its /64 AND by the /56 and /48 around it
--      (a /48 holds 65,536 /64s: a limit per /64 alone let one site rotate through them).
--   2. Consultation bookings are capped per contact (e-mail or phone) and per network (the /48
--      of an IPv6 address, an IPv4 address as it is): one network booked every slot of the
--      window in seconds.
-- Both apply to the API roles (anon, authenticated) only, as the rate limit always did: the
-- service role, the SQL editor and the local demo data (no request claims) are not capped.
--
-- Redefines: private.enforce_insert_rate_limit() (first in 20261122000000_init.sql; also
--    20261123000100_hardening.sql)

begin;

-- ============================================================ 1. wider IPv6 buckets
-- The prefixes around a rate-limit key: for an IPv6 /64 key (private.address_key), its /56 and
-- its /48, narrowest first; for anything else (an IPv4 address, 'unknown', an unparsable
-- header) none.
create function private.wider_prefixes(address_key text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  net inet;
begin
  begin
    net := address_key::inet;
  exception when invalid_text_representation then
    return '{}';
  end;
  if family(net) <> 6 or masklen(net) <> 64 then
    return '{}';
  end if;
  return array[network(set_masklen(net, 56))::text, network(set_masklen(net, 48))::text];
end;
$$;
revoke all on function private.wider_prefixes(text) from public, anon, authenticated, service_role;

-- The limiter of the init and hardening migrations, now with up to three buckets per insert:
--   tg_argv[0]  inserts per window for one IPv4 address or one IPv6 /64 (as before)
--   tg_argv[1]  the window
--   tg_argv[2]  inserts per window for one IPv6 /56 (default: the /64's allowance)
--   tg_argv[3]  inserts per window for one IPv6 /48 (default: the /64's allowance)
-- The buckets are counted narrowest first, so two inserts from one site take their rows in the
-- same order (no deadlock). A refused insert is rolled back with its counts, as before.
create or replace function private.enforce_insert_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims    jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role  text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  win       interval := tg_argv[1]::interval;
  allowance integer[] := array[tg_argv[0]::integer,
                               coalesce(tg_argv[2]::integer, tg_argv[0]::integer),
                               coalesce(tg_argv[3]::integer, tg_argv[0]::integer)];
  address   text;
  buckets   text[];
  win_start timestamptz;
  n         integer;
begin
  -- Only Data API traffic from browsers is throttled; service_role and direct SQL are exempt.
  if req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  win_start := to_timestamp(floor(extract(epoch from now()) / extract(epoch from win)) * extract(epoch from win));
  address := private.client_address();
  buckets := array[address] || private.wider_prefixes(address);

  for i in 1 .. cardinality(buckets) loop
    insert into private.rate_limits as rl (bucket, window_start, hits)
    values (tg_table_name || ':' || buckets[i], win_start, 1)
    on conflict (bucket, window_start) do update set hits = rl.hits + 1
    returning rl.hits into n;

    if i = 1 and n = 1 then -- first hit of a new window: forget windows older than a day
      delete from private.rate_limits where window_start < now() - interval '1 day';
    end if;

    if n > allowance[i] then
      raise sqlstate 'PGRST' using
        message = json_build_object('code', 'rate_limited', 'message', 'Too many requests, try again later')::text,
        detail  = json_build_object('status', 429,
                    'headers', json_build_object('Retry-After', extract(epoch from win)::int))::text;
    end if;
  end loop;
  return new;
end;
$$;
revoke all on function private.enforce_insert_rate_limit() from public, anon, authenticated;

-- The allowances. Who holds a prefix: a mobile phone gets one /64; a home gets a /56 or a /48
-- from its provider (RIPE-690); an organisation's site gets a /48, and so does anyone who asks a
-- free tunnel broker. So a /56 or a /48 is most often ONE subscriber -- the counterpart of one
-- IPv4 address, which has always had the /64's allowance alone, however many people share it
-- behind NAT. The wider buckets therefore give a bounded headroom, not a multiple per /64:
--
--   * Leads (10 per 10 minutes per /64): 12 per /56 and 14 per /48. Another subnet of the same
--     site is not locked out the moment one /64 used its ten, yet a whole /48 gets at most 14,
--     not 65,536 x 10: the review's 15 inserts from 15 /64s of one /48 are refused from the
--     15th. A lead refused here is not lost: rate_limited is a passing failure, the browser's
--     outbox keeps the lead and sends it once the window has passed.
--   * Events (300 per 10 minutes per /64): 600 per /56 and 1,200 per /48. Page views from many
--     people of one organisation, or of one mobile carrier's pool, are ordinary; a refused event
--     is a lost statistic, not a lost lead, and the cap still bounds a /48 at four times one
--     address instead of 65,536 times.
--
-- IPv4 stays counted per address, not per /24: an IPv4 address costs money and a /24 is 256
-- of them (a rare and expensive thing to hold), while the 256 addresses of a provider's /24
-- are as many unrelated households (or a carrier-grade NAT pool) that would lock each other out.
drop trigger form_submissions_rate_limit on public.form_submissions;
create trigger form_submissions_rate_limit
  before insert on public.form_submissions
  for each row execute function private.enforce_insert_rate_limit('10', '10 minutes', '12', '14');

drop trigger site_events_rate_limit on public.site_events;
create trigger site_events_rate_limit
  before insert on public.site_events
  for each row execute function private.enforce_insert_rate_limit('300', '10 minutes', '600', '1200');

-- ============================================================ 2. booking caps
-- Who booked from where: the network of each booking made through the API, kept only while the
-- consultation is upcoming (past ones are removed by the next booking) and deleted with the
-- lead (an erasure deletes it too). The network is an IPv6 /48 or an IPv4 address, never the
-- full IPv6 address. No API role may reach it (schema private).
create table private.booking_networks (
  submission_id     uuid primary key references public.form_submissions (id) on delete cascade,
  network           text not null,
  consultation_date date not null
);
create index booking_networks_network_idx on private.booking_networks (network, consultation_date);
create index booking_networks_date_idx on private.booking_networks (consultation_date);
alter table private.booking_networks enable row level security;
revoke all on table private.booking_networks from public, anon, authenticated, service_role;

-- How a booking's contact is compared: the e-mail lowercased, without a "+tag" in its local
-- part (ann+1@example.com is ann@example.com); the phone by its last 10 digits (+1 212 555 0100
-- is (212) 555-0100), and only when it has the 7 digits a lead needs.
create function private.booking_email_key(email text)
returns text
language sql
immutable
set search_path = ''
as $$ select nullif(regexp_replace(lower(btrim(email)), '\+[^@]*@', '@'), '') $$;
revoke all on function private.booking_email_key(text) from public, anon, authenticated, service_role;

create function private.booking_phone_key(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(d) >= 7 then right(d, 10) end
  from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) digits
$$;
revoke all on function private.booking_phone_key(text) from public, anon, authenticated, service_role;

-- The caps, on upcoming bookings (today or later, New York dates) the firm has not marked spam:
--   * 3 per contact. One person books one consultation; three leave room for a colleague booked
--     with the assistant's address, or a second meeting, but not for holding the calendar.
--   * 10 per network. The window holds about 585 slots (45 weekdays x 13); one network may hold
--     under 2% of them, so filling the calendar takes 59 networks -- 59 /48s or 59 IPv4
--     addresses -- instead of one. An organisation with more upcoming meetings than that, or a
--     visitor past a cap, is asked to call or write (src/lib/backend/messages.ts).
-- Refused like a CHECK (23514) under a constraint name of its own, which the client turns into
-- the visitor's message next to the field (never retried: a refused lead leaves the outbox).
-- Saying "this contact already has 3 bookings" to whoever types the address tells them no more
-- than that; reaching it means booking real slots from a capped network first.
-- Serialised per network and per contact (advisory locks), so parallel requests cannot both
-- take the last place.
create function private.enforce_booking_caps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_contact constant integer := 3;
  per_network constant integer := 10;
  claims    jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role  text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  today     date := (now() at time zone 'America/New_York')::date;
  email_key text := private.booking_email_key(new.email);
  phone_key text := private.booking_phone_key(new.phone);
  address   text;
  net_key   text;
  n         integer;
begin
  if new.consultation_date is null or req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  address := private.client_address();
  net_key := coalesce((private.wider_prefixes(address))[2], address);

  perform pg_advisory_xact_lock(hashtextextended('booking-network:' || net_key, 0));
  delete from private.booking_networks where consultation_date < today;
  insert into private.booking_networks (submission_id, network, consultation_date)
  values (new.id, net_key, new.consultation_date);
  select count(*) into n
  from private.booking_networks b
  join public.form_submissions s on s.id = b.submission_id
  where b.network = net_key and b.consultation_date >= today and s.status <> 'spam';
  if n > per_network then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_booking_network_cap_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_booking_network_cap_check',
            detail = format('At most %s upcoming consultations are booked online from one network.', per_network);
  end if;

  if email_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('booking-email:' || email_key, 0));
  end if;
  if phone_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('booking-phone:' || phone_key, 0));
  end if;
  -- The upcoming bookings are a few hundred rows at most (one per day and slot): the slot
  -- index finds them by date, and each is compared here.
  select count(*) into n
  from public.form_submissions s
  where s.consultation_date >= today and s.status <> 'spam'
    and (private.booking_email_key(s.email) = email_key or private.booking_phone_key(s.phone) = phone_key);
  if n > per_contact then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_booking_contact_cap_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_booking_contact_cap_check',
            detail = format('At most %s upcoming consultations are booked online for one e-mail address or phone number.', per_contact);
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_booking_caps() from public, anon, authenticated, service_role;

-- After the row is in (the network's row refers to it); a refusal rolls both back.
create trigger form_submissions_booking_caps
  after insert on public.form_submissions
  for each row execute function private.enforce_booking_caps();

commit;
