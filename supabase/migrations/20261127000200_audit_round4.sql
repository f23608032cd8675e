-- The audit trail, round 4 (issue 31, "weak points"; docs/decisions/0011-team-audit-privacy.md):
--
--   1. Every delete of a lead, a note or an event is recorded, whoever makes it (an admin through
--      the Data API, the service role, the SQL editor, the event purge). Chosen over "erasure
--      only through erase_person": admins delete spam and test leads from the desk, and the purge
--      deletes old events; refusing those would move them to the SQL editor, where nothing is
--      seen. One entry per statement (statement triggers with the deleted rows), with the real
--      count. A lead's notes deleted with it are counted in the lead entry's statement, not again.
--      An erasure (erase_person) writes its own privacy.erase entry; its lead.delete entry then
--      carries only the count, never the lead ids, so the trail does not tie ids to the address.
--   2. The CSV export is one call, public.export_leads(), that reads the rows with the desk's
--      filters and records how many it returned; log_export (a count the browser reported) is gone.
--   3. A change of publish_at that takes a live post down or brings a scheduled post live now is
--      recorded as post.unpublish or post.publish.
--   4. Only the audit writer inserts audit rows, the table owner included: rows are inserted by
--      private.append_audit, owned by the NOLOGIN role audit_writer, and a trigger refuses an
--      insert made as any other role. A caller cannot become audit_writer (no API role or login
--      is a member of it; the migration's own membership is taken back at the end), whereas a
--      setting (set_config) could be preset by anyone. private.audit keeps its signature.
--   5. The restore marker of restore_post_revision is a row of private.post_restores for the
--      transaction (txid_current()), not a setting: only the definer function writes it.
--   6. user_roles.user_id never changes (a trigger, for the owner too; service_role keeps UPDATE
--      of role only).
--   7. set_staff_role and revoke_staff take the team lock first, before any row: two admins
--      demoting each other wait in turn instead of deadlocking, and the one who waited is told
--      to try again (40001, which admin-users answers with 409) when the wait made them stale.
--
-- Redefines: private.audit(text, text, jsonb), public.set_staff_role(uuid, public.app_role),
--    public.revoke_staff(uuid) (first in 20261124000210_audit_log.sql),
--    private.record_post_revision(), public.restore_post_revision(bigint) (first in
--    20261124000300_records.sql; also 20261125000100), public.search_leads(...) (first in
--    20261124000100_hardening_round3.sql; also 20261124000200_team_audit_privacy.sql)

begin;

-- =========================================================================== audit actions
-- Adds actions to audit_log_action_check, keeping those already allowed (whichever migration
-- added them), so migrations that add actions apply in any order.
create function private.allow_audit_actions(actions text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  allowed text[];
begin
  select array_agg(distinct a order by a) into allowed
  from (select (regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g'))[1] as a
        from pg_catalog.pg_constraint c
        where c.conrelid = 'public.audit_log'::regclass and c.conname = 'audit_log_action_check'
        union all
        select unnest(actions)) listed;
  alter table public.audit_log drop constraint if exists audit_log_action_check;
  execute format('alter table public.audit_log add constraint audit_log_action_check check (action = any (%L::text[]))',
                 allowed);
end;
$$;
revoke all on function private.allow_audit_actions(text[]) from public, anon, authenticated, service_role;

select private.allow_audit_actions(array['lead.delete', 'note.delete', 'event.delete']);

-- =========================================================================== 4. the writer
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'audit_writer') then
    create role audit_writer nologin noinherit;
  end if;
end
$$;

grant usage on schema public to audit_writer;
grant insert (actor_id, action, target, details) on table public.audit_log to audit_writer;
create policy "audit_log: the audit writer appends"
  on public.audit_log for insert to audit_writer
  with check (true);

-- The insert itself. Called by private.audit (which adds the actor); owned by audit_writer below.
create function private.append_audit(actor uuid, action_name text, target_key text, entry_details jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, action, target, details)
  values (actor, action_name, target_key, coalesce(entry_details, '{}'::jsonb));
$$;

-- Ownership passes to audit_writer. A non-superuser owner (Supabase's postgres) needs to be a
-- member of the new owner, and the new owner CREATE on the schema, for that moment only.
do $$
declare
  superuser boolean := (select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user);
begin
  if not superuser then
    execute format('grant audit_writer to %I', current_user);
  end if;
  grant create on schema private to audit_writer;
  alter function private.append_audit(uuid, text, text, jsonb) owner to audit_writer;
  revoke create on schema private from audit_writer;
  revoke all on function private.append_audit(uuid, text, text, jsonb) from public, anon, authenticated, service_role;
  -- private.audit (owned by the migration's role) calls it.
  execute format('grant execute on function private.append_audit(uuid, text, text, jsonb) to %I', current_user);
  if not superuser then
    execute format('revoke audit_writer from %I', current_user);
  end if;
end
$$;

-- Same signature and callers as before (20261124000210_audit_log.sql); the row goes through the writer.
create or replace function private.audit(action_name text, target_key text, entry_details jsonb default '{}'::jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.append_audit((select auth.uid()), action_name, target_key, entry_details);
$$;

-- Not SECURITY DEFINER: current_user is the role the insert runs as.
create function private.refuse_audit_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user <> 'audit_writer' then
    raise exception 'audit_log entries are written only by the database''s audit writer (private.audit)'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_audit_insert() from public, anon, authenticated, service_role;
create trigger audit_log_written_by_audit_writer
  before insert on public.audit_log
  for each row execute function private.refuse_audit_insert();

-- ====================================================================== 1. deletes recorded
-- Up to 100 ids of what a statement deleted (an entry stays small when a purge deletes thousands).
-- Leads deleted by an erasure: count only (see the header).
create function private.audit_lead_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
  ids jsonb;
  stack text;
begin
  select count(*) into n from gone;
  if n = 0 then
    return null;
  end if;
  get diagnostics stack = pg_context;
  if stack ~ 'function public\.erase_person\(' then
    perform private.audit('lead.delete', null, jsonb_build_object('rows', n, 'via', 'privacy.erase'));
    return null;
  end if;
  select jsonb_agg(g.id order by g.created_at, g.id) into ids
  from (select g.id, g.created_at from gone g order by g.created_at, g.id limit 100) g;
  perform private.audit('lead.delete', case when n = 1 then ids ->> 0 end,
    jsonb_build_object('rows', n, 'lead_ids', ids));
  return null;
end;
$$;
revoke all on function private.audit_lead_delete() from public, anon, authenticated, service_role;
create trigger form_submissions_audit_delete
  after delete on public.form_submissions
  referencing old table as gone
  for each statement execute function private.audit_lead_delete();

-- Notes are deleted on their own only by the service role or the SQL editor; notes whose lead
-- went in the same statement (ON DELETE CASCADE) belong to that lead's entry.
create function private.audit_note_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
  leads jsonb;
begin
  select count(*), jsonb_agg(distinct g.submission_id) into n, leads
  from gone g
  where exists (select 1 from public.form_submissions s where s.id = g.submission_id);
  if n > 0 then
    perform private.audit('note.delete', null, jsonb_build_object('rows', n, 'lead_ids', leads));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_note_delete() from public, anon, authenticated, service_role;
create trigger lead_notes_audit_delete
  after delete on public.lead_notes
  referencing old table as gone
  for each statement execute function private.audit_note_delete();

-- Events: how many, and the span of their times (the purge's entries say which days went).
create function private.audit_event_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
  first_at timestamptz;
  last_at timestamptz;
begin
  select count(*), min(g.created_at), max(g.created_at) into n, first_at, last_at from gone g;
  if n > 0 then
    perform private.audit('event.delete', null,
      jsonb_build_object('rows', n, 'oldest', first_at, 'newest', last_at));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_event_delete() from public, anon, authenticated, service_role;
create trigger site_events_audit_delete
  after delete on public.site_events
  referencing old table as gone
  for each statement execute function private.audit_event_delete();

-- ============================================================== 3. publish_at and liveness
-- The existing triggers record changes of `published`; this one a moved publish_at of a post
-- that stays published, when it changes whether the post is live now (private.post_is_live).
create function private.audit_post_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_live boolean := private.post_is_live(old.published, old.publish_at, now());
  is_live boolean := private.post_is_live(new.published, new.publish_at, now());
begin
  if was_live is distinct from is_live then
    perform private.audit(case when is_live then 'post.publish' else 'post.unpublish' end, new.id,
      jsonb_build_object('title', new.title, 'slug', new.slug,
                         'publish_at', new.publish_at, 'previous_publish_at', old.publish_at));
  end if;
  return null;
end;
$$;
revoke all on function private.audit_post_schedule() from public, anon, authenticated, service_role;
create trigger blog_posts_audit_schedule
  after update of publish_at on public.blog_posts
  for each row when (old.published and new.published and old.publish_at is distinct from new.publish_at)
  execute function private.audit_post_schedule();

-- ============================================================ 5. the restore marker
-- One row per transaction that is restoring a version, written and removed by
-- restore_post_revision alone (no API role may read or write the table).
create table private.post_restores (
  txid        bigint primary key,
  revision_id bigint not null
);
comment on table private.post_restores is
  'The version restore_post_revision is restoring in the current transaction (txid_current()); empty between calls.';
revoke all on table private.post_restores from public, anon, authenticated, service_role;

-- As 20261124000300_records.sql, with the marker read from private.post_restores.
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
    case when tg_op = 'DELETE' then 'deleted'
         when restored is not null then 'restored'
         when tg_op = 'INSERT' then 'created'
         else 'updated' end,
    case when tg_op = 'DELETE' then null else restored end,
    auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()),
    to_jsonb(saved) - 'content',
    saved.content
  );
  return null;
end;
$$;

-- As 20261125000100_post_image_alt.sql, now SECURITY DEFINER (to write the marker) and so
-- refusing non-admins first (it used to rely on the caller's row-level security).
create or replace function public.restore_post_revision(revision_id bigint)
returns public.blog_posts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  rev      public.post_revisions;
  snapshot public.blog_posts;
  holder   public.blog_posts;
  result   public.blog_posts;
begin
  perform private.require_admin('restore_post_revision');
  select r.* into rev from public.post_revisions r where r.id = revision_id;
  if not found then
    raise exception 'There is no saved version %.', coalesce(revision_id::text, 'null') using errcode = 'P0002';
  end if;
  snapshot := jsonb_populate_record(null::public.blog_posts, rev.post || jsonb_build_object('content', rev.content));

  select p.* into holder from public.blog_posts p where p.slug = snapshot.slug and p.id <> rev.post_id;
  if found then
    raise exception 'The address /blog/% now belongs to another post, "%". Change that post''s slug first, or edit this one instead.',
      snapshot.slug, holder.title
      using errcode = '23505', detail = format('post %s holds the slug %s', holder.id, snapshot.slug);
  end if;

  insert into private.post_restores (txid, revision_id) values (txid_current(), rev.id)
  on conflict (txid) do update set revision_id = excluded.revision_id;
  update public.blog_posts p
     set title = snapshot.title, excerpt = snapshot.excerpt, date = snapshot.date, author = snapshot.author,
         image = snapshot.image, image_alt = snapshot.image_alt, slug = snapshot.slug, content = snapshot.content,
         meta_description = snapshot.meta_description, social_image = snapshot.social_image
   where p.id = rev.post_id
  returning p.* into result;
  if not found then
    insert into public.blog_posts
      (id, title, excerpt, date, author, image, image_alt, slug, content, published, meta_description, social_image)
    values (rev.post_id, snapshot.title, snapshot.excerpt, snapshot.date, snapshot.author, snapshot.image,
            snapshot.image_alt, snapshot.slug, snapshot.content, false, snapshot.meta_description, snapshot.social_image)
    returning * into result;
  end if;
  delete from private.post_restores r where r.txid = txid_current();
  return result;
end;
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon, authenticated, service_role;
grant execute on function public.restore_post_revision(bigint) to authenticated;

-- ============================================================ 6. user_roles.user_id
create function private.keep_role_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A role row''s user_id never changes: revoke the role and grant one to the other person.'
    using errcode = '42501';
end;
$$;
revoke all on function private.keep_role_owner() from public, anon, authenticated, service_role;
create trigger user_roles_user_id_fixed
  before update of user_id on public.user_roles
  for each row when (old.user_id is distinct from new.user_id)
  execute function private.keep_role_owner();
revoke update on table public.user_roles from service_role;
grant update (role) on table public.user_roles to service_role;

-- ============================================================ 7. concurrent role changes
-- The lock private.keep_last_admin takes, taken by the staff functions before they lock any
-- row: with the rows locked first, two admins demoting each other deadlocked (one locked by
-- each function, then each trigger waiting for the other). Waiting at most lock_timeout; the
-- caller is checked again after the wait (the change they waited for may have demoted them).
-- Either refusal is 40001: nothing was changed, try again.
create function private.lock_team(caller text)
returns void
language plpgsql
security definer
set search_path = ''
set lock_timeout = '5s'
as $$
begin
  begin
    perform pg_advisory_xact_lock(hashtextextended('public.user_roles: last admin', 0));
  exception when lock_not_available then
    raise exception '%: another change to the team is still being saved. Nothing was changed; try again.', caller
      using errcode = '40001';
  end;
  if not private.is_admin() then
    raise exception '%: the team changed while this was waiting, and you are no longer an admin. Nothing was changed; reload and try again.', caller
      using errcode = '40001';
  end if;
end;
$$;
revoke all on function private.lock_team(text) from public, anon, authenticated, service_role;

-- As 20261124000210_audit_log.sql, with the team lock taken first.
create or replace function public.set_staff_role(target_user_id uuid, new_role public.app_role)
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
  perform private.lock_team('set_staff_role');
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

create or replace function public.revoke_staff(target_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous public.app_role;
begin
  perform private.require_admin('revoke_staff');
  perform private.lock_team('revoke_staff');
  -- The last-admin trigger may refuse this (23001).
  delete from public.user_roles ur where ur.user_id = target_user_id returning ur.role into previous;
  if previous is null then
    raise exception 'revoke_staff: that person is not staff' using errcode = 'P0002';
  end if;
  return jsonb_build_object('outcome', 'revoked', 'user_id', target_user_id, 'role', previous);
end;
$$;

-- ============================================================ 2. the CSV export
-- The desk's filters as one WHERE clause (empty without filters), and its three orders: written
-- once, for search_leads() and export_leads(). Each word of the search is one
-- `search_text ILIKE '%word%'` (LIKE wildcards escaped), which the trigram index answers.
create function private.lead_filter(search text, form_type text, status text, lead_source text,
                                    due_on date, not_notified boolean)
returns text
language sql
stable -- a date as text follows DateStyle
set search_path = ''
as $$
  select coalesce(' where ' || string_agg(c, ' and ' order by n), '')
  from (
    select 1 as n, format('s.search_text ilike %L',
             '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%') as c
    -- The words of the box: split on white space, as the client's searchWords().
    from (select distinct w from regexp_split_to_table(lower(coalesce(search, '')), '\s+') w where w <> '') words
    union all select 2, format('s.form_type = %L', form_type) where form_type is not null
    union all select 3, format('s.status = %L', status) where status is not null
    union all select 4, format('s.lead_source = %L', lead_source) where lead_source is not null
    union all select 5, format('s.follow_up_on <= %L::date', due_on) where due_on is not null
    union all select 6, 's.unnotified' where not_notified
  ) conditions;
$$;
revoke all on function private.lead_filter(text, text, text, text, date, boolean) from public, anon, authenticated, service_role;

create function private.lead_order(sort text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case sort
    when 'newest' then 'created_at desc, id desc'
    when 'oldest' then 'created_at, id'
    when 'follow_up' then 'follow_up_on nulls last, created_at desc, id desc' end;
$$;
revoke all on function private.lead_order(text) from public, anon, authenticated, service_role;

-- As in 20261124000100_hardening_round3.sql (widened to staff by 20261124000200), with the
-- filter and the order from the two helpers above.
create or replace function public.search_leads(
  search text,
  form_type text default null,
  status text default null,
  lead_source text default null,
  due_on date default null,
  not_notified boolean default false,
  sort text default 'newest',
  page_offset integer default 0,
  page_limit integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filter text := private.lead_filter(search, form_type, status, lead_source, due_on, not_notified);
  ordering text := private.lead_order(sort);
  total bigint;
  page jsonb;
  walk boolean;
  sorting text := current_setting('enable_sort');
begin
  if not coalesce(private.is_staff(), false) then
    raise exception 'search_leads: only staff may search leads' using errcode = '42501';
  end if;
  if char_length(search) > 500 or ordering is null or page_offset < 0 or page_limit not between 1 and 1000 then
    raise exception 'search_leads: search of at most 500 characters, sort newest, oldest or follow_up, page_offset >= 0, page_limit 1 to 1000'
      using errcode = '22023';
  end if;
  execute 'select count(*) from public.form_submissions s' || filter into total;
  -- Without column statistics the planner takes every search for a rare one: it reads all the
  -- matches, then sorts them. When matches are many, walking the order's index and stopping at
  -- the page's end reads fewer rows: about rows / total * (offset + limit) of them, against
  -- total. Then sorting is switched off for the page's statement only.
  walk := total::numeric * total > (page_offset::numeric + page_limit)
    * (select greatest(c.reltuples, 0) from pg_catalog.pg_class c where c.oid = 'public.form_submissions'::regclass);
  if walk then
    perform set_config('enable_sort', 'off', true);
  end if;
  execute format('select coalesce(jsonb_agg(to_jsonb(p) order by %s), ''[]'') from (select s.* from public.form_submissions s%s order by %s limit %s offset %s) p',
                 ordering, filter, ordering, page_limit, page_offset)
    into page;
  perform set_config('enable_sort', sorting, true);
  return jsonb_build_object('total', total, 'rows', page);
end;
$$;

-- Every lead matching the desk's filters, in the desk's order, as {"total": n, "rows": [...]}
-- (one jsonb value: PostgREST's max_rows limits sets, not a value), recorded as leads.export
-- with the number of rows returned and which filters were set. The search words are not
-- recorded (they may hold a visitor's address). Admins only, like the export button.
create function public.export_leads(
  search text default null,
  form_type text default null,
  status text default null,
  lead_source text default null,
  due_on date default null,
  not_notified boolean default false,
  sort text default 'newest'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  filter text := private.lead_filter(search, form_type, status, lead_source, due_on, not_notified);
  ordering text := private.lead_order(sort);
  total bigint;
  exported jsonb;
begin
  perform private.require_admin('export_leads');
  if char_length(search) > 500 or ordering is null then
    raise exception 'export_leads: search of at most 500 characters, sort newest, oldest or follow_up'
      using errcode = '22023';
  end if;
  execute format('select count(*), coalesce(jsonb_agg(to_jsonb(s) - ''search_text'' order by %s), ''[]'') from public.form_submissions s%s',
                 ordering, filter)
    into total, exported;
  perform private.audit('leads.export', null, jsonb_build_object('rows', total, 'filters', jsonb_strip_nulls(jsonb_build_object(
    'searched', nullif(filter like '%s.search_text ilike%', false),
    'form_type', form_type, 'status', status, 'lead_source', lead_source, 'due_on', due_on,
    'not_notified', nullif(not_notified, false), 'sort', sort))));
  return jsonb_build_object('total', total, 'rows', exported);
end;
$$;
revoke all on function public.export_leads(text, text, text, text, date, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.export_leads(text, text, text, text, date, boolean, text) to authenticated;

-- The count the browser reported is gone with it.
drop function public.log_export(integer);

commit;
