-- The database owns every enumerated value (issue 32, item 1). Each CHECK that listed a set of
-- values becomes a PostgreSQL enum, the one list of that set: `npm run db:types` writes it into
-- src/lib/backend/database.constants.ts (Constants.public.Enums), which the client's lists, guards
-- and label maps are typed by. A new value is one migration (`alter type public.lead_status add
-- value 'nurturing' before 'won'`), the regenerated constants and its label.
--
--   form_submissions.form_type       public.form_type           (and analytics.lead_days.form_type)
--   form_submissions.status          public.lead_status         (and lead_notes.status)
--   site_events.type                 public.event_type
--   lead_notes.kind                  public.lead_note_kind
--   post_revisions.action            public.post_revision_action
--   chat_messages.role               public.chat_message_role   (and the view chat_message_search)
--   audit_log.action                 public.audit_action
--
-- The CHECKs that only listed the values go (form_submissions_form_type_check,
-- form_submissions_status_check, site_events_type_check, lead_notes_kind_check,
-- post_revisions_action_check, chat_messages_role_check, audit_log_action_check): a value outside
-- the set is now refused by the type, SQLSTATE 22P02 ("invalid input value for enum ...") instead
-- of 23514, or instead of the insert policies' 42501 for anon (the client reads all three as
-- `invalid`: src/lib/backend/database-errors.ts). lead_notes_status_check keeps its rule (a status
-- entry, and only one, carries a status) without its copy of the list. The anonymous insert
-- policies of form_submissions and site_events held only a copy of their list: they now admit
-- what the column types and CHECKs admit (`with check (true)`; the column grants still limit
-- what anon may write).
--
-- Dropped and created again around the type changes, unchanged but for the type of their
-- values: the CHECKs naming a converted column (form_submissions_consultation_date_check,
-- site_events_calculator_details_check, lead_notes_status_check, chat_messages_content_check),
-- the partial indexes whose predicate names one (form_submissions_consultation_slot_key,
-- form_submissions_notify_due_idx, site_events_chatbot_created_at_idx), the generated column
-- form_submissions.unnotified with its index form_submissions_not_notified_idx, the triggers whose
-- WHEN or UPDATE OF names one (form_submissions_status_history, form_submissions_audit_status,
-- form_submissions_stats_update), the insert policies named above and "lead_notes: admins add
-- notes", the view public.chat_message_search, and the columns' defaults.
--
-- Redefines: private.append_audit(uuid, text, text, jsonb) (first in
--    20261127000200_audit_round4.sql: the action is cast to the enum),
--    private.allow_audit_actions(text[]) (first in 20261127000200_audit_round4.sql: it adds enum
--    values now; a new migration may simply `alter type public.audit_action add value ...`),
--    private.record_post_revision() (last in 20261127000200_audit_round4.sql: the action is cast
--    to the enum).
-- Replaces (dropped and created with an event_type first argument, same bodies):
--    analytics.calculator_step_bit(text, text), analytics.is_page_arrival(text, text) (first in
--    20261123000600_site_stats.sql).

begin;

-- ============================================================================ 1. the sets
create type public.form_type as enum
  ('contact_form', 'investment_calculator', 'lead', 'consultation', 'newsletter', 'other_form');
comment on type public.form_type is 'Which form sent a lead (form_submissions.form_type).';
create type public.lead_status as enum ('new', 'contacted', 'qualified', 'won', 'lost', 'spam');
comment on type public.lead_status is 'Where a lead stands on the desk (form_submissions.status, lead_notes.status).';
create type public.event_type as enum ('pageview', 'chatbot', 'chat-open', 'chat-answer', 'form', 'calculator');
comment on type public.event_type is 'The kind of a site event (site_events.type).';
create type public.lead_note_kind as enum ('note', 'status');
comment on type public.lead_note_kind is 'A lead history entry: an admin''s note or a status change (lead_notes.kind).';
create type public.post_revision_action as enum ('created', 'updated', 'restored', 'deleted');
comment on type public.post_revision_action is 'What made a saved version of a post (post_revisions.action).';
create type public.chat_message_role as enum ('user', 'assistant');
comment on type public.chat_message_role is 'Who wrote a transcript message (chat_messages.role).';
create type public.audit_action as enum (
  'staff.invite',    -- a role for an account that never signed in (an invitation)
  'role.grant',      -- a role for an account that has signed in before
  'role.change',
  'role.revoke',
  'lead.status',
  'post.publish', 'post.unpublish', 'post.delete',
  'lead.delete', 'note.delete', 'event.delete',
  'leads.export',
  'privacy.export', 'privacy.erase',
  'chat.delete',
  'mfa.required', 'mfa.reset');
comment on type public.audit_action is 'What an audit_log entry records (audit_log.action).';

-- ================================================== 2. what names the columns, set aside
drop policy "form_submissions: anyone can submit" on public.form_submissions;
drop policy "site_events: anyone can record" on public.site_events;
drop policy "lead_notes: admins add notes" on public.lead_notes;

drop trigger form_submissions_status_history on public.form_submissions;
drop trigger form_submissions_audit_status on public.form_submissions;
drop trigger form_submissions_stats_update on public.form_submissions;

drop view public.chat_message_search;

drop index public.form_submissions_consultation_slot_key;
drop index public.form_submissions_notify_due_idx;
drop index public.site_events_chatbot_created_at_idx;
-- Its index form_submissions_not_notified_idx goes with it.
alter table public.form_submissions drop column unnotified;

alter table public.form_submissions
  drop constraint form_submissions_form_type_check,
  drop constraint form_submissions_status_check,
  drop constraint form_submissions_consultation_date_check,
  alter column status drop default;
alter table public.site_events
  drop constraint site_events_type_check,
  drop constraint site_events_calculator_details_check;
alter table public.lead_notes
  drop constraint lead_notes_kind_check,
  drop constraint lead_notes_status_check,
  alter column kind drop default;
alter table public.post_revisions drop constraint post_revisions_action_check;
alter table public.chat_messages
  drop constraint chat_messages_role_check,
  drop constraint chat_messages_content_check;
alter table public.audit_log drop constraint audit_log_action_check;

-- ============================================================== 3. the columns' new types
-- The audit log's append-only triggers are row triggers on UPDATE and DELETE: a type change
-- rewrites the table without firing them, and keeps every entry as it was.
alter table public.form_submissions
  alter column form_type type public.form_type using form_type::public.form_type,
  alter column status type public.lead_status using status::public.lead_status,
  alter column status set default 'new';
alter table analytics.lead_days alter column form_type type public.form_type using form_type::public.form_type;
alter table public.site_events alter column type type public.event_type using type::public.event_type;
alter table public.lead_notes
  alter column kind type public.lead_note_kind using kind::public.lead_note_kind,
  alter column kind set default 'note',
  alter column status type public.lead_status using status::public.lead_status;
alter table public.post_revisions
  alter column action type public.post_revision_action using action::public.post_revision_action;
alter table public.chat_messages alter column role type public.chat_message_role using role::public.chat_message_role;
alter table public.audit_log alter column action type public.audit_action using action::public.audit_action;

-- ============================================================ 4. set back, as they were
alter table public.form_submissions
  add column unnotified boolean generated always as (notified_at is null and status <> 'spam') stored;
comment on column public.form_submissions.unnotified is
  'True while the firm has not been e-mailed about this (non-spam) lead (computed; read-only).';
create index form_submissions_not_notified_idx on public.form_submissions (created_at desc, id desc) where unnotified;

-- A booking is a day and a slot together, on a consultation, on a weekday (as the calendar).
alter table public.form_submissions add constraint form_submissions_consultation_date_check check (
  (consultation_date is null) = (consultation_slot is null)
  and (consultation_date is null or (form_type = 'consultation' and extract(isodow from consultation_date) < 6)));
alter table public.site_events add constraint site_events_calculator_details_check
  check (type <> 'calculator'
         or details in ('step 1 seen', 'step 1 completed', 'step 2 completed', 'report requested'));
-- A status entry carries the status set; a note none.
alter table public.lead_notes add constraint lead_notes_status_check check ((kind = 'status') = (status is not null));
alter table public.chat_messages add constraint chat_messages_content_check check (
  content ~ '\S' and char_length(content) <= 100000
  and (role = 'assistant' or char_length(content) <= 1000));

-- The client tells a taken slot from a repeated client_id by this name (both are 23505).
create unique index form_submissions_consultation_slot_key
  on public.form_submissions (consultation_date, consultation_slot)
  where status <> 'spam';
create index form_submissions_notify_due_idx on public.form_submissions (created_at)
  where notified_at is null and status <> 'spam' and notify_next_at is distinct from 'infinity';
create index site_events_chatbot_created_at_idx on public.site_events (created_at) where type = 'chatbot';

create trigger form_submissions_status_history
  after update of status on public.form_submissions
  for each row when (old.status is distinct from new.status)
  execute function private.record_status_change();
create trigger form_submissions_audit_status
  after update of status on public.form_submissions
  for each row when (old.status is distinct from new.status)
  execute function private.audit_lead_status();
create trigger form_submissions_stats_update
  after update of created_at, form_type, metadata, consultation_date, consultation_slot on public.form_submissions
  for each row
  when ((old.created_at, old.form_type, old.metadata, old.consultation_date, old.consultation_slot)
        is distinct from (new.created_at, new.form_type, new.metadata, new.consultation_date, new.consultation_slot))
  execute function private.lead_stats_on_change();

-- The form types and event types are the columns' types now: the policies keep no copy of them.
create policy "form_submissions: anyone can submit"
  on public.form_submissions for insert to anon, authenticated
  with check (true);
create policy "site_events: anyone can record"
  on public.site_events for insert to anon, authenticated
  with check (true);
create policy "lead_notes: admins add notes"
  on public.lead_notes for insert to authenticated
  with check ((select private.is_admin()) and kind = 'note');

create view public.chat_message_search with (security_invoker = true) as
  select m.* from public.chat_messages m
  where (select private.is_admin());
comment on view public.chat_message_search is
  'chat_messages for admins, readable with the trigram index (see the records migration).';
revoke all on table public.chat_message_search from public, anon, authenticated, service_role;
grant select on table public.chat_message_search to authenticated;

-- ====================================================================== 5. functions
-- The event helpers take the column's type (an enum is not implicitly text).
drop function analytics.calculator_step_bit(text, text);
drop function analytics.is_page_arrival(text, text);
-- The calculator step as a bit (1 step 1 seen, 2 step 1 completed, 4 step 2 completed,
-- 8 report requested); 0 for every other event.
create function analytics.calculator_step_bit(type public.event_type, details text)
returns smallint language sql immutable parallel safe as $$
  select (case when type <> 'calculator' then 0
               when details = 'step 1 seen' then 1
               when details = 'step 1 completed' then 2
               when details = 'step 2 completed' then 4
               when details = 'report requested' then 8
               else 0 end)::smallint
$$;
-- A page view counts on arrival ("Viewed <path>"), not on leaving ("Left <path>. ...").
create function analytics.is_page_arrival(type public.event_type, details text)
returns boolean language sql immutable parallel safe as $$
  select type = 'pageview' and details like 'Viewed %'
$$;
revoke all on function analytics.calculator_step_bit(public.event_type, text) from public, anon, authenticated, service_role;
revoke all on function analytics.is_page_arrival(public.event_type, text) from public, anon, authenticated, service_role;
grant execute on function analytics.calculator_step_bit(public.event_type, text) to authenticated, service_role;
grant execute on function analytics.is_page_arrival(public.event_type, text) to authenticated, service_role;

-- As 20261127000200_audit_round4.sql, with the action cast to the enum (an unknown one is 22P02).
-- The function is owned by audit_writer: a non-superuser migration role (Supabase's postgres)
-- replaces it as a member of audit_writer, for that moment only.
do $$
declare
  superuser boolean := (select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user);
begin
  if not superuser then
    execute format('grant audit_writer to %I', current_user);
  end if;
  create or replace function private.append_audit(actor uuid, action_name text, target_key text, entry_details jsonb)
  returns void
  language sql
  security definer
  set search_path = ''
  as $f$
    insert into public.audit_log (actor_id, action, target, details)
    values (actor, action_name::public.audit_action, target_key, coalesce(entry_details, '{}'::jsonb));
  $f$;
  if not superuser then
    execute format('revoke audit_writer from %I', current_user);
  end if;
end
$$;

-- A new action is a value of public.audit_action. Kept for migrations written against the
-- CHECK it used to rewrite: adds each action not yet a value (usable once the transaction commits).
create or replace function private.allow_audit_actions(actions text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  action_name text;
begin
  foreach action_name in array actions loop
    execute format('alter type public.audit_action add value if not exists %L', action_name);
  end loop;
end;
$$;

-- As 20261127000200_audit_round4.sql, with the action cast to the enum.
create or replace function private.record_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved    public.blog_posts := case when tg_op = 'DELETE' then old else new end;
  restored bigint := (select r.revision_id from private.post_restores r where r.txid = txid_current());
  next_version integer;
begin
  select coalesce(max(r.version), 0) + 1 into next_version from public.post_revisions r where r.post_id = saved.id;
  insert into public.post_revisions (post_id, version, action, restored_from, saved_by, saved_by_email, post, content)
  values (
    saved.id,
    next_version,
    (case when tg_op = 'DELETE' then 'deleted'
          when restored is not null then 'restored'
          when tg_op = 'INSERT' then 'created'
          else 'updated' end)::public.post_revision_action,
    case when tg_op = 'DELETE' then null else restored end,
    auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()),
    to_jsonb(saved) - 'content',
    saved.content
  );
  return null;
end;
$$;

-- ===================================================================== 6. statistics
-- The changed tables keep no planner statistics, the new unnotified column and the indexes made
-- again included, as 20261127000100_statistics_and_sequences.sql asks after such a migration.
select private.keep_no_planner_statistics(rel)
from unnest(array['public.form_submissions', 'public.site_events', 'public.lead_notes', 'public.post_revisions',
                  'public.chat_messages', 'public.audit_log', 'analytics.lead_days']::regclass[]) rel;

commit;
