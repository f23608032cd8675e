-- Consultations the visitor manages (issue 35, item 3 and item 6's booking cases).
--
--   1. public.consultation_status: a booking is booked, cancelled, attended or no_show. The column
--      is set on every booking (a row with a consultation date) and null on every other row; the
--      visitor never writes it (a trigger sets 'booked' on insert).
--   2. A cancelled booking frees its slot: the double-booking index leaves cancelled rows out.

-- ================================================================ 1. the status of a booking
create type public.consultation_status as enum ('booked', 'cancelled', 'attended', 'no_show');

alter table public.form_submissions add column consultation_status public.consultation_status;
update public.form_submissions set consultation_status = 'booked' where consultation_date is not null;
alter table public.form_submissions add constraint form_submissions_consultation_status_check
  check ((consultation_status is null) = (consultation_date is null));
-- As every column of a readable relation: no planner statistics (private.keep_no_planner_statistics).
alter table public.form_submissions alter column consultation_status set statistics 0;
comment on column public.form_submissions.consultation_status is
  'A booking''s state: booked, cancelled (slot freed), attended or no_show; null on rows without a booking.';

-- Whatever an insert carries, a new booking is booked and any other row has no status.
create function private.set_consultation_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.consultation_status := case when new.consultation_date is not null then 'booked' end;
  return new;
end;
$$;
revoke all on function private.set_consultation_status() from public, anon, authenticated, service_role;

create trigger form_submissions_consultation_status
  before insert on public.form_submissions
  for each row execute function private.set_consultation_status();

-- ========================================================= 2. a cancelled booking frees its slot
drop index public.form_submissions_consultation_slot_key;
-- The client tells a taken slot from a repeated client_id by this name (both are 23505).
create unique index form_submissions_consultation_slot_key
  on public.form_submissions (consultation_date, consultation_slot)
  where status <> 'spam' and consultation_status <> 'cancelled';

-- ============================================================== 3. the visitor's manage token
-- The key: Supabase Vault holds it (as the erasure tombstone's). A project that lacks it gets a
-- random one here; where Vault is the local stand-in (a plain table), the key is written there.
do $$
begin
  if not exists (select 1 from vault.decrypted_secrets where name = 'booking_token_key') then
    if exists (select 1 from pg_catalog.pg_proc p where p.proname = 'create_secret'
               and p.pronamespace = (select n.oid from pg_catalog.pg_namespace n where n.nspname = 'vault')) then
      execute 'select vault.create_secret($1, $2, $3)'
        using encode(extensions.gen_random_bytes(32), 'hex'), 'booking_token_key',
              'Key of the HMAC of the visitors'' manage-booking links. Changing it voids every link sent.';
    elsif to_regclass('vault.secrets') is not null then
      execute 'insert into vault.secrets (name, secret) values ($1, $2) on conflict do nothing'
        using 'booking_token_key', encode(extensions.gen_random_bytes(32), 'hex');
    end if;
  end if;
end;
$$;

-- A booking's version: each cancel or reschedule raises it, so a link given before is void.
create table private.booking_versions (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  version       integer not null default 0
);
revoke all on table private.booking_versions from public, anon, authenticated, service_role;

-- When a slot starts: the New York day and clock time as an instant.
create function private.slot_start(on_date date, slot text)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select ((on_date + make_time(split_part(slot, ':', 1)::int % 12 + case when slot like '%PM' then 12 else 0 end,
                               left(split_part(slot, ':', 2), 2)::int, 0))
          at time zone 'America/New_York');
$$;
revoke all on function private.slot_start(date, text) from public, anon, authenticated, service_role;

create function private.booking_signature(booking uuid, version integer)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'booking_token_key');
begin
  if key is null or char_length(key) < 32 then
    raise exception 'manage booking: the Vault secret booking_token_key (at least 32 characters) is missing'
      using errcode = '55000';
  end if;
  return encode(extensions.hmac(convert_to(format('booking:%s:%s', booking, version), 'UTF8'),
                                convert_to(key, 'UTF8'), 'sha256'), 'hex');
end;
$$;
revoke all on function private.booking_signature(uuid, integer) from public, anon, authenticated, service_role;

-- The token: <booking id>.<version>.<HMAC-SHA256 of both, hex>. It expires when the slot starts
-- (checked against the booking's current slot, which the signature's version pins).
create function private.booking_token(booking uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s.%s.%s', booking, v.version, private.booking_signature(booking, v.version))
  from (select coalesce((select bv.version from private.booking_versions bv where bv.submission_id = booking), 0) as version) v;
$$;
revoke all on function private.booking_token(uuid) from public, anon, authenticated, service_role;

-- The booking a token names, or why not: 'invalid' (malformed, altered, unknown), 'superseded'
-- (issued before a change), 'cancelled', 'closed' (attended / no-show), 'expired' (the slot began).
-- Locks the row when asked (a change follows).
create function private.booking_by_token(token text, lock boolean, out booking public.form_submissions, out state text)
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
  -- The HMACs of the given and the expected signature are compared: the time says nothing of it.
  if extensions.digest(parts[3], 'sha256') <> extensions.digest(private.booking_signature(wanted, version), 'sha256') then
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
revoke all on function private.booking_by_token(text, boolean) from public, anon, authenticated, service_role;

-- ============================================================== 4. the e-mails
-- The site's address for links: the Vault secret site_origin (e.g. https://www.example.com), set by
-- the operator; without it a link is the site-relative path (the local Mailbox opens it as is).
create function private.manage_booking_link(booking uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(rtrim((select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'site_origin'), '/'), '')
         || '/manage-booking?token=' || private.booking_token(booking);
$$;
revoke all on function private.manage_booking_link(uuid) from public, anon, authenticated, service_role;

create function private.booking_when(on_date date, slot text)
returns text
language sql
immutable
set search_path = ''
as $$ select format('%s at %s New York time', to_char(on_date, 'FMDay, FMMonth FMDD, YYYY'), slot) $$;
revoke all on function private.booking_when(date, text) from public, anon, authenticated, service_role;

-- The calendar file (RFC 5545) of a booking: 30 minutes from the slot's start, in UTC.
create function private.booking_calendar_file(booking uuid, on_date date, slot text, cancelled boolean default false)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(E'\r\n',
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:hudson-reinsurance/consultation',
    'METHOD:' || case when cancelled then 'CANCEL' else 'PUBLISH' end,
    'BEGIN:VEVENT',
    'UID:' || booking || '@hudson-reinsurance',
    'DTSTAMP:' || to_char(now() at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
    'DTSTART:' || to_char(private.slot_start(on_date, slot) at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
    'DURATION:PT30M',
    'SUMMARY:Consultation with Hudson Reinsurance Partners',
    'STATUS:' || case when cancelled then 'CANCELLED' else 'CONFIRMED' end,
    'END:VEVENT', 'END:VCALENDAR', '');
$$;
revoke all on function private.booking_calendar_file(uuid, date, text, boolean) from public, anon, authenticated, service_role;

-- Queues a visitor's booking e-mail: the text, the manage link (unless cancelled) and the .ics.
create function private.enqueue_booking_email(kind public.email_kind, booking public.form_submissions, opening text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cancelled boolean := booking.consultation_status = 'cancelled';
  subject text := case kind
    when 'booking_confirmation' then 'Your consultation with Hudson Reinsurance Partners'
    when 'booking_reminder' then 'Reminder: your consultation with Hudson Reinsurance Partners'
    else 'Your consultation has changed' end;
begin
  if booking.email is null then
    return null;
  end if;
  return private.enqueue_email(
    kind, booking.email, subject,
    concat_ws(E'\n\n',
      'Hello ' || coalesce(nullif(split_part(btrim(booking.full_name), ' ', 1), ''), 'there') || ',',
      opening,
      case when not cancelled then
        'To cancel or choose another time, open: ' || private.manage_booking_link(booking.id) end,
      'Hudson Reinsurance Partners, info@hudsonreinsurance.com, +1 (212) 555-0142'),
    booking.id,
    '{}'::jsonb,
    jsonb_build_array(jsonb_build_object(
      'filename', 'consultation.ics', 'content_type', 'text/calendar; charset=utf-8',
      'content_base64', encode(convert_to(private.booking_calendar_file(
        booking.id, booking.consultation_date, booking.consultation_slot, cancelled), 'UTF8'), 'base64'))));
end;
$$;
revoke all on function private.enqueue_booking_email(public.email_kind, public.form_submissions, text)
  from public, anon, authenticated, service_role;

-- On booking: the confirmation. Only for a booking made through the API (a visitor, staff or the
-- service role): rows the database owner writes (the local demo's data) send nothing.
create function private.confirm_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  if coalesce(claims ->> 'role', '') not in ('anon', 'authenticated', 'service_role') then
    return null;
  end if;
  perform private.enqueue_booking_email('booking_confirmation', new,
    format('Your consultation is booked for %s.',
           private.booking_when(new.consultation_date, new.consultation_slot)));
  return null;
end;
$$;
revoke all on function private.confirm_booking() from public, anon, authenticated, service_role;

create trigger form_submissions_confirm_booking
  after insert on public.form_submissions
  for each row when (new.consultation_date is not null and new.status <> 'spam' and new.email is not null)
  execute function private.confirm_booking();

-- ============================================================== 5. the visitor's page
-- What the page shows: the day, the slot and the first word of the name; nothing else.
create function public.manage_booking_view(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  checked record;
begin
  select * into checked from private.booking_by_token(token, false);
  if checked.state <> 'ok' then
    return jsonb_build_object('state', checked.state);
  end if;
  return jsonb_build_object('state', 'ok',
    'date', (checked.booking).consultation_date, 'slot', (checked.booking).consultation_slot,
    'name', nullif(split_part(btrim(coalesce((checked.booking).full_name, '')), ' ', 1), ''));
end;
$$;
revoke all on function public.manage_booking_view(text) from public, anon, authenticated, service_role;
grant execute on function public.manage_booking_view(text) to anon, authenticated, service_role;

-- The visitor who just booked asks for the link with the booking's client_id (made on their device,
-- never shown to anyone else); only while the booking stands and before its slot.
create function public.consultation_manage_token(client_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.form_submissions;
begin
  select * into booking from public.form_submissions fs where fs.client_id = consultation_manage_token.client_id;
  if booking.id is null or booking.consultation_status is distinct from 'booked' or booking.status = 'spam'
     or now() >= private.slot_start(booking.consultation_date, booking.consultation_slot) then
    return null;
  end if;
  return private.booking_token(booking.id);
end;
$$;
revoke all on function public.consultation_manage_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.consultation_manage_token(uuid) to anon, authenticated, service_role;

create function private.bump_booking_version(booking uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.booking_versions (submission_id, version) values (booking, 1)
  on conflict (submission_id) do update set version = private.booking_versions.version + 1;
$$;
revoke all on function private.bump_booking_version(uuid) from public, anon, authenticated, service_role;

create function private.booking_history(booking uuid, body text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.lead_notes (submission_id, kind, body, author_id, author_email)
  values (booking, 'note', body, null, null);
$$;
revoke all on function private.booking_history(uuid, text) from public, anon, authenticated, service_role;

create function public.cancel_booking(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  checked record;
  booking public.form_submissions;
begin
  select * into checked from private.booking_by_token(token, true);
  if checked.state <> 'ok' then
    return jsonb_build_object('state', checked.state);
  end if;
  update public.form_submissions set consultation_status = 'cancelled' where id = (checked.booking).id
  returning * into booking;
  perform private.bump_booking_version(booking.id);
  perform private.booking_history(booking.id, format('The visitor cancelled the consultation of %s.',
    private.booking_when(booking.consultation_date, booking.consultation_slot)));
  perform private.enqueue_booking_email('booking_change', booking,
    format('Your consultation of %s is cancelled. You are welcome to book another time on our site.',
           private.booking_when(booking.consultation_date, booking.consultation_slot)));
  return jsonb_build_object('state', 'cancelled');
end;
$$;
revoke all on function public.cancel_booking(text) from public, anon, authenticated, service_role;
grant execute on function public.cancel_booking(text) to anon, authenticated, service_role;

-- One transaction: the new slot is checked (the firm's availability, another live booking) and
-- taken, the old one freed. A lost race answers 'slot_taken' and keeps the booking as it was.
create function public.reschedule_booking(token text, new_date date, new_slot text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  checked record;
  previous public.form_submissions;
  booking public.form_submissions;
begin
  select * into checked from private.booking_by_token(token, true);
  if checked.state <> 'ok' then
    return jsonb_build_object('state', checked.state);
  end if;
  previous := checked.booking;
  -- The day's lock, as the insert check takes it: a reschedule and a new booking of one day
  -- cannot both pass the buffer.
  perform private.lock_consultation_day(new_date);
  if not coalesce(private.consultation_slot_open(new_date, new_slot, previous.id), false)
     or now() >= private.slot_start(new_date, new_slot) then
    return jsonb_build_object('state', 'slot_taken');
  end if;
  begin
    update public.form_submissions set consultation_date = new_date, consultation_slot = new_slot
    where id = previous.id returning * into booking;
  exception when unique_violation then
    return jsonb_build_object('state', 'slot_taken');
  end;
  perform private.bump_booking_version(booking.id);
  perform private.booking_history(booking.id, format('The visitor moved the consultation from %s to %s.',
    private.booking_when(previous.consultation_date, previous.consultation_slot),
    private.booking_when(new_date, new_slot)));
  perform private.enqueue_booking_email('booking_change', booking,
    format('Your consultation is moved to %s (it was %s).', private.booking_when(new_date, new_slot),
           private.booking_when(previous.consultation_date, previous.consultation_slot)));
  return jsonb_build_object('state', 'ok', 'token', private.booking_token(booking.id),
                            'date', new_date, 'slot', new_slot);
end;
$$;
revoke all on function public.reschedule_booking(text, date, text) from public, anon, authenticated, service_role;
grant execute on function public.reschedule_booking(text, date, text) to anon, authenticated, service_role;

-- ============================================================== 6. reminders, 24 hours and 1 hour before
-- One row per booking, reminder and slot start: a reminder is never sent twice for the same slot;
-- a moved booking gets its new slot's reminders, a cancelled one none.
create table private.booking_reminders (
  submission_id uuid        not null references public.form_submissions (id) on delete cascade,
  before_start  interval    not null,
  slot_start    timestamptz not null,
  sent_at       timestamptz not null default now(),
  primary key (submission_id, before_start, slot_start)
);
revoke all on table private.booking_reminders from public, anon, authenticated, service_role;

-- Queues the reminders due at `moment` (now by default; tests pass a time). A reminder is due from its
-- time (24 hours or 1 hour before the start) until the next one; a booking made after that time
-- gets none (its confirmation was just sent). Answers how many were queued.
create function private.send_booking_reminders(moment timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    with upcoming as (
      select fs.*, private.slot_start(fs.consultation_date, fs.consultation_slot) as starts
      from public.form_submissions fs
      where fs.consultation_date between (moment at time zone 'America/New_York')::date
                                     and (moment at time zone 'America/New_York')::date + 2
        and fs.consultation_status = 'booked' and fs.status <> 'spam' and fs.email is not null)
    select u.id, u.starts, w.before_start
    from upcoming u
    cross join (values (interval '24 hours', interval '1 hour'), (interval '1 hour', interval '0')) w(before_start, until_before)
    where moment >= u.starts - w.before_start and moment < u.starts - w.until_before
      and u.created_at < u.starts - w.before_start
  loop
    insert into private.booking_reminders (submission_id, before_start, slot_start)
    values (due.id, due.before_start, due.starts)
    on conflict do nothing;
    if found then
      perform private.enqueue_booking_email('booking_reminder',
        (select fs from public.form_submissions fs where fs.id = due.id),
        format('A reminder: your consultation is %s, %s.',
               case when due.before_start = interval '1 hour' then 'in one hour' else 'tomorrow' end,
               (select private.booking_when(fs.consultation_date, fs.consultation_slot)
                from public.form_submissions fs where fs.id = due.id)));
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke all on function private.send_booking_reminders(timestamptz) from public, anon, authenticated, service_role;

do $$
begin
  if to_regnamespace('cron') is null and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%); schedule select private.send_booking_reminders() every 5 minutes', sqlerrm;
    end;
  end if;
  if to_regnamespace('cron') is not null then
    perform cron.schedule('booking-reminders', '*/5 * * * *', 'select private.send_booking_reminders()');
  end if;
end;
$$;

-- ============================================================== 7. the desk: attended or no-show
create function public.mark_consultation(lead_id uuid, outcome public.consultation_status)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.form_submissions;
begin
  perform private.require_admin('mark_consultation');
  if outcome is null or outcome not in ('attended', 'no_show') then
    raise exception 'mark_consultation: the outcome is attended or no_show' using errcode = '22023';
  end if;
  select * into booking from public.form_submissions fs where fs.id = lead_id for update;
  if booking.id is null or booking.consultation_date is null then
    raise exception 'mark_consultation: no such booking' using errcode = 'P0002';
  end if;
  if booking.consultation_status = 'cancelled' then
    raise exception 'mark_consultation: the visitor cancelled this consultation' using errcode = '22023';
  end if;
  if now() < private.slot_start(booking.consultation_date, booking.consultation_slot) then
    raise exception 'mark_consultation: the consultation has not started yet' using errcode = '22023';
  end if;
  update public.form_submissions set consultation_status = outcome where id = lead_id;
  insert into public.lead_notes (submission_id, kind, body)
  values (lead_id, 'note', case outcome when 'attended' then 'Marked the consultation attended.'
                                        else 'Marked the consultation a no-show.' end);
end;
$$;
revoke all on function public.mark_consultation(uuid, public.consultation_status) from public, anon, authenticated, service_role;
grant execute on function public.mark_consultation(uuid, public.consultation_status) to authenticated;

-- The Overview's no-show rate: past consultations of the New York days in [from_ts, to_ts), by
-- outcome (whoever reads the Overview: admins and viewers, with the second factor where required).
create function public.consultation_outcomes(from_ts timestamptz, to_ts timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_role(array['admin', 'viewer']::public.app_role[]) then
    raise exception 'consultation_outcomes: only staff who read the Overview may do this' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'attended', count(*) filter (where fs.consultation_status = 'attended'),
      'noShow', count(*) filter (where fs.consultation_status = 'no_show'),
      'unmarked', count(*) filter (where fs.consultation_status = 'booked'))
    from public.form_submissions fs
    where fs.consultation_date >= (from_ts at time zone 'America/New_York')::date
      and fs.consultation_date < (to_ts at time zone 'America/New_York')::date
      and fs.consultation_date <= (now() at time zone 'America/New_York')::date
      and fs.status <> 'spam');
end;
$$;
revoke all on function public.consultation_outcomes(timestamptz, timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.consultation_outcomes(timestamptz, timestamptz) to authenticated;
