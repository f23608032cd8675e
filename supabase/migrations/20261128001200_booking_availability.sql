-- Availability the firm sets (issue 35, item 4): one rule, in SQL, says whether a consultation
-- slot may be booked. The insert check and a reschedule (20261128001300_manage_booking.sql) call
-- private.consultation_slot_open; the public list of closed slots reports what it closes.
--
-- A live booking takes its slot: a row with a day and slot, not marked spam, and not cancelled.
-- consultation_status comes with 20261128001300_manage_booking.sql (after this file); it is read
-- from the row's JSON so this function works before and after that column exists.

begin;

-- Whether a visitor may book (or move a booking to) this New York day and slot: a weekday, one of
-- the 13 slots, within today .. today + 62 (New York dates), and not taken by another live
-- booking (`ignoring`: the booking being moved). SECURITY DEFINER: it reads the bookings, which
-- visitors cannot; it answers only true or false. No API role executes it.
create function private.consultation_slot_open(on_date date, slot text, ignoring uuid default null)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'America/New_York')::date;
begin
  if on_date is null or slot is null
     or slot not in ('9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
                     '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM')
     or extract(isodow from on_date) >= 6
     or on_date < today or on_date > today + 62 then
    return false;
  end if;
  return not exists (
    select 1
    from public.form_submissions fs
    where fs.consultation_date = on_date
      and fs.consultation_slot = slot
      and fs.status <> 'spam'
      and coalesce(to_jsonb(fs) ->> 'consultation_status', 'booked') <> 'cancelled'
      and fs.id is distinct from ignoring);
end;
$$;
revoke all on function private.consultation_slot_open(date, text, uuid) from public, anon, authenticated, service_role;

commit;
