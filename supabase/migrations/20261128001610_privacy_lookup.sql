-- Words for people in the staff area (issue 36, item 6), part 2 (the value: 20261128001600).
--
--   1. A look-up is recorded as a look-up, an export as an export. Until now the privacy dialog's
--      "Look up" called export_person, which recorded `privacy.export`, and its "Download JSON"
--      recorded nothing. Now:
--        * public.look_up_person(email)  what is held, recorded as `privacy.lookup`;
--        * public.export_person(email)   the same answer, recorded as `privacy.export` (the
--                                        dialog's download asks for it again and saves its answer).
--      Both record the counts (those of the e-mails and the newsletter included, which the
--      innermost function's own record missed) and the ids of the address's leads at that moment,
--      so the audit log can name the person while the leads exist, and no longer once erased. The
--      address itself is never written (the target stays its HMAC).
--   2. public.audit_entries: the audit log as its readers see it, with `people`: the name and
--      address of the leads an entry names (a status change's lead, a note deletion's leads, a
--      privacy request's leads). SECURITY INVOKER: the log's policy and the leads' policy both
--      apply to whoever reads, so a name shows only to who may read the lead (admins, compliance).
--
-- Wraps: the chain of export_person (20261127000100 -> 20261128001000 -> 20261128001400): the
-- outermost, public.export_person(text), becomes private.person_held(text) as it is; the innermost,
-- private.export_person_before_outbound_emails(text), loses its own `privacy.export` record.

begin;

-- ---------------------------------------------------------------------------- 1. the records
do $$
declare
  fn regprocedure := 'private.export_person_before_outbound_emails(text)'::regprocedure;
  def text := pg_catalog.pg_get_functiondef(fn);
  audited text := $a$perform private.audit('privacy.export', 'hmac:' || private.address_tag(address), jsonb_build_object('counts', counts));$a$;
begin
  if position(audited in def) = 0 then
    raise exception 'privacy_lookup: the innermost export_person no longer records as expected: review this migration';
  end if;
  execute replace(def, audited, '-- Recorded by private.person_request (20261128001610_privacy_lookup.sql).');
end;
$$;
revoke all on function private.export_person_before_outbound_emails(text) from public, anon, authenticated, service_role;

alter function public.export_person(text) rename to person_held;
alter function public.person_held(text) set schema private;
revoke all on function private.person_held(text) from public, anon, authenticated, service_role;
comment on function private.person_held(text) is
  'What the firm holds for an address (admins; recorded by the caller: private.person_request).';

-- What is held for the address, recorded as `action` (privacy.lookup or privacy.export).
create function private.person_request(email text, action public.audit_action)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  held jsonb := private.person_held(email);
begin
  perform private.audit(action::text, 'hmac:' || private.address_tag(held ->> 'email'), jsonb_build_object(
    'counts', held -> 'counts',
    'lead_ids', (select coalesce(jsonb_agg(l -> 'id'), '[]') from jsonb_array_elements(held -> 'leads') l)));
  return held;
end;
$$;
revoke all on function private.person_request(text, public.audit_action) from public, anon, authenticated, service_role;

create function public.look_up_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('look_up_person');
  return private.person_request(email, 'privacy.lookup');
end;
$$;
comment on function public.look_up_person(text) is
  'What the firm holds for an address, to see it (admins); recorded as privacy.lookup.';
revoke all on function public.look_up_person(text) from public, anon, authenticated, service_role;
grant execute on function public.look_up_person(text) to authenticated;

create function public.export_person(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('export_person');
  return private.person_request(email, 'privacy.export');
end;
$$;
comment on function public.export_person(text) is
  'What the firm holds for an address, to hand it over (admins); recorded as privacy.export.';
revoke all on function public.export_person(text) from public, anon, authenticated, service_role;
grant execute on function public.export_person(text) to authenticated;

-- ---------------------------------------------------------------------------- 2. the log as read
create view public.audit_entries with (security_invoker = true) as
select a.id, a.at, a.actor_id, a.action, a.target, a.details, coalesce(p.people, '[]'::jsonb) as people
from public.audit_log a
left join lateral (
  select jsonb_agg(jsonb_build_object('name', s.full_name, 'email', s.email) order by s.created_at, s.id) as people
  from public.form_submissions s
  where s.id in (
    select x::uuid from jsonb_array_elements_text(
      case when jsonb_typeof(a.details -> 'lead_ids') = 'array' then a.details -> 'lead_ids' else '[]' end) x
    where x ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    union all
    select a.target::uuid
    where a.action = 'lead.status' and a.target ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
) p on true;
comment on view public.audit_entries is
  'The audit log with the name and address of the leads an entry names, for whoever may read both (security invoker).';
comment on column public.audit_entries.people is
  'The leads an entry names that still exist and the reader may read: [{name, email}], oldest first.';
revoke all on table public.audit_entries from public, anon, authenticated, service_role;
grant select on table public.audit_entries to authenticated;

commit;
