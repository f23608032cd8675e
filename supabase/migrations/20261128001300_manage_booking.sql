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
