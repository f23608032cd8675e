-- Hardening, round 3 (docs/decisions/0013-hardening-round-3.md), the database side:
--   1. No relation an API role may read hands its data back through planner estimates: the
--      lead desk's search moves from an owner's-rights view to a function that refuses
--      non-admins before it reads, and no exposed table keeps planner statistics.
--   2. Rate limits key on an IPv6 address's /64 (IPv4: the address).
--   3. A consultation lies between today and 62 days ahead (New York dates); a lead needs a
--      valid e-mail or a phone with at least 7 digits.
-- Notifications (attempts, errors, the hourly cap) follow in 20261124000110.
--
-- Redefines: private.client_address() (first in 20261123000100_hardening.sql)

begin;

-- ============================================================ 1. planner estimates
-- Under row-level security PostgreSQL still plans a member's query with the table's statistics
-- wherever the operator is leakproof (=, <, >, and the prefix range of LIKE 'abc%'), so EXPLAIN
-- (and PostgREST's `Prefer: count=planned`) tells a member how many hidden rows hold a value or
-- start with a prefix. A column without statistics is estimated from fixed defaults: the
-- estimates then say nothing about what the rows hold. Exposed tables therefore keep none; the
-- lead desk's queries are planned by their indexes and ORDER BY ... LIMIT, which need none
-- (npm run bench:leads). Every new table or column readable by anon or authenticated needs
-- this call too (supabase/tests/90_planner_estimates.test.sql checks them all).
create function private.keep_no_planner_statistics(rel regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  col name;
begin
  for col in
    select a.attname from pg_catalog.pg_attribute a
    where a.attrelid = rel and a.attnum > 0 and not a.attisdropped
  loop
    execute format('alter table %s alter column %I set statistics 0', rel, col);
  end loop;
end;
$$;
revoke all on function private.keep_no_planner_statistics(regclass) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- not notified
-- The desk's "Not notified" filter and badge: the firm has not been e-mailed about the lead yet
-- (still to send, or failed). Spam is never e-mailed on purpose, so it is never "not notified".
-- Written here once; both adapters and search_leads() filter on the column.
alter table public.form_submissions
  add column unnotified boolean generated always as (notified_at is null and status <> 'spam') stored;
comment on column public.form_submissions.unnotified is
  'True while the firm has not been e-mailed about this (non-spam) lead (computed; read-only).';
-- Few leads at any time: the filter's page and count read only them.
create index form_submissions_not_notified_idx on public.form_submissions (created_at desc, id desc) where unnotified;

-- ---------------------------------------------------------------------------- search_leads()
-- The search box's reads. The lead_search view read the table with its owner's rights (so the
-- trigram index served ILIKE under RLS), and a member's EXPLAIN on it saw the owner's
-- estimates. This function checks the caller first and reads nothing for anyone but an admin;
-- a caller's EXPLAIN sees only a function call. Inside, with the owner's rights, it runs the two
-- statements PostgREST ran on the view: the page (the desk's filters, one of its three orders,
-- limit and offset) and the exact count. Each word is one `search_text ILIKE '%word%'` (LIKE
-- wildcards escaped), which the trigram index answers. Returns {"total": n, "rows": [row, ...]}.
drop view public.lead_search;

create function public.search_leads(
  search text,
  form_type text default null,
  status text default null,
  lead_source text default null,
  due_on date default null,
  not_notified boolean default false,
  sort text default 'newest',
  page_offset integer default 0,
  page_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text[];
  filter text := '';
  ordering text := case sort
    when 'newest' then 'created_at desc, id desc'
    when 'oldest' then 'created_at, id'
    when 'follow_up' then 'follow_up_on nulls last, created_at desc, id desc' end;
  total bigint;
  page jsonb;
  walk boolean;
  sorting text := current_setting('enable_sort');
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'search_leads: only admins may search leads' using errcode = '42501';
  end if;
  if char_length(search) > 500 or ordering is null or page_offset < 0 or page_limit not between 1 and 1000 then
    raise exception 'search_leads: search of at most 500 characters, sort newest, oldest or follow_up, page_offset >= 0, page_limit 1 to 1000'
      using errcode = '22023';
  end if;
  -- The words of the box: split on white space, as the client's searchWords().
  select array_agg(format('s.search_text ilike %L',
           '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%'))
  into conditions
  from (select distinct w from regexp_split_to_table(lower(coalesce(search, '')), '\s+') w where w <> '') words;
  conditions := coalesce(conditions, '{}')
    || case when form_type is not null then format('s.form_type = %L', form_type) end
    || case when status is not null then format('s.status = %L', status) end
    || case when lead_source is not null then format('s.lead_source = %L', lead_source) end
    || case when due_on is not null then format('s.follow_up_on <= %L::date', due_on) end
    || case when not_notified then 's.unnotified' end;
  conditions := array_remove(conditions, null);
  if cardinality(conditions) > 0 then
    filter := ' where ' || array_to_string(conditions, ' and ');
  end if;
  execute 'select count(*) from public.form_submissions s' || filter into total;
  -- Without column statistics (above) the planner takes every search for a rare one: it reads
  -- all the matches, then sorts them. When matches are many, walking the order's index and
  -- stopping at the page's end reads fewer rows: about rows / total * (offset + limit) of them,
  -- against total. Then sorting is switched off for the page's statement only.
  walk := total::numeric * total > (page_offset::numeric + page_limit)
    * (select greatest(c.reltuples, 0) from pg_catalog.pg_class c where c.oid = 'public.form_submissions'::regclass);
  if walk then
    perform set_config('enable_sort', 'off', true);
  end if;
  execute format('select coalesce(jsonb_agg(to_jsonb(p) order by %s), ''[]'') from (select s.* from public.form_submissions s%s order by %s limit %s offset %s) p',
                 ordering, filter, ordering, page_limit, page_offset)
    into page;
  perform set_config('enable_sort', sorting, true);
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;
revoke all on function public.search_leads(text, text, text, text, date, boolean, text, integer, integer) from public, anon, authenticated;
grant execute on function public.search_leads(text, text, text, text, date, boolean, text, integer, integer) to authenticated, service_role;

-- Every relation an API role may read, in the schemas this project owns.
do $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass from pg_catalog.pg_class c
    where c.relnamespace in ('public'::regnamespace, 'analytics'::regnamespace)
      and c.relkind in ('r', 'p', 'm')
      and (has_any_column_privilege('anon', c.oid, 'select')
           or has_any_column_privilege('authenticated', c.oid, 'select'))
  loop
    perform private.keep_no_planner_statistics(rel);
  end loop;
end;
$$;

-- ============================================================ 2. IPv6 by its /64
-- One subscriber gets a /64 (or more) and may use any of its 2^64 addresses: a limit per
-- address is no limit. The key: an IPv4 address as it is; an IPv6 address as its /64 network
-- (2001:db8:1:2::/64); an IPv4-mapped IPv6 address as the IPv4 address. A port some proxies
-- append ([2001:db8::1]:443, 203.0.113.5:8080) is dropped. Anything else is kept as it came, cut
-- to 64 characters. The chat function groups the same way (supabase/functions/chat/client-address.ts).
create function private.address_key(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  bare text := coalesce(
    substring(address from '^\[([0-9A-Fa-f:.]+)\](?::[0-9]+)?$'),
    substring(address from '^([0-9]{1,3}(?:\.[0-9]{1,3}){3}):[0-9]+$'),
    address);
  ip inet;
begin
  if address is null then
    return null;
  end if;
  begin
    ip := bare::inet;
  exception when invalid_text_representation then
    return left(address, 64);
  end;
  if family(ip) = 6 and ip << '::ffff:0.0.0.0/96'::inet then
    ip := '0.0.0.0'::inet + (ip - '::ffff:0.0.0.0'::inet);
  end if;
  if family(ip) = 4 then
    return host(ip);
  end if;
  return network(set_masklen(ip, 64))::text;
end;
$$;
revoke all on function private.address_key(text) from public, anon, authenticated, service_role;

-- As in the hardening migration; only the last line changed (the key of the address).
create or replace function private.client_address()
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
  select s.address_header, s.forwarded_hop into header, hop from private.client_address_settings s where s.id;
  if headers is not null then
    address := nullif(btrim(headers ->> header), '');
    if address is null then
      hops := string_to_array(headers ->> 'x-forwarded-for', ',');
      address := nullif(btrim(hops[cardinality(hops) + 1 - hop]), '');
    end if;
  end if;
  return coalesce(private.address_key(address), 'unknown');
end;
$$;
revoke all on function private.client_address() from public, anon, authenticated, service_role;

-- ============================================================ 3. bookings and contact
-- A visitor books between today and 62 days ahead, New York dates (the calendar offers up to
-- 61 days after the visitor's own today, which stays inside this window in every time zone).
-- A trigger, not a CHECK: the window moves with the date, and rows stored earlier stay valid.
-- It applies to the API roles (anon, authenticated); the SQL editor and service_role may record
-- any date (a booking taken by phone, an import).
create function private.check_consultation_window()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date := (now() at time zone 'America/New_York')::date;
begin
  if new.consultation_date is not null and current_user in ('anon', 'authenticated')
     and (new.consultation_date < today or new.consultation_date > today + 62) then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_consultation_window_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_consultation_window_check',
            detail = format('A consultation is booked between %s and %s (New York dates).', today, today + 62);
  end if;
  return new;
end;
$$;
revoke all on function private.check_consultation_window() from public, anon, authenticated, service_role;

create trigger form_submissions_consultation_window
  before insert on public.form_submissions
  for each row execute function private.check_consultation_window();

-- A lead the firm can answer: an e-mail (form_submissions_email_check makes it a valid one) or a
-- phone with at least 7 digits. NOT VALID first: older rows may hold a phone like "x".
alter table public.form_submissions
  drop constraint form_submissions_contact_check,
  add constraint form_submissions_contact_check
    check (email is not null or coalesce(char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7, false)) not valid;
do $$
begin
  alter table public.form_submissions validate constraint form_submissions_contact_check;
exception when check_violation then
  raise notice 'form_submissions_contact_check stays NOT VALID: older rows break it; new rows are checked';
end;
$$;

commit;
