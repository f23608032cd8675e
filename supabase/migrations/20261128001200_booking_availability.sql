-- Availability the firm sets (issue 35, item 4, and item 6's per-address booking cap).
--
--   1. The rules. Days off (public.consultation_days_off; the US federal holidays offered as a
--      preset), a minimum notice in business days (default 1: a slot is booked on the next
--      business day at the earliest) and a buffer between consultations in minutes (default 0)
--      kept in the firm's settings row (private.firm_settings, 20261128000950_firm_settings.sql).
--      Admins change them through the functions below (audited); admins and compliance read them.
--   2. One rule, in SQL. private.closed_consultation_slots(from, to, ignoring) says which slots
--      may not be booked; private.consultation_slot_open(day, slot, ignoring) asks it about one
--      slot. The insert check (private.check_consultation_window) and a reschedule
--      (20261128001300_manage_booking.sql) call the latter; public.taken_consultation_slots, which
--      the booking form's calendar and time list read, reports every closed slot of the window, so
--      the client offers only open ones and never repeats the rules.
--   3. A cap per address: the tenth booking made in one day (New York) for one e-mail address
--      (lowercased, without a "+tag", as the other booking caps compare it) is refused.
--
-- A live booking takes its slot: a row with a day and slot, not marked spam and not cancelled.
-- consultation_status comes with 20261128001300_manage_booking.sql (after this file); it is read
-- from the row's JSON so the rule holds before and after that column exists.
--
-- Redefines: public.taken_consultation_slots(date, date) (first in 20261123000400_bookings.sql:
--    same signature and grants, closed slots instead of booked ones), private.check_consultation_window()
--    (first in 20261124000100_hardening_round3.sql: SECURITY DEFINER now, the API role read from
--    the request's claims as the booking caps do; also refuses a closed slot).

begin;

-- ============================================================================ 1. the rules
alter table private.firm_settings
  add column booking_notice_days integer not null default 1
    constraint firm_settings_booking_notice_check check (booking_notice_days between 0 and 10),
  add column booking_buffer_minutes integer not null default 0
    constraint firm_settings_booking_buffer_check check (booking_buffer_minutes between 0 and 120);
comment on column private.firm_settings.booking_notice_days is
  'Business days of notice a consultation needs: 0 = a later slot of today, 1 = the next business day (public.set_booking_rules).';
comment on column private.firm_settings.booking_buffer_minutes is
  'Minutes kept free between two consultations (public.set_booking_rules).';

create table public.consultation_days_off (
  day      date primary key,
  reason   text not null constraint consultation_days_off_reason_check
             check (char_length(reason) between 1 and 80 and reason ~ '\S'),
  added_at timestamptz not null default now(),
  added_by uuid
);
comment on table public.consultation_days_off is
  'Days the firm takes no consultation: written only by the availability functions, read by admins and compliance.';
alter table public.consultation_days_off enable row level security;
revoke all on table public.consultation_days_off from public, anon, authenticated, service_role;
grant select on table public.consultation_days_off to authenticated; -- admins and compliance (policy)
create policy "consultation_days_off: admins and compliance read"
  on public.consultation_days_off for select to authenticated
  using ((select private.can_review()));
-- As every column of a readable relation: no planner statistics.
do $$ begin perform private.keep_no_planner_statistics('public.consultation_days_off'); end $$;

-- The observed US federal holidays falling in a year (5 U.S.C. 6103; a Saturday holiday is kept
-- on the Friday before, a Sunday one on the Monday after, so New Year's Day of the next year may
-- fall on December 31).
create function private.us_federal_holidays(year integer)
returns table (day date, name text)
language sql
immutable
set search_path = ''
as $$
  with fixed(month, dom, name) as (values
      (1, 1, 'New Year''s Day'), (6, 19, 'Juneteenth'), (7, 4, 'Independence Day'),
      (11, 11, 'Veterans Day'), (12, 25, 'Christmas Day')),
    nth(month, isodow, n, name) as (values -- n = -1: the last of the month
      (1, 1, 3, 'Martin Luther King Jr. Day'), (2, 1, 3, 'Presidents Day'), (5, 1, -1, 'Memorial Day'),
      (9, 1, 1, 'Labor Day'), (10, 1, 2, 'Columbus Day'), (11, 4, 4, 'Thanksgiving Day')),
    actual(day, name) as (
      select make_date(y, f.month, f.dom), f.name from fixed f, unnest(array[year, year + 1]) y
      union all
      select case when n.n > 0
               then m.first_day + ((n.isodow - extract(isodow from m.first_day)::int + 7) % 7) + 7 * (n.n - 1)
               else m.last_day - ((extract(isodow from m.last_day)::int - n.isodow + 7) % 7) end, n.name
      from nth n,
           lateral (select make_date(year, n.month, 1) as first_day,
                           (make_date(year, n.month, 1) + interval '1 month' - interval '1 day')::date as last_day) m)
  select observed, a.name
  from actual a,
       lateral (select case extract(isodow from a.day) when 6 then a.day - 1 when 7 then a.day + 1
                       else a.day end as observed) o
  where extract(year from observed) = year
  order by observed
$$;
revoke all on function private.us_federal_holidays(integer) from public, anon, authenticated, service_role;

-- ======================================================================= 2. one rule, in SQL
create function private.consultation_slot_names()
returns text[]
language sql
immutable
set search_path = ''
-- The 13 slots of the CHECK form_submissions_consultation_slot_check, in the day's order.
as $$ select array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
                   '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM'] $$;
revoke all on function private.consultation_slot_names() from public, anon, authenticated, service_role;

-- The first day a visitor may book: today (New York) without notice; else the notice-th business
-- day (a weekday that is not a day off) after today.
create function private.earliest_consultation_day()
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today  date := (now() at time zone 'America/New_York')::date;
  notice integer := coalesce((select s.booking_notice_days from private.firm_settings s where s.id), 1);
  d      date := today;
  n      integer := 0;
begin
  while n < notice and d < today + 400 loop
    d := d + 1;
    if extract(isodow from d) < 6
       and not exists (select 1 from public.consultation_days_off o where o.day = d) then
      n := n + 1;
    end if;
  end loop;
  return d;
end;
$$;
revoke all on function private.earliest_consultation_day() from public, anon, authenticated, service_role;

-- Every slot of the days from .. to that may not be booked, and why not matters to no one: a
-- weekend, outside today .. today + 62 (New York), before the minimum notice allows, a slot that
-- has begun, a day off, or within 30 minutes (a consultation) plus the buffer of the start of a
-- live booking other than `ignoring` (with no buffer: the same slot only).
create function private.closed_consultation_slots(from_date date, to_date date, ignoring uuid default null)
returns table (date date, time_slot text)
language sql
stable
security definer
set search_path = ''
as $$
  with rules as (
    select (now() at time zone 'America/New_York') as ny_now,
           (now() at time zone 'America/New_York')::date as today,
           private.earliest_consultation_day() as earliest,
           coalesce((select s.booking_buffer_minutes from private.firm_settings s where s.id), 0) as buffer),
  candidates as (
    select d::date as day, s.slot, s.ord
    from generate_series(from_date, to_date, interval '1 day') d
    cross join unnest(private.consultation_slot_names()) with ordinality s(slot, ord))
  select c.day, c.slot
  from candidates c, rules r
  where extract(isodow from c.day) >= 6
     or c.day < r.today or c.day > r.today + 62 or c.day < r.earliest
     or c.day + c.slot::time <= r.ny_now
     or exists (select 1 from public.consultation_days_off o where o.day = c.day)
     or exists (
       select 1 from public.form_submissions fs
       where fs.consultation_date = c.day
         and fs.status <> 'spam'
         and coalesce(to_jsonb(fs) ->> 'consultation_status', 'booked') <> 'cancelled'
         and fs.id is distinct from ignoring
         and abs(extract(epoch from fs.consultation_slot::time - c.slot::time)) < (30 + r.buffer) * 60)
  order by c.day, c.ord
$$;
revoke all on function private.closed_consultation_slots(date, date, uuid) from public, anon, authenticated, service_role;

-- Whether a visitor may book (or move the booking `ignoring` to) this New York day and slot.
-- SECURITY DEFINER: the rule reads the bookings, which visitors cannot; it answers true or false.
-- No API role executes it.
create function private.consultation_slot_open(on_date date, slot text, ignoring uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select on_date is not null and slot = any (private.consultation_slot_names())
     and not exists (select 1 from private.closed_consultation_slots(on_date, on_date, ignoring) c
                     where c.time_slot = slot)
$$;
revoke all on function private.consultation_slot_open(date, text, uuid) from public, anon, authenticated, service_role;

-- Whoever checks a slot and then takes it (the insert check, a reschedule) holds this lock of the
-- day first, until the transaction ends: two bookings of one day cannot both pass the buffer.
create function private.lock_consultation_day(on_date date)
returns void
language sql
volatile
set search_path = ''
as $$ select pg_advisory_xact_lock(hashtextextended('consultation-day:' || on_date, 0)) $$;
revoke all on function private.lock_consultation_day(date) from public, anon, authenticated, service_role;

-- The slots the booking form may not offer between two days (at most 62): the closed weekday
-- slots of the booking window (today .. today + 62, New York). Same name, signature and result
-- as before; the calendar disables a day whose 13 slots are all listed.
create or replace function public.taken_consultation_slots(from_date date, to_date date)
returns table (date date, time_slot text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  today date := (now() at time zone 'America/New_York')::date;
begin
  if from_date is null or to_date is null or to_date < from_date then
    raise exception 'taken_consultation_slots: from_date and to_date are required, from_date <= to_date'
      using errcode = '22023';
  end if;
  if to_date - from_date >= 62 then
    raise exception 'taken_consultation_slots: at most 62 days per call (asked for %)', to_date - from_date + 1
      using errcode = '22023';
  end if;
  return query
    select c.date, c.time_slot
    from private.closed_consultation_slots(greatest(from_date, today), least(to_date, today + 62)) c
    where extract(isodow from c.date) < 6
    order by 1, 2;
end;
$$;

-- The insert check: for the API roles, the window's own refusal (as before), then a closed slot
-- is refused like a slot taken first, by the slot index's name, so the form says "That time was
-- just booked" and offers the open ones (src/lib/submissions/slot-conflict.ts). Left to the
-- table's CHECKs: a weekend or a slot not among the 13. Left to its key: a repeated client_id (a
-- retried save already stored). Serialised per day, so a buffer cannot be broken by two visitors
-- at once. The SQL editor, the service role and the demo data (no API claims) are not checked.
create or replace function private.check_consultation_window()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims   jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  today    date := (now() at time zone 'America/New_York')::date;
begin
  if new.consultation_date is null or req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.consultation_date < today or new.consultation_date > today + 62 then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_consultation_window_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_consultation_window_check',
            detail = format('A consultation is booked between %s and %s (New York dates).', today, today + 62);
  end if;
  if extract(isodow from new.consultation_date) >= 6
     or not (new.consultation_slot = any (private.consultation_slot_names()))
     or exists (select 1 from public.form_submissions s where s.client_id = new.client_id) then
    return new;
  end if;
  perform private.lock_consultation_day(new.consultation_date);
  if not private.consultation_slot_open(new.consultation_date, new.consultation_slot) then
    raise exception 'duplicate key value violates unique constraint "form_submissions_consultation_slot_key"'
      using errcode = '23505', table = 'form_submissions', constraint = 'form_submissions_consultation_slot_key',
            detail = 'This day and time cannot be booked: taken, too close to another consultation, a day off or too soon.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_consultation_window() from public, anon, authenticated, service_role;

-- ============================================================= 3. a cap per e-mail address
-- Counted on every booking made in the day, kept or not (cancelled, marked spam): one address
-- booking and cancelling all day is refused too. Refused like a CHECK under a name of its own
-- (src/lib/backend/booking-caps.ts says it in the visitor's words); nothing is stored, so no
-- e-mail is sent.
create function private.enforce_booking_daily_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_day   constant integer := 10;
  claims    jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  req_role  text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  email_key text := private.booking_email_key(new.email);
  day_start timestamptz := ((now() at time zone 'America/New_York')::date)::timestamp at time zone 'America/New_York';
  n         integer;
begin
  if new.consultation_date is null or email_key is null
     or req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking-email:' || email_key, 0));
  select count(*) into n
  from public.form_submissions s
  where s.created_at >= day_start and s.consultation_date is not null
    and private.booking_email_key(s.email) = email_key;
  if n >= per_day then
    raise exception 'new row for relation "form_submissions" violates check constraint "form_submissions_booking_daily_cap_check"'
      using errcode = '23514', table = 'form_submissions', constraint = 'form_submissions_booking_daily_cap_check',
            detail = format('At most %s consultations a day are booked online for one e-mail address.', per_day - 1);
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_booking_daily_cap() from public, anon, authenticated, service_role;

create trigger form_submissions_booking_daily_cap
  after insert on public.form_submissions
  for each row execute function private.enforce_booking_daily_cap();

-- ============================================================= 4. reading and changing them
-- Admins and compliance: the notice, the buffer and the days off from today on.
create function public.booking_availability()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role('booking_availability', array['admin', 'compliance']::public.app_role[], 'compliance and admins');
  return jsonb_build_object(
    'notice_days', coalesce((select s.booking_notice_days from private.firm_settings s where s.id), 1),
    'buffer_minutes', coalesce((select s.booking_buffer_minutes from private.firm_settings s where s.id), 0),
    'days_off', coalesce((select jsonb_agg(jsonb_build_object('day', o.day, 'reason', o.reason) order by o.day)
                          from public.consultation_days_off o
                          where o.day >= (now() at time zone 'America/New_York')::date), '[]'::jsonb));
end;
$$;

create function public.set_booking_rules(notice_days integer, buffer_minutes integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set_booking_rules');
  if notice_days is null or notice_days not between 0 and 10 then
    raise exception 'set_booking_rules: the notice is 0 to 10 business days' using errcode = '22023';
  end if;
  if buffer_minutes is null or buffer_minutes not between 0 and 120 then
    raise exception 'set_booking_rules: the buffer is 0 to 120 minutes' using errcode = '22023';
  end if;
  update private.firm_settings s
     set booking_notice_days = notice_days, booking_buffer_minutes = buffer_minutes,
         changed_at = now(), changed_by = (select auth.uid())
   where s.id and (s.booking_notice_days, s.booking_buffer_minutes) is distinct from (notice_days, buffer_minutes);
  return jsonb_build_object('notice_days', notice_days, 'buffer_minutes', buffer_minutes, 'changed', found);
end;
$$;

create function public.add_consultation_day_off(day date, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('add_consultation_day_off');
  if day is null or day < (now() at time zone 'America/New_York')::date then
    raise exception 'add_consultation_day_off: a day from today on' using errcode = '22023';
  end if;
  if reason is null or btrim(reason) !~ '\S' or char_length(btrim(reason)) > 80 then
    raise exception 'add_consultation_day_off: say why in at most 80 characters' using errcode = '22023';
  end if;
  insert into public.consultation_days_off as o (day, reason, added_by)
  values (day, btrim(reason), (select auth.uid()))
  on conflict on constraint consultation_days_off_pkey do update set reason = excluded.reason
    where o.reason is distinct from excluded.reason;
  return jsonb_build_object('day', day, 'reason', btrim(reason));
end;
$$;

create function public.remove_consultation_day_off(day date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('remove_consultation_day_off');
  delete from public.consultation_days_off o where o.day = remove_consultation_day_off.day;
  return jsonb_build_object('day', day, 'removed', found);
end;
$$;

-- The preset: a year's observed federal holidays from today on, those already set left as they are.
create function public.add_federal_holidays(year integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := extract(year from (now() at time zone 'America/New_York'))::integer;
  added     integer;
begin
  perform private.require_admin('add_federal_holidays');
  if year is null or year not between this_year and this_year + 1 then
    raise exception 'add_federal_holidays: this year or next' using errcode = '22023';
  end if;
  insert into public.consultation_days_off (day, reason, added_by)
  select h.day, h.name, (select auth.uid())
  from private.us_federal_holidays(year) h
  where h.day >= (now() at time zone 'America/New_York')::date
  on conflict on constraint consultation_days_off_pkey do nothing;
  get diagnostics added = row_count;
  return jsonb_build_object('year', year, 'added', added);
end;
$$;

revoke all on function public.booking_availability(), public.set_booking_rules(integer, integer),
  public.add_consultation_day_off(date, text), public.remove_consultation_day_off(date),
  public.add_federal_holidays(integer) from public, anon, authenticated, service_role;
grant execute on function public.booking_availability(), public.set_booking_rules(integer, integer),
  public.add_consultation_day_off(date, text), public.remove_consultation_day_off(date),
  public.add_federal_holidays(integer) to authenticated;

-- ======================================================================== 5. the audit
-- Every change, whoever makes it (the functions above or the SQL editor).
create function private.audit_booking_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('availability.rules', null, jsonb_build_object(
    'notice_days', new.booking_notice_days, 'buffer_minutes', new.booking_buffer_minutes,
    'previous_notice_days', old.booking_notice_days, 'previous_buffer_minutes', old.booking_buffer_minutes));
  return null;
end;
$$;
revoke all on function private.audit_booking_rules() from public, anon, authenticated, service_role;
create trigger firm_settings_booking_rules_audit
  after update on private.firm_settings
  for each row
  when ((old.booking_notice_days, old.booking_buffer_minutes) is distinct from (new.booking_notice_days, new.booking_buffer_minutes))
  execute function private.audit_booking_rules();

create function private.audit_day_off()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.audit('availability.day_off', old.day::text,
      jsonb_build_object('day', old.day, 'reason', old.reason, 'change', 'removed'));
  else
    perform private.audit('availability.day_off', new.day::text,
      jsonb_build_object('day', new.day, 'reason', new.reason, 'change', case tg_op when 'INSERT' then 'added' else 'changed' end));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_day_off() from public, anon, authenticated, service_role;
create trigger consultation_days_off_audit
  after insert or update or delete on public.consultation_days_off
  for each row execute function private.audit_day_off();

commit;
