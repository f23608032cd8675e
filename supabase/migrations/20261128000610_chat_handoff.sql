-- Chat handoff (issue 34, part D), part 2: a lead left from the chat panel ("Talk to a person")
-- names the conversation the visitor was in, so the desk can open that transcript beside the lead.
--
--   * form_submissions.conversation_id uuid: set on a chat lead (form_type 'chat') and on no other
--     (CHECK form_submissions_conversation_check). It is the chat session's id, the one the
--     transcript's rows carry (chat_messages.conversation_id); not a foreign key: the lead may
--     reach the database before the transcript's first row (a visitor who asks for a person before
--     asking anything, a lead sent from the outbox later), and a transcript is kept apart from the
--     leads (erase_person removes the lead and leaves the transcript as it was).
--   * A chat lead carries a name (2 characters or more besides spaces) and, as every lead, an
--     e-mail or a phone number (form_submissions_contact_check); the other limits are the
--     columns' own (name 200, e-mail 320, phone 40, message 5000, metadata 30000 bytes).
--   * Visitors insert the column (the insert policy admits what the CHECKs admit); staff read it
--     (select '*' on the desk); nobody changes it (no UPDATE grant). It keeps no planner statistics,
--     as every readable column (20261124000900_no_planner_statistics.sql).
--
-- The optional time is recorded as the visitor's preferred time, not booked: metadata
-- `preferredDay` ("yyyy-mm-dd", a weekday) and `preferredTime` (one of the consultation slots),
-- both or neither (CHECK form_submissions_chat_handoff_check, through private.valid_chat_lead).
-- Why not book it as a consultation does (consultation_date and consultation_slot, whose unique
-- index is the double-booking guarantee): a handoff asks a person to get in touch, and the firm
-- confirms the time when it does; a booking would hold a slot under the consultation's own rules
-- (the booking caps per contact and per network, the slot handed back to the consultation form on
-- the page when it was taken meanwhile, the visitor's manage-booking link) that a two-field form in
-- the chat panel does not carry, and a handoff must never be refused, or sent back to the visitor,
-- because a slot went meanwhile. The panel offers only slots not taken when the visitor chooses
-- (the consultation's taken-slot read); a chat lead holds no slot, so it can double-book nothing,
-- and the consultation booking rules (CHECK form_submissions_consultation_date_check: a booking is
-- a consultation's) stay as they are.

begin;

alter table public.form_submissions add column conversation_id uuid;
comment on column public.form_submissions.conversation_id is
  'The chat conversation (chat_messages.conversation_id) a Chat Handoff lead was sent from; null on every other lead.';

-- A chat lead names the visitor, and its metadata holds no preferred time, or a valid one: a
-- weekday ("yyyy-mm-dd") and a consultation slot. One function (CHECKs run as the inserting role,
-- which may execute it but not name anything else in the private schema).
create function private.valid_chat_lead(full_name text, metadata jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  if coalesce(char_length(regexp_replace(full_name, '\s', '', 'g')) < 2, true) then return false; end if;
  if not (metadata ? 'preferredDay' or metadata ? 'preferredTime') then return true; end if;
  if jsonb_typeof(metadata -> 'preferredDay') is distinct from 'string'
     or jsonb_typeof(metadata -> 'preferredTime') is distinct from 'string'
     or (metadata ->> 'preferredDay') !~ '^\d{4}-\d{2}-\d{2}$'
     or (metadata ->> 'preferredTime') <> all (array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM',
       '11:30 AM', '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM']) then
    return false;
  end if;
  return extract(isodow from (metadata ->> 'preferredDay')::date) < 6;
exception when datetime_field_overflow or invalid_datetime_format then
  return false; -- a day that does not exist, e.g. 2026-02-30
end $$;
comment on function private.valid_chat_lead(text, jsonb) is
  'A Chat Handoff lead names the visitor (2 characters or more) and holds no preferred time or a valid one (metadata preferredDay, a weekday, and preferredTime, a consultation slot).';
grant execute on function private.valid_chat_lead(text, jsonb) to anon, authenticated, service_role;

alter table public.form_submissions
  add constraint form_submissions_conversation_check check ((form_type = 'chat') = (conversation_id is not null)),
  add constraint form_submissions_chat_handoff_check check (form_type <> 'chat' or private.valid_chat_lead(full_name, metadata));

grant insert (conversation_id) on table public.form_submissions to anon, authenticated;
grant select (conversation_id) on table public.form_submissions to authenticated; -- staff (policies)

-- The review queue and the desk find a conversation's lead by it.
create index form_submissions_conversation_idx on public.form_submissions (conversation_id) where conversation_id is not null;

-- A readable column keeps no planner statistics (20261124000900_no_planner_statistics.sql).
select private.keep_no_planner_statistics('public.form_submissions'::regclass);

commit;
