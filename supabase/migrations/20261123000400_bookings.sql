-- Consultation bookings: the chosen day and New York time slot in columns of their own, one
-- booking per day and slot, and a public list of taken slots (dates and times only).
--
-- See docs/decisions/0008-lead-notifications.md for the notification side and
-- docs/decisions/0004-leads-outbox-and-activity.md for how the client handles a refused slot.

begin;

alter table public.form_submissions
  add column consultation_date date,
  add column consultation_slot text,
  -- The 13 slots exactly as the form displays them (src/lib/backend/consultation-slots.ts).
  add constraint form_submissions_consultation_slot_check check (consultation_slot in
    ('9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
     '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM')),
  -- A booking is a day and a slot together, on a consultation, on a weekday (as the calendar).
  add constraint form_submissions_consultation_date_check check (
    (consultation_date is null) = (consultation_slot is null)
    and (consultation_date is null or (form_type = 'consultation' and extract(isodow from consultation_date) < 6)));

-- The client tells a taken slot from a repeated client_id by this name (both are 23505). A
-- booking the firm marks as spam (the lead desk's status) frees its slot.
create unique index form_submissions_consultation_slot_key
  on public.form_submissions (consultation_date, consultation_slot)
  where status <> 'spam';

-- Visitors may book: the two columns join anon's column-level INSERT grant.
grant insert (consultation_date, consultation_slot) on table public.form_submissions to anon, authenticated;

-- Anyone may see which slots are taken, and nothing else about the bookings. SECURITY DEFINER
-- because visitors cannot read form_submissions; the result is only (date, time_slot).
create function public.taken_consultation_slots(from_date date, to_date date)
returns table (date date, time_slot text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
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
    select fs.consultation_date, fs.consultation_slot
    from public.form_submissions fs
    where fs.consultation_date between from_date and to_date
      and fs.status <> 'spam' -- a booking marked spam frees its slot
    order by 1, 2;
end;
$$;
revoke all on function public.taken_consultation_slots(date, date) from public, anon, authenticated;
grant execute on function public.taken_consultation_slots(date, date) to anon, authenticated, service_role;

commit;
