-- One table for the firm's settings (issue 32).
--
-- The firm's settings lived in two one-row tables of the same shape: private.supervision_settings
-- (approval_required, 20261128000200_supervised_communications.sql; chat_sample_percent,
-- 20261128000700_chat_supervision.sql) and private.security_settings (mfa_required,
-- 20261127000600_staff_mfa.sql). They become ONE row, private.firm_settings, with one
-- changed_at/changed_by. The current values are copied; the old tables are dropped.
--
--   * Fail closed: a missing row means approval and the second factor are required (and the chat
--     sample is 5%), as before.
--   * The local demo starts with approval and the second factor OFF: supabase/local/prelude.sql sets
--     local_demo.approval_required / local_demo.mfa_required before the migrations run, and the old
--     tables were filled from them; their values are copied here, so the demo keeps its defaults.
--     If the old tables are gone already (never: kept for a hand-run), the same settings decide.
--   * Same readers and setters, same names, signatures, grants and audit entries
--     ('approval.required', 'mfa.required', 'chat.sample'): callers do not change.
--
-- Redefines: private.approval_required(), public.set_approval_required(boolean) (first in
--    20261128000200_supervised_communications.sql); private.mfa_satisfied(),
--    public.staff_security_settings(), public.set_staff_mfa_required(boolean) (first in
--    20261127000600_staff_mfa.sql); private.chat_sample_percent(), public.set_chat_sample_percent(integer)
--    (first in 20261128000700_chat_supervision.sql). public.supervision_settings() and
--    public.chat_sample_setting() read through the private readers and are unchanged.

begin;

-- ---------------------------------------------------------------------------- the table
create table private.firm_settings (
  id                  boolean primary key default true constraint firm_settings_one_row check (id),
  approval_required   boolean not null,
  mfa_required        boolean not null,
  chat_sample_percent integer not null default 5
    constraint firm_settings_chat_sample_check check (chat_sample_percent between 0 and 100),
  changed_at          timestamptz,
  changed_by          uuid
);
comment on table private.firm_settings is
  'The firm''s settings (one row). approval_required: a post version goes live only once approved '
  '(public.set_approval_required). mfa_required: staff need aal2 (public.set_staff_mfa_required). '
  'chat_sample_percent: the share of chat conversations sampled for review (public.set_chat_sample_percent).';
revoke all on table private.firm_settings from public, anon, authenticated, service_role;

-- The current values; the newer of the two change stamps.
insert into private.firm_settings (approval_required, mfa_required, chat_sample_percent, changed_at, changed_by)
select coalesce(sup.approval_required,
                nullif(current_setting('local_demo.approval_required', true), '')::boolean, true),
       coalesce(sec.mfa_required,
                nullif(current_setting('local_demo.mfa_required', true), '')::boolean, true),
       coalesce(sup.chat_sample_percent, 5),
       greatest(sup.changed_at, sec.changed_at),
       case when sec.changed_at is null or sup.changed_at >= sec.changed_at then sup.changed_by
            else sec.changed_by end
from (select true) one
left join private.supervision_settings sup on sup.id
left join private.security_settings sec on sec.id;

-- ---------------------------------------------------------------------------- readers
create or replace function private.approval_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.approval_required from private.firm_settings s where s.id), true);
$$;

create or replace function private.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or not coalesce((select s.mfa_required from private.firm_settings s where s.id), true);
$$;

create or replace function private.chat_sample_percent()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.chat_sample_percent from private.firm_settings s where s.id), 5);
$$;

-- Staff (admins and viewers) at any aal, so the sign-in screen knows whether to ask for a code.
create or replace function public.staff_security_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.user_roles ur where ur.user_id = (select auth.uid())) then
    raise exception 'staff_security_settings: only staff may read this' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'mfa_required', coalesce((select s.mfa_required from private.firm_settings s where s.id), true),
    'session_aal', coalesce((select auth.jwt() ->> 'aal'), 'aal1'),
    'session_meets_requirement', private.mfa_satisfied());
end;
$$;

-- ---------------------------------------------------------------------------- setters
create or replace function public.set_approval_required(required boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set_approval_required');
  if required is null then
    raise exception 'set_approval_required: say true or false' using errcode = '22023';
  end if;
  update private.firm_settings s
     set approval_required = required, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.approval_required is distinct from required;
  return jsonb_build_object('approval_required', required, 'changed', found);
end;
$$;

create or replace function public.set_staff_mfa_required(required boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set_staff_mfa_required');
  if required is null then
    raise exception 'set_staff_mfa_required: say true or false' using errcode = '22023';
  end if;
  update private.firm_settings s
     set mfa_required = required, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.mfa_required is distinct from required;
  return jsonb_build_object('mfa_required', required, 'changed', found);
end;
$$;

create or replace function public.set_chat_sample_percent(percent integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set_chat_sample_percent');
  if percent is null or percent not between 0 and 100 then
    raise exception 'set_chat_sample_percent: a whole percentage from 0 to 100' using errcode = '22023';
  end if;
  update private.firm_settings s
     set chat_sample_percent = percent, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.chat_sample_percent is distinct from percent;
  return jsonb_build_object('chat_sample_percent', percent, 'changed', found);
end;
$$;

-- ---------------------------------------------------------------------------- the audit
-- Every change, whoever makes it (a setter or the SQL editor), one entry per setting changed,
-- with the same actions and details as before.
drop table private.supervision_settings;
drop table private.security_settings;
drop function private.audit_supervision_settings();
drop function private.audit_security_settings();
drop function private.audit_chat_sample();

create function private.audit_firm_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.approval_required is distinct from new.approval_required then
    perform private.audit('approval.required', null,
      jsonb_build_object('required', new.approval_required, 'previous', old.approval_required));
  end if;
  if old.mfa_required is distinct from new.mfa_required then
    perform private.audit('mfa.required', null,
      jsonb_build_object('required', new.mfa_required, 'previous', old.mfa_required));
  end if;
  if old.chat_sample_percent is distinct from new.chat_sample_percent then
    perform private.audit('chat.sample', null,
      jsonb_build_object('percent', new.chat_sample_percent, 'previous', old.chat_sample_percent));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_firm_settings() from public, anon, authenticated, service_role;
create trigger firm_settings_audit
  after update on private.firm_settings
  for each row execute function private.audit_firm_settings();

commit;
