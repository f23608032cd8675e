-- A second factor for staff (issue 31, item 7; docs/operating-supabase.md says how to run it).
--
--   * private.security_settings: the firm's setting "staff sign in with a second factor". ON by
--     default (a Supabase project requires it from this migration on). The local demo starts with
--     it OFF: supabase/local/prelude.sql asks for that before the migrations run (the session
--     setting local_demo.mfa_required); nothing else sets it.
--   * While it is on, private.is_admin() and private.is_staff() are true only for a session whose
--     JWT has `aal` = 'aal2' (Supabase's documented `auth.jwt()->>'aal'` pattern): every policy and
--     staff function asks them, so at `aal1` staff read nothing staff-only and every staff function
--     refuses (42501). site_stats, the one staff function that checks the role itself, asks too.
--     A person's own user_roles row stays readable at `aal1`: the app reads it to know that a staff
--     member must be asked for their code.
--   * public.staff_security_settings(): staff read the setting (at any aal: the sign-in screen
--     needs it before the second factor). public.set_staff_mfa_required(required): admins change
--     it; every change is audited (a trigger, so a change from the SQL editor is recorded too).
--   * public.record_factor_reset(target_user_id): an admin resetting a colleague's factors is
--     checked and audited here; the factors are then deleted by admin-users through Auth's admin
--     API (the local backend deletes its auth.mfa_factors rows in the same transaction).
--
-- Redefines: private.is_admin() (first in 20261122000000_init.sql), private.is_staff() (first in
--    20261124000200_team_audit_privacy.sql), private.require_admin(text) (first in
--    20261124000210_audit_log.sql), public.site_stats(timestamptz, timestamptz) (first in
--    20261123000600_site_stats.sql; rewritten from its stored definition, as in
--    20261124000200_team_audit_privacy.sql)

begin;

-- ---------------------------------------------------------------------------- the setting
create table private.security_settings (
  id           boolean primary key default true constraint security_settings_one_row check (id),
  mfa_required boolean not null,
  changed_at   timestamptz,
  changed_by   uuid
);
comment on table private.security_settings is
  'The firm''s security settings (one row). mfa_required: staff need aal2. Changed by public.set_staff_mfa_required.';
revoke all on table private.security_settings from public, anon, authenticated, service_role;

insert into private.security_settings (mfa_required)
values (coalesce(nullif(current_setting('local_demo.mfa_required', true), '')::boolean, true));

-- True when this request meets the firm's requirement: no second factor required, or the JWT
-- says aal2. A missing row counts as required (fail closed).
create function private.mfa_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2'
      or not coalesce((select s.mfa_required from private.security_settings s where s.id), true);
$$;
revoke all on function private.mfa_satisfied() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- the role checks
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'admin'::public.app_role
  ) and (select private.mfa_satisfied());
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid())
      and ur.role in ('admin'::public.app_role, 'viewer'::public.app_role)
  ) and (select private.mfa_satisfied());
$$;

-- Says which is missing: the role, or the second factor.
create or replace function private.require_admin(caller text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.is_admin() then
    return;
  end if;
  if exists (select 1 from public.user_roles ur where ur.user_id = (select auth.uid()) and ur.role = 'admin') then
    raise exception '%: sign in with your second factor first (the firm requires it of staff)', caller
      using errcode = '42501', hint = 'aal2';
  end if;
  raise exception '%: only admins may do this', caller using errcode = '42501';
end;
$$;

-- ---------------------------------------------------------------------------- audit actions
-- The check gains two actions; the list other migrations gave it is kept as they left it.
do $$
declare
  current_check text := (select pg_get_constraintdef(c.oid) from pg_constraint c
                          where c.conrelid = 'public.audit_log'::regclass and c.conname = 'audit_log_action_check');
begin
  execute 'alter table public.audit_log drop constraint audit_log_action_check';
  execute format('alter table public.audit_log add constraint audit_log_action_check check ((%s) or %s)',
    regexp_replace(current_check, '^CHECK ', ''),
    $c$action in ('mfa.required', 'mfa.reset')$c$);
end
$$;

-- ---------------------------------------------------------------------------- reading, changing
-- Staff (admins and viewers) at any aal, so the sign-in screen knows whether to ask for a code.
create function public.staff_security_settings()
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
    'mfa_required', coalesce((select s.mfa_required from private.security_settings s where s.id), true),
    'session_aal', coalesce((select auth.jwt() ->> 'aal'), 'aal1'),
    'session_meets_requirement', private.mfa_satisfied());
end;
$$;

create function public.set_staff_mfa_required(required boolean)
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
  update private.security_settings s
     set mfa_required = required, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.mfa_required is distinct from required;
  return jsonb_build_object('mfa_required', required, 'changed', found);
end;
$$;

-- Every change of the setting, whoever makes it (set_staff_mfa_required or the SQL editor).
create function private.audit_security_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('mfa.required', null,
    jsonb_build_object('required', new.mfa_required, 'previous', old.mfa_required));
  return null;
end;
$$;
revoke all on function private.audit_security_settings() from public, anon, authenticated, service_role;
create trigger security_settings_audit
  after update on private.security_settings
  for each row when (old.mfa_required is distinct from new.mfa_required)
  execute function private.audit_security_settings();

-- ---------------------------------------------------------------------------- a colleague's factors
-- An admin (at aal2 while required) resets another staff member's factors: checked and recorded
-- here, before they are deleted. Not one's own: the person removes their own in their account.
create function public.record_factor_reset(target_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  factors integer;
begin
  perform private.require_admin('record_factor_reset');
  if target_user_id is null or target_user_id = (select auth.uid()) then
    raise exception 'record_factor_reset: another admin must reset your own factors; remove one yourself in your account'
      using errcode = '22023';
  end if;
  select u.email::text into address
  from public.user_roles ur join auth.users u on u.id = ur.user_id where ur.user_id = target_user_id;
  if not found then
    raise exception 'record_factor_reset: that person is not staff' using errcode = 'P0002';
  end if;
  select count(*) into factors from auth.mfa_factors f where f.user_id = target_user_id;
  perform private.audit('mfa.reset', target_user_id::text, jsonb_build_object('email', address, 'factors', factors));
  return jsonb_build_object('outcome', 'reset', 'user_id', target_user_id, 'email', address, 'factors', factors);
end;
$$;

do $$
declare f text;
begin
  foreach f in array array['staff_security_settings()', 'set_staff_mfa_required(boolean)',
                           'record_factor_reset(uuid)'] loop
    execute format('revoke all on function public.%s from public, anon, authenticated, service_role', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------- site_stats
-- Invoker rights (its reads go through row-level security) and its own role check, which cannot
-- call private.* (the API roles have no USAGE on that schema): it asks staff_security_settings().
-- Rewritten from its stored definition with one check added after the role check; if that check is
-- not found (the function was changed), the migration stops rather than leave it unguarded.
do $$
declare
  role_check constant text := $q$raise exception 'site_stats: only staff may read site statistics' using errcode = '42501';$q$;
  definition text := pg_get_functiondef('public.site_stats(timestamptz, timestamptz)'::regprocedure);
begin
  if position(role_check in definition) = 0 then
    raise exception 'site_stats: its staff check was not found; add the second-factor check by hand';
  end if;
  execute replace(definition, role_check, role_check || $q$
  end if;
  if not (public.staff_security_settings() ->> 'session_meets_requirement')::boolean then
    raise exception 'site_stats: sign in with your second factor first (the firm requires it of staff)'
      using errcode = '42501', hint = 'aal2';$q$);
end
$$;

commit;
