-- Staff accounts, an audit trail and privacy requests (docs/decisions/0011-team-audit-privacy.md),
-- in three files applied in this order:
--   20261124000200 (this file)         the viewer role, what staff read, the last-admin rule
--   20261124000210_audit_log           the audit trail, and the staff functions that write it
--   20261124000220_privacy_requests    export_person and erase_person
--
-- Roles: `admin` changes things; `viewer` reads the leads, their notes and status history, the
-- lead search and the Overview, and changes nothing. A person holds at most one role. Policies
-- read the roles on every request, so a revoked person's next request is refused.
--
-- Redefines: public.search_leads(...) (first in 20261124000100_hardening_round3.sql) and
--    public.site_stats(timestamptz, timestamptz) (first in 20261123000600_site_stats.sql), each
--    rewritten from its stored definition (pg_get_functiondef)

begin;

-- ---------------------------------------------------------------------------- the viewer role
-- `alter type ... add value` would do, but a value added that way cannot be used in the
-- transaction that adds it, and a migration runner may apply several files in one transaction.
-- The type is replaced instead: a new enum (usable at once: it is created here), the column
-- converted, the old type dropped. Function bodies that name public.app_role resolve the name
-- when they run, so they use the new type.
alter type public.app_role rename to app_role_admin_only;
create type public.app_role as enum ('admin', 'viewer');
alter table public.user_roles
  alter column role type public.app_role using role::text::public.app_role;
drop type public.app_role_admin_only;

-- One role per person: changing a role updates the row, and "is staff" has one answer.
alter table public.user_roles
  drop constraint user_roles_user_id_role_key,
  add constraint user_roles_user_id_key unique (user_id);
comment on table public.user_roles is
  'Application roles, one per person (admin or viewer). Written by service_role, the SQL editor and the admin-only staff functions.';

-- Admin or viewer: may read the lead desk and the Overview.
create function private.is_staff()
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
  );
$$;
revoke all on function private.is_staff() from public, anon, authenticated;
grant execute on function private.is_staff() to authenticated, service_role;

-- ---------------------------------------------------------------------------- what staff read
-- Added beside the admin policies (permissive policies add up): every write policy still asks
-- for private.is_admin(), so a viewer's UPDATE or DELETE matches no row and an INSERT is refused.
create policy "form_submissions: staff read"
  on public.form_submissions for select to authenticated
  using ((select private.is_staff()));
create policy "lead_notes: staff read"
  on public.lead_notes for select to authenticated
  using ((select private.is_staff()));
-- site_stats counts chat questions from site_events as the caller.
create policy "site_events: staff read"
  on public.site_events for select to authenticated
  using ((select private.is_staff()));
do $$
declare t text;
begin
  foreach t in array array['visit_days', 'visits', 'page_days', 'lead_days', 'lead_visits'] loop
    execute format('create policy "%s: staff read" on analytics.%I for select to authenticated
                    using ((select private.is_staff()))', t, t);
  end loop;
end
$$;

-- The search box's function (search_leads, hardening round 3) lets staff search: rewritten from
-- its stored definition with the one check widened, as site_stats below. If the check is not
-- found (the function was changed), the migration stops rather than leave viewers without search.
do $$
declare
  definition text := pg_get_functiondef(
    'public.search_leads(text, text, text, text, date, boolean, text, integer, integer)'::regprocedure);
begin
  if position('private.is_admin()' in definition) = 0 then
    raise exception 'search_leads: its admin check was not found; widen it to viewers by hand';
  end if;
  execute replace(replace(definition, 'private.is_admin()', 'private.is_staff()'),
                  'only admins may search leads', 'only staff may search leads');
end
$$;

-- site_stats refuses anyone whose own user_roles row is not 'admin'. Only that test changes: the
-- function is rewritten from its stored definition with the one condition widened, instead of
-- repeating its 150 lines here. If the condition is not found (the function was changed), the
-- migration stops rather than leave viewers without an Overview.
do $$
declare
  admin_only constant text := $q$r.role = 'admin'::public.app_role$q$;
  staff constant text := $q$r.role in ('admin'::public.app_role, 'viewer'::public.app_role)$q$;
  definition text := pg_get_functiondef('public.site_stats(timestamptz, timestamptz)'::regprocedure);
begin
  if position(admin_only in definition) = 0 then
    raise exception 'site_stats: its admin check was not found; widen it to viewers by hand';
  end if;
  execute replace(replace(definition, admin_only, staff), 'only admins may read', 'only staff may read');
end
$$;

-- ---------------------------------------------------------------------------- the last admin
-- Nobody removes or demotes the last admin: not the Data API, not the service role, not the SQL
-- editor, not the cascade of deleting the account in Auth. Concurrent removals are serialised by
-- an advisory lock, and the remaining admin rows are locked (FOR UPDATE): under READ COMMITTED
-- the second removal then counts what the first left; under REPEATABLE READ it fails with a
-- serialisation error instead of counting a stale snapshot.
create function private.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  others integer;
begin
  if tg_op = 'TRUNCATE' then
    if exists (select 1 from public.user_roles ur where ur.role = 'admin') then
      raise exception 'The last admin cannot be removed: user_roles holds admins and cannot be truncated.'
        using errcode = '23001';
    end if;
    return null;
  end if;
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.user_roles: last admin', 0));
  select count(*) into others
  from (select 1 from public.user_roles ur where ur.role = 'admin' and ur.id <> old.id for update) remaining;
  if others = 0 then
    raise exception 'The last admin cannot be removed or demoted. Make someone else an admin first.'
      using errcode = '23001'; -- restrict_violation
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke all on function private.keep_last_admin() from public, anon, authenticated;

create trigger user_roles_keep_last_admin
  before update or delete on public.user_roles
  for each row execute function private.keep_last_admin();
create trigger user_roles_keep_last_admin_truncate
  before truncate on public.user_roles
  for each statement execute function private.keep_last_admin();

commit;
