-- The audit trail, and the staff functions that write it (docs/decisions/0011-team-audit-privacy.md).
--
--   * public.audit_log: admins read it; no API role may write, change or delete a row. Rows are
--     written by private.audit(), called only by the triggers and SECURITY DEFINER functions
--     below (and by the privacy functions of the next migration). A trigger refuses UPDATE,
--     DELETE and TRUNCATE to everyone, the table owner included.
--   * The actor is auth.uid() of the request: the signed-in person; null for the service role, the
--     SQL editor and the seed.
--   * Nothing written here holds a visitor's e-mail address: lead entries name the lead's id, and
--     privacy entries the SHA-256 of the address (next migration).

begin;

-- ---------------------------------------------------------------------------- audit_log
create table public.audit_log (
  id       bigint generated always as identity primary key,
  at       timestamptz not null default now(),
  -- No foreign key: the trail outlives the accounts it names.
  actor_id uuid,
  action   text not null,
  target   text,
  details  jsonb not null default '{}'::jsonb,

  constraint audit_log_action_check check (action in (
    'staff.invite',    -- a role for an account that never signed in (an invitation)
    'role.grant',      -- a role for an account that has signed in before
    'role.change',
    'role.revoke',
    'lead.status',
    'post.publish', 'post.unpublish', 'post.delete',
    'leads.export',    -- a CSV export from the dashboard (public.log_export)
    'privacy.export', 'privacy.erase')),
  constraint audit_log_target_check check (char_length(target) <= 200),
  constraint audit_log_details_check check (jsonb_typeof(details) = 'object')
);
comment on table public.audit_log is
  'Who did what and when. Admins read; written only by the database (private.audit); never changed.';

-- Newest first, whole or filtered by action or by actor, with the id as tie-breaker.
create index audit_log_at_idx on public.audit_log (at desc, id desc);
create index audit_log_action_idx on public.audit_log (action, at desc, id desc);
create index audit_log_actor_idx on public.audit_log (actor_id, at desc, id desc);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from public, anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
create policy "audit_log: admins read"
  on public.audit_log for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only: entries are never changed or deleted' using errcode = '42501';
end;
$$;
revoke all on function private.refuse_audit_change() from public, anon, authenticated;
create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_change();
create trigger audit_log_append_only_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_change();

-- The one writer. Not callable through the API: only triggers and definer functions use it.
create function private.audit(action_name text, target_key text, entry_details jsonb default '{}'::jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, target, details)
  values ((select auth.uid()), action_name, target_key, coalesce(entry_details, '{}'::jsonb));
$$;
revoke all on function private.audit(text, text, jsonb) from public, anon, authenticated, service_role;

-- Raises 42501 unless the caller is an admin: the first line of every admin-only function.
create function private.require_admin(caller text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception '%: only admins may do this', caller using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.require_admin(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------- what is recorded
-- Role rows, whoever writes them (the staff functions below, the service role, the SQL editor).
create function private.audit_role_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
  account record;
begin
  select u.email::text as email, u.last_sign_in_at into account from auth.users u where u.id = person;
  if tg_op = 'INSERT' then
    perform private.audit(case when account.last_sign_in_at is null then 'staff.invite' else 'role.grant' end,
      person::text, jsonb_build_object('email', account.email, 'role', new.role));
  elsif tg_op = 'UPDATE' then
    perform private.audit('role.change', person::text,
      jsonb_build_object('email', account.email, 'role', new.role, 'previous_role', old.role));
  else
    perform private.audit('role.revoke', person::text, jsonb_build_object('email', account.email, 'role', old.role));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_role_change() from public, anon, authenticated;
create trigger user_roles_audit_insert_delete
  after insert or delete on public.user_roles
  for each row execute function private.audit_role_change();
create trigger user_roles_audit_update
  after update on public.user_roles
  for each row when ((old.user_id, old.role) is distinct from (new.user_id, new.role))
  execute function private.audit_role_change();

-- A lead's status: the lead's id and the two statuses, nothing about the person.
create function private.audit_lead_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('lead.status', new.id::text, jsonb_build_object('from', old.status, 'to', new.status));
  return null;
end;
$$;
revoke all on function private.audit_lead_status() from public, anon, authenticated;
create trigger form_submissions_audit_status
  after update of status on public.form_submissions
  for each row when (old.status is distinct from new.status)
  execute function private.audit_lead_status();

-- Posts going public, leaving it, and deleted.
create function private.audit_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.audit('post.delete', old.id,
      jsonb_build_object('title', old.title, 'slug', old.slug, 'was_published', old.published));
  else
    perform private.audit(case when new.published then 'post.publish' else 'post.unpublish' end, new.id,
      jsonb_build_object('title', new.title, 'slug', new.slug));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_post() from public, anon, authenticated;
create trigger blog_posts_audit_insert
  after insert on public.blog_posts
  for each row when (new.published)
  execute function private.audit_post();
create trigger blog_posts_audit_publish
  after update of published on public.blog_posts
  for each row when (old.published is distinct from new.published)
  execute function private.audit_post();
create trigger blog_posts_audit_delete
  after delete on public.blog_posts
  for each row execute function private.audit_post();

-- The dashboard's CSV export happens in the browser; it reports it here before the download.
create function public.log_export(row_count integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('log_export');
  if row_count is null or row_count < 0 then
    raise exception 'log_export: row_count must be 0 or more' using errcode = '22023';
  end if;
  perform private.audit('leads.export', null, jsonb_build_object('rows', row_count));
end;
$$;

-- The people who appear as actors, for the audit view's filter (former staff included).
create function public.audit_actors()
returns table (actor_id uuid, email text, entries bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin('audit_actors');
  return query
    select a.actor_id, u.email::text, count(*)
    from public.audit_log a left join auth.users u on u.id = a.actor_id
    where a.actor_id is not null
    group by a.actor_id, u.email
    order by u.email nulls last, a.actor_id;
end;
$$;

-- ---------------------------------------------------------------------------- staff functions
-- Shared by both backends. The edge function admin-users calls them with the caller's own JWT
-- (so the database checks the admin role again and records who did it); it uses the service
-- role only for the Auth API (invitations, signing a revoked person out).

-- An e-mail address as stored (trimmed, lower case), or 22023. The pattern is the lead forms'
-- (form_submissions_email_check).
create function private.checked_email(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or char_length(btrim(value)) > 320 or btrim(value) !~
      '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$' then
    raise exception 'Enter a valid e-mail address (got %).', coalesce(quote_literal(left(value, 100)), 'nothing')
      using errcode = '22023';
  end if;
  return lower(btrim(value));
end;
$$;
revoke all on function private.checked_email(text) from public, anon, authenticated, service_role;

create function public.staff_members()
returns table (user_id uuid, email text, role public.app_role, granted_at timestamptz,
               invited_at timestamptz, last_sign_in_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin('staff_members');
  return query
    select ur.user_id, u.email::text, ur.role, ur.created_at, u.invited_at, u.last_sign_in_at
    from public.user_roles ur join auth.users u on u.id = ur.user_id
    order by u.email, ur.user_id;
end;
$$;

-- Gives a role to the account with this address (created first by an invitation). An address
-- that is already staff changes nothing: the answer says so.
create function public.add_staff(target_email text, new_role public.app_role)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  account uuid;
  held public.app_role;
begin
  perform private.require_admin('add_staff');
  address := private.checked_email(target_email);
  if new_role is null then
    raise exception 'add_staff: choose a role (admin or viewer)' using errcode = '22023';
  end if;
  select u.id into account from auth.users u where lower(u.email) = address;
  if account is null then
    raise exception 'add_staff: no account has the address %; invite it first', address using errcode = 'P0002';
  end if;
  insert into public.user_roles (user_id, role) values (account, new_role)
  on conflict (user_id) do nothing;
  if found then
    return jsonb_build_object('outcome', 'added', 'user_id', account, 'email', address, 'role', new_role);
  end if;
  select ur.role into held from public.user_roles ur where ur.user_id = account;
  return jsonb_build_object('outcome', 'already_staff', 'user_id', account, 'email', address, 'role', held,
    'message', format('%s is already staff (%s); nothing was changed.', address, held));
end;
$$;

create function public.set_staff_role(target_user_id uuid, new_role public.app_role)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.app_role;
begin
  perform private.require_admin('set_staff_role');
  if new_role is null then
    raise exception 'set_staff_role: choose a role (admin or viewer)' using errcode = '22023';
  end if;
  select ur.role into previous from public.user_roles ur where ur.user_id = target_user_id for update;
  if previous is null then
    raise exception 'set_staff_role: that person is not staff' using errcode = 'P0002';
  end if;
  if previous = new_role then
    return jsonb_build_object('outcome', 'unchanged', 'user_id', target_user_id, 'role', new_role);
  end if;
  -- The last-admin trigger may refuse this (23001).
  update public.user_roles ur set role = new_role where ur.user_id = target_user_id;
  return jsonb_build_object('outcome', 'changed', 'user_id', target_user_id, 'role', new_role,
    'previous_role', previous);
end;
$$;

-- Takes the role away. The person's next request reads no role and is refused; admin-users also
-- signs them out of Auth.
create function public.revoke_staff(target_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.app_role;
begin
  perform private.require_admin('revoke_staff');
  -- The last-admin trigger may refuse this (23001).
  delete from public.user_roles ur where ur.user_id = target_user_id returning ur.role into previous;
  if previous is null then
    raise exception 'revoke_staff: that person is not staff' using errcode = 'P0002';
  end if;
  return jsonb_build_object('outcome', 'revoked', 'user_id', target_user_id, 'role', previous);
end;
$$;

do $$
declare f text;
begin
  foreach f in array array['log_export(integer)', 'audit_actors()', 'staff_members()',
                           'add_staff(text, public.app_role)', 'set_staff_role(uuid, public.app_role)',
                           'revoke_staff(uuid)'] loop
    execute format('revoke all on function public.%s from public, anon, authenticated, service_role', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end
$$;

commit;
