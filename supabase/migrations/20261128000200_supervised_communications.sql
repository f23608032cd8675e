-- Supervised communications (issue 33; docs/decisions/0021-supervised-communications.md).
--
-- The site's posts are the firm's advertising: a principal approves a version before visitors
-- read it, and every version shown is kept, tamper-evident.
--
--   1. Roles. `author` writes posts (blog_posts) and submits versions; `compliance` reads what
--      staff read and reviews; `admin` may also review. Nobody reviews a version they saved.
--   2. The setting. private.supervision_settings.approval_required: on by default (a Supabase
--      project); the local demo starts with it off (supabase/local/prelude.sql sets
--      local_demo.approval_required). Staff read it with public.supervision_settings(); admins
--      change it with public.set_approval_required(boolean), audited.
--   3. Versions. blog_posts is the working copy; every save is a post_revisions row (as before),
--      now with a review state: draft -> in_review -> approved | rejected, or superseded when a
--      newer version of the post is saved first. A version is released (released_at) when it is
--      approved, or at once when approval is not required and an admin (or the database's owner)
--      saved it. An admin's unpublish or delete withdraws the post at once (withdrawn_at).
--   4. Visitors read public.published_posts: per post, the newest released version that is not
--      withdrawn and whose publish_at has passed. blog_posts is no longer readable by visitors,
--      so an unapproved edit of a live post stays invisible.
--   5. public.communications_archive: one row per communication as shown to the public (a post
--      version going live, a withdrawal, a build's page, a printed report), written only by the
--      database, each row carrying the SHA-256 of its content and a hash chain over the rows
--      (public.verify_archive() walks it). No API role updates or deletes it; a trigger refuses
--      it for everyone, the owner included, unless the owner disables the trigger (which the
--      chain then exposes).
--
-- Redefines: private.is_staff() (last in 20261127000600_staff_mfa.sql),
--    private.record_post_revision() (last in 20261127001000_enumerated_values.sql),
--    public.post_history(text) (first in 20261124000300_records.sql; its columns change, so it
--    is dropped and made again), public.restore_post_revision(bigint) (last in
--    20261127000200_audit_round4.sql), private.announce_due_posts() (first in
--    20261124000400_publishing.sql), public.authorize_post_image_upload() (first in
--    20261127000900_post_image_upload.sql)

begin;

-- ===================================================================== 1. who may do what
-- True when the caller holds one of `roles` and meets the firm's second-factor requirement.
create function private.has_role(roles public.app_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = any (roles)
  ) and (select private.mfa_satisfied());
$$;
revoke all on function private.has_role(public.app_role[]) from public, anon, authenticated, service_role;

-- Staff who read leads, notes and the Overview: admins, viewers and compliance (not authors).
create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role(array['admin', 'viewer', 'compliance']::public.app_role[]);
$$;

-- Who writes posts (admins, authors), who reads them with their versions (and compliance), who
-- reviews (admins, compliance) and who reads the archive (admins, compliance).
create function private.can_write_posts() returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_role(array['admin', 'author']::public.app_role[]) $$;
create function private.can_read_posts() returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_role(array['admin', 'author', 'compliance']::public.app_role[]) $$;
create function private.can_review() returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_role(array['admin', 'compliance']::public.app_role[]) $$;
revoke all on function private.can_write_posts(), private.can_read_posts(), private.can_review()
  from public, anon, authenticated, service_role;
grant execute on function private.can_write_posts(), private.can_read_posts(), private.can_review()
  to authenticated;

-- Like private.require_admin: says whether the role or the second factor is missing.
create function private.require_role(caller text, roles public.app_role[], who text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.has_role(roles) then
    return;
  end if;
  if exists (select 1 from public.user_roles ur where ur.user_id = (select auth.uid()) and ur.role = any (roles)) then
    raise exception '%: sign in with your second factor first (the firm requires it of staff)', caller
      using errcode = '42501', hint = 'aal2';
  end if;
  raise exception '%: only % may do this', caller, who using errcode = '42501';
end;
$$;
revoke all on function private.require_role(text, public.app_role[], text) from public, anon, authenticated, service_role;

-- The audit log: compliance reads it too (the review's steps are there).
drop policy "audit_log: admins read" on public.audit_log;
create policy "audit_log: admins and compliance read"
  on public.audit_log for select to authenticated
  using ((select private.can_review()));

-- ===================================================================== 2. the firm's setting
create table private.supervision_settings (
  id                boolean primary key default true constraint supervision_settings_one_row check (id),
  approval_required boolean not null,
  changed_at        timestamptz,
  changed_by        uuid
);
comment on table private.supervision_settings is
  'The firm''s supervision settings (one row). approval_required: a post version goes live only once approved.';
revoke all on table private.supervision_settings from public, anon, authenticated, service_role;
insert into private.supervision_settings (approval_required)
values (coalesce(nullif(current_setting('local_demo.approval_required', true), '')::boolean, true));

-- A missing row counts as required (fail closed).
create function private.approval_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.approval_required from private.supervision_settings s where s.id), true);
$$;
revoke all on function private.approval_required() from public, anon, authenticated, service_role;

create function public.supervision_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Staff of every role, with their second factor where the firm requires it (as every staff read).
  perform private.require_role('supervision_settings',
    array['admin', 'viewer', 'author', 'compliance']::public.app_role[], 'staff');
  return jsonb_build_object('approval_required', private.approval_required());
end;
$$;
revoke all on function public.supervision_settings() from public, anon, authenticated, service_role;
grant execute on function public.supervision_settings() to authenticated;

create function public.set_approval_required(required boolean)
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
  update private.supervision_settings s
     set approval_required = required, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.approval_required is distinct from required;
  return jsonb_build_object('approval_required', required, 'changed', found);
end;
$$;
revoke all on function public.set_approval_required(boolean) from public, anon, authenticated, service_role;
grant execute on function public.set_approval_required(boolean) to authenticated;

-- Every change, whoever makes it (the function or the SQL editor).
create function private.audit_supervision_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('approval.required', null,
    jsonb_build_object('required', new.approval_required, 'previous', old.approval_required));
  return null;
end;
$$;
revoke all on function private.audit_supervision_settings() from public, anon, authenticated, service_role;
create trigger supervision_settings_audit
  after update on private.supervision_settings
  for each row when (old.approval_required is distinct from new.approval_required)
  execute function private.audit_supervision_settings();

-- ===================================================================== 3. the archive
create type public.archive_kind as enum ('post', 'withdrawal', 'page', 'disclosure', 'report');
comment on type public.archive_kind is
  'What a communications_archive row records: a post version going live, its withdrawal, a build''s page, '
  'the disclosure texts of a build, a printed calculator report.';

create sequence public.communications_archive_id_seq;
create table public.communications_archive (
  id           bigint primary key,          -- given by the chain trigger, in chain order
  archived_at  timestamptz not null,        -- given by the chain trigger
  kind         public.archive_kind not null,
  address      text,                        -- the public address (/blog/slug, /about), if it has one
  title        text,
  content_type text not null check (content_type in ('text/html', 'text/markdown', 'application/json')),
  content      text not null,               -- what was shown: the file an export writes
  details      jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  sha256       text not null check (sha256 ~ '^[0-9a-f]{64}$'),      -- of content (UTF-8)
  prev_sha256  text not null check (prev_sha256 ~ '^[0-9a-f]{64}$'), -- row_sha256 of the row before
  row_sha256   text not null check (row_sha256 ~ '^[0-9a-f]{64}$')   -- of this row, prev_sha256 included
);
alter sequence public.communications_archive_id_seq owned by public.communications_archive.id;
create index communications_archive_archived_at_idx on public.communications_archive (archived_at);
comment on table public.communications_archive is
  'Every communication as shown to the public, hash-chained; written only by the database, never changed. Kept at least six years.';

alter table public.communications_archive enable row level security;
revoke all on table public.communications_archive from public, anon, authenticated, service_role;
revoke all on sequence public.communications_archive_id_seq from public, anon, authenticated, service_role;
grant select on table public.communications_archive to authenticated; -- admins and compliance (policy)
create policy "communications_archive: admins and compliance read"
  on public.communications_archive for select to authenticated
  using ((select private.can_review()));

-- What the row hash covers: every column but row_sha256, in a fixed order and form.
create function private.archive_row_text(r public.communications_archive)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(E'\n', r.id::text,
                   to_char(r.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
                   r.kind::text, coalesce(r.address, ''), coalesce(r.title, ''), r.content_type,
                   r.sha256, r.details::text, r.prev_sha256);
$$;
revoke all on function private.archive_row_text(public.communications_archive) from public, anon, authenticated, service_role;

create function private.sha256_hex(value text)
returns text
language sql
immutable
set search_path = ''
as $$ select encode(pg_catalog.sha256(convert_to(value, 'UTF8')), 'hex') $$;
revoke all on function private.sha256_hex(text) from public, anon, authenticated, service_role;

-- The chain: one writer at a time (a transaction-long lock), so each row links to the row
-- committed before it and ids follow the chain.
create function private.chain_archive_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.communications_archive: chain', 0));
  new.id := nextval('public.communications_archive_id_seq');
  new.archived_at := clock_timestamp();
  new.sha256 := private.sha256_hex(new.content);
  new.prev_sha256 := coalesce(
    (select a.row_sha256 from public.communications_archive a order by a.id desc limit 1), repeat('0', 64));
  new.row_sha256 := private.sha256_hex(private.archive_row_text(new));
  return new;
end;
$$;
revoke all on function private.chain_archive_row() from public, anon, authenticated, service_role;
create trigger communications_archive_chain
  before insert on public.communications_archive
  for each row execute function private.chain_archive_row();

create function private.refuse_archive_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The communications archive is append-only: its rows are never changed or deleted.'
    using errcode = '42501';
end;
$$;
revoke all on function private.refuse_archive_change() from public, anon, authenticated, service_role;
create trigger communications_archive_append_only
  before update or delete on public.communications_archive
  for each row execute function private.refuse_archive_change();
create trigger communications_archive_no_truncate
  before truncate on public.communications_archive
  for each statement execute function private.refuse_archive_change();

-- The one writer (the owner's rights): returns the row's id.
create function private.archive(kind public.archive_kind, address text, title text, content_type text,
                                content text, details jsonb)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into public.communications_archive (kind, address, title, content_type, content, details, sha256, prev_sha256, row_sha256, id, archived_at)
  values (kind, address, title, content_type, content, coalesce(details, '{}'::jsonb), '', '', '', 0, now())
  returning id;
$$;
revoke all on function private.archive(public.archive_kind, text, text, text, text, jsonb) from public, anon, authenticated, service_role;

-- Walks the chain in order: each row's content hash, its row hash and its link to the row before.
create function public.verify_archive()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r       public.communications_archive;
  prev    text := repeat('0', 64);
  checked integer := 0;
begin
  perform private.require_role('verify_archive', array['admin', 'compliance']::public.app_role[], 'admins and compliance');
  for r in select * from public.communications_archive a order by a.id loop
    if r.prev_sha256 <> prev
       or r.sha256 <> private.sha256_hex(r.content)
       or r.row_sha256 <> private.sha256_hex(private.archive_row_text(r)) then
      return jsonb_build_object('ok', false, 'rows', checked, 'first_broken_id', r.id);
    end if;
    prev := r.row_sha256;
    checked := checked + 1;
  end loop;
  return jsonb_build_object('ok', true, 'rows', checked, 'first_broken_id', null, 'head_sha256', prev);
end;
$$;
revoke all on function public.verify_archive() from public, anon, authenticated, service_role;
grant execute on function public.verify_archive() to authenticated;

-- An export of the archive happens in the browser (a ZIP); it is reported here first.
create function public.log_archive_export(from_ts timestamptz, to_ts timestamptz, row_count integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_role('log_archive_export', array['admin', 'compliance']::public.app_role[], 'admins and compliance');
  if row_count is null or row_count < 0 then
    raise exception 'log_archive_export: row_count must be 0 or more' using errcode = '22023';
  end if;
  perform private.audit('archive.export', null,
    jsonb_build_object('from', from_ts, 'to', to_ts, 'rows', row_count));
end;
$$;
revoke all on function public.log_archive_export(timestamptz, timestamptz, integer) from public, anon, authenticated, service_role;
grant execute on function public.log_archive_export(timestamptz, timestamptz, integer) to authenticated;

-- ===================================================================== 4. posts and versions
-- The HTML the editor rendered from the Markdown with the site's own renderer, as visitors get
-- it; the archive keeps it with each version that goes live. Not part of what visitors read.
alter table public.blog_posts
  add column rendered_html text constraint blog_posts_rendered_html_check check (char_length(rendered_html) <= 1000000);
grant insert (rendered_html), update (rendered_html) on table public.blog_posts to authenticated;

-- Visitors read public.published_posts (below), never the working copy.
drop policy "blog_posts: live posts are public" on public.blog_posts;
revoke select on table public.blog_posts from anon;
drop policy "blog_posts: admins read all" on public.blog_posts;
drop policy "blog_posts: admins insert" on public.blog_posts;
drop policy "blog_posts: admins update" on public.blog_posts;
create policy "blog_posts: post staff read"
  on public.blog_posts for select to authenticated
  using ((select private.can_read_posts()));
create policy "blog_posts: writers insert"
  on public.blog_posts for insert to authenticated
  with check ((select private.can_write_posts()));
create policy "blog_posts: writers update"
  on public.blog_posts for update to authenticated
  using ((select private.can_write_posts()))
  with check ((select private.can_write_posts()));
-- "blog_posts: admins delete" stays: a delete withdraws a live post, which authors may not do.

create type public.post_review_state as enum ('draft', 'in_review', 'approved', 'rejected', 'superseded');
comment on type public.post_review_state is
  'Where a saved version of a post stands in review (post_revisions.review_state).';

alter table public.post_revisions
  add column rendered_html      text,
  add column review_state       public.post_review_state not null default 'draft',
  add column submitted_at       timestamptz,
  add column submitted_by       uuid references auth.users (id),
  add column submitted_by_email text,
  add column reviewed_at        timestamptz,
  add column reviewed_by        uuid references auth.users (id),
  add column reviewed_by_email  text,
  add column review_note        text constraint post_revisions_review_note_check
                                  check (char_length(review_note) <= 2000 and not private.has_control_character(review_note)),
  add column released_at        timestamptz,  -- went live (approved, or approval not required)
  add column approval           jsonb,        -- the approval record as released
  add column withdrawn_at       timestamptz,
  add constraint post_revisions_reviewed_check
    check ((review_state in ('approved', 'rejected')) = (reviewed_at is not null)),
  add constraint post_revisions_rejection_note_check
    check (review_state <> 'rejected' or review_note ~ '\S'),
  add constraint post_revisions_release_check
    check ((released_at is null) = (approval is null) and (withdrawn_at is null or released_at is not null));
comment on column public.post_revisions.released_at is 'When this version went live (or was scheduled to); null if it never did.';

create index post_revisions_released_idx on public.post_revisions (post_id, version desc)
  where released_at is not null and withdrawn_at is null;
create index post_revisions_in_review_idx on public.post_revisions (submitted_at)
  where review_state = 'in_review';

drop policy "post_revisions: admins read" on public.post_revisions;
create policy "post_revisions: post staff read"
  on public.post_revisions for select to authenticated
  using ((select private.can_read_posts()));

-- ---------------------------------------------------------------------- going live, withdrawn
-- A rebuild request never blocks or fails a release or a withdrawal (as the save's trigger did
-- before): an error becomes a warning, and the schedule's retry or the next change catches up.
create function private.ask_site_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_site_rebuild();
exception when others then
  raise warning 'deploy hook: could not request a rebuild: % (%)', sqlerrm, sqlstate;
end;
$$;
revoke all on function private.ask_site_rebuild() from public, anon, authenticated, service_role;

create function private.post_address(slug text) returns text language sql immutable set search_path = ''
as $$ select '/blog/' || slug $$;
revoke all on function private.post_address(text) from public, anon, authenticated, service_role;

-- A version goes live (at its publish_at, if later): recorded on the version, in the archive and
-- the audit log, and the site rebuilt when it shows now (the schedule announces later ones).
create function private.release_version(revision_id bigint, approval jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev public.post_revisions;
  publish_at timestamptz;
  holder text;
begin
  -- One post per address: blog_posts keeps slugs unique among working copies, but a live post
  -- keeps its address until an edit moving it goes live, so another post may have taken it in
  -- the working copy meanwhile. Refused while that post shows it (or will: released for later).
  select o.post ->> 'title' into holder
  from public.post_revisions r
  join public.post_revisions o on o.post_id <> r.post_id and o.post ->> 'slug' = r.post ->> 'slug'
                              and o.released_at is not null and o.withdrawn_at is null
  where r.id = revision_id
    and (o.id in (select p.revision_id from public.published_posts p where p.id = o.post_id)
         or o.version = (select max(n.version) from public.post_revisions n
                         where n.post_id = o.post_id and n.released_at is not null and n.withdrawn_at is null))
  limit 1;
  if found then
    raise exception 'The address /blog/% is live for another post, "%": withdraw that post or move it to another address first.',
      (select r.post ->> 'slug' from public.post_revisions r where r.id = revision_id), holder
      using errcode = '23505';
  end if;
  update public.post_revisions r
     set released_at = clock_timestamp(), approval = release_version.approval
   where r.id = revision_id
  returning r.* into rev;
  publish_at := (rev.post ->> 'publish_at')::timestamptz;
  perform private.archive('post', private.post_address(rev.post ->> 'slug'), rev.post ->> 'title',
    case when rev.rendered_html is null then 'text/markdown' else 'text/html' end,
    coalesce(rev.rendered_html, rev.content),
    jsonb_build_object('post_id', rev.post_id, 'revision_id', rev.id, 'version', rev.version,
                       'publish_at', publish_at, 'post', rev.post, 'markdown', rev.content,
                       'approval', approval));
  perform private.audit('post.live', rev.post_id,
    jsonb_build_object('title', rev.post ->> 'title', 'slug', rev.post ->> 'slug', 'version', rev.version,
                       'publish_at', publish_at, 'approval', approval));
  if publish_at is null or publish_at <= clock_timestamp() then
    perform private.ask_site_rebuild();
  end if;
end;
$$;
revoke all on function private.release_version(bigint, jsonb) from public, anon, authenticated, service_role;

-- The post leaves the site at once: every released version of it is withdrawn.
create function private.withdraw_post(post_id text, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_live public.post_revisions;
begin
  select r.* into last_live from public.post_revisions r
  where r.post_id = withdraw_post.post_id and r.released_at is not null and r.withdrawn_at is null
  order by r.version desc limit 1;
  if not found then
    return;
  end if;
  update public.post_revisions r set withdrawn_at = clock_timestamp()
  where r.post_id = withdraw_post.post_id and r.released_at is not null and r.withdrawn_at is null;
  perform private.archive('withdrawal', private.post_address(last_live.post ->> 'slug'), last_live.post ->> 'title',
    'application/json',
    jsonb_build_object('post_id', post_id, 'withdrawn_version', last_live.version, 'reason', reason,
                       'by', (select u.email from auth.users u where u.id = auth.uid()))::text,
    jsonb_build_object('post_id', post_id, 'revision_id', last_live.id, 'reason', reason));
  perform private.audit('post.withdraw', post_id,
    jsonb_build_object('title', last_live.post ->> 'title', 'slug', last_live.post ->> 'slug', 'reason', reason));
  perform private.ask_site_rebuild();
end;
$$;
revoke all on function private.withdraw_post(text, text) from public, anon, authenticated, service_role;

-- Who saved it acts for the firm at once: an admin, or the database itself (the SQL editor, the
-- service role, a migration). An author never does.
create function private.saver_may_release() returns boolean language sql stable security definer set search_path = ''
as $$ select auth.uid() is null or private.is_admin() $$;
revoke all on function private.saver_may_release() from public, anon, authenticated, service_role;

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
  new_id   bigint;
begin
  select coalesce(max(r.version), 0) + 1 into next_version from public.post_revisions r where r.post_id = saved.id;
  insert into public.post_revisions
    (post_id, version, action, restored_from, saved_by, saved_by_email, post, content, rendered_html)
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
    to_jsonb(saved) - 'content' - 'rendered_html',
    saved.content,
    saved.rendered_html
  )
  returning id into new_id;

  -- A newer version replaces whatever of this post waited for review or sat as a draft (a version
  -- released while approval was not required stays what it was: it went live).
  update public.post_revisions r set review_state = 'superseded'
  where r.post_id = saved.id and r.id <> new_id and r.review_state in ('draft', 'in_review')
    and r.released_at is null;

  if tg_op = 'DELETE' then
    perform private.withdraw_post(saved.id, 'deleted');
  elsif not saved.published then
    -- Unpublished: an admin's save takes the post down at once; an author's waits for review.
    if private.saver_may_release() then
      perform private.withdraw_post(saved.id, 'unpublished');
    end if;
  elsif private.saver_may_release() and not private.approval_required() then
    perform private.release_version(new_id, jsonb_build_object(
      'required', false,
      'released_by', (select u.email from auth.users u where u.id = auth.uid())));
  end if;
  return null;
end;
$$;

-- The old trigger asked for a rebuild on every save of a live post; releases and withdrawals ask
-- now (an unapproved edit changes nothing visitors see).
drop trigger blog_posts_request_rebuild on public.blog_posts;
drop function private.queue_site_rebuild();

-- ---------------------------------------------------------------------- what visitors read
-- Per post, the newest released version not withdrawn whose time has come. The view runs with
-- its owner's rights (post_revisions itself stays closed to visitors: older versions, drafts and
-- notes are not theirs to read); its filter is the rule.
create view public.published_posts as
select distinct on (r.post_id)
  r.post_id                                  as id,
  r.post ->> 'title'                         as title,
  r.post ->> 'excerpt'                       as excerpt,
  r.post ->> 'date'                          as date,
  r.post ->> 'author'                        as author,
  r.post ->> 'image'                         as image,
  r.post ->> 'image_alt'                     as image_alt,
  r.post ->> 'slug'                          as slug,
  r.content                                  as content,
  true                                       as published,
  (r.post ->> 'publish_at')::timestamptz     as publish_at,
  r.post ->> 'meta_description'              as meta_description,
  r.post ->> 'social_image'                  as social_image,
  (r.post ->> 'created_at')::timestamptz     as created_at,
  r.released_at                              as updated_at,
  r.id                                       as revision_id
from public.post_revisions r
where r.released_at is not null
  and r.withdrawn_at is null
  and ((r.post ->> 'publish_at') is null or (r.post ->> 'publish_at')::timestamptz <= now())
order by r.post_id, r.version desc;
comment on view public.published_posts is
  'What visitors read: each post''s newest released (approved, or released while approval was not required), '
  'unwithdrawn version whose publish_at has passed.';
revoke all on table public.published_posts from public, anon, authenticated, service_role;
grant select on table public.published_posts to anon, authenticated, service_role;

-- ---------------------------------------------------------------------- the review
create function public.submit_post_version(revision_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev public.post_revisions;
begin
  perform private.require_role('submit_post_version', array['admin', 'author']::public.app_role[], 'authors and admins');
  select r.* into rev from public.post_revisions r where r.id = revision_id for update;
  if not found then
    raise exception 'There is no saved version %.', coalesce(revision_id::text, 'null') using errcode = 'P0002';
  end if;
  if rev.action = 'deleted' then
    raise exception 'This post was deleted: there is nothing to submit.' using errcode = '23514';
  end if;
  if rev.review_state = 'in_review' then
    return jsonb_build_object('revision_id', rev.id, 'review_state', rev.review_state, 'changed', false);
  end if;
  if rev.review_state <> 'draft' then
    raise exception 'Version % is %: only the latest draft can be submitted. Edit the post and save it again.',
      rev.version, replace(rev.review_state::text, '_', ' ') using errcode = '23514';
  end if;
  if rev.released_at is not null then
    raise exception 'Version % is already live.', rev.version using errcode = '23514';
  end if;
  update public.post_revisions r
     set review_state = 'in_review', submitted_at = clock_timestamp(), submitted_by = auth.uid(),
         submitted_by_email = (select u.email from auth.users u where u.id = auth.uid())
   where r.id = rev.id;
  perform private.audit('post.submit', rev.post_id,
    jsonb_build_object('title', rev.post ->> 'title', 'version', rev.version));
  return jsonb_build_object('revision_id', rev.id, 'review_state', 'in_review', 'changed', true);
end;
$$;
revoke all on function public.submit_post_version(bigint) from public, anon, authenticated, service_role;
grant execute on function public.submit_post_version(bigint) to authenticated;

-- Approves or rejects exactly the version given (locked, so a save racing it either supersedes it
-- first and the review is refused, or waits and becomes a new draft).
create function public.review_post_version(revision_id bigint, decision text, note text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  rev      public.post_revisions;
  reviewer text := (select u.email from auth.users u where u.id = auth.uid());
  cleaned  text := nullif(btrim(note, E' \t\r\n'), '');  -- a blank note (tabs, line breaks) is no note
begin
  perform private.require_role('review_post_version', array['admin', 'compliance']::public.app_role[], 'compliance and admins');
  if decision is null or decision not in ('approved', 'rejected') then
    raise exception 'review_post_version: the decision is approved or rejected' using errcode = '22023';
  end if;
  select r.* into rev from public.post_revisions r where r.id = revision_id for update;
  if not found then
    raise exception 'There is no saved version %.', coalesce(revision_id::text, 'null') using errcode = 'P0002';
  end if;
  if rev.saved_by = auth.uid() then
    raise exception 'You saved version % yourself: another reviewer must approve or reject it.', rev.version
      using errcode = '42501';
  end if;
  if rev.review_state <> 'in_review' then
    raise exception 'Version % is %, not in review: %', rev.version, replace(rev.review_state::text, '_', ' '),
      case rev.review_state
        when 'superseded' then 'a newer version was saved since. Review that one.'
        when 'draft' then 'its author has not submitted it.'
        else 'it was reviewed already.' end
      using errcode = '23514';
  end if;
  if decision = 'rejected' and cleaned is null then
    raise exception 'Say why the version is rejected: the author reads the note.' using errcode = '23514';
  end if;
  update public.post_revisions r
     set review_state = decision::public.post_review_state, reviewed_at = clock_timestamp(),
         reviewed_by = auth.uid(), reviewed_by_email = reviewer, review_note = cleaned
   where r.id = rev.id
  returning r.* into rev;
  perform private.audit(case decision when 'approved' then 'post.approve' else 'post.reject' end, rev.post_id,
    jsonb_build_object('title', rev.post ->> 'title', 'version', rev.version, 'note', cleaned));
  if decision = 'approved' then
    if coalesce((rev.post ->> 'published')::boolean, false) then
      perform private.release_version(rev.id, jsonb_build_object(
        'required', true, 'submitted_by', rev.submitted_by_email, 'submitted_at', rev.submitted_at,
        'approved_by', reviewer, 'approved_at', rev.reviewed_at, 'note', cleaned));
    else
      perform private.withdraw_post(rev.post_id, 'unpublished (approved)');
    end if;
  end if;
  return jsonb_build_object('revision_id', rev.id, 'review_state', rev.review_state,
                            'released', rev.review_state = 'approved' and coalesce((rev.post ->> 'published')::boolean, false));
end;
$$;
revoke all on function public.review_post_version(bigint, text, text) from public, anon, authenticated, service_role;
grant execute on function public.review_post_version(bigint, text, text) to authenticated;

-- What waits for review, oldest first, with the live version beside it (for the change).
create function public.review_queue()
returns table (
  revision_id        bigint,
  post_id            text,
  version            integer,
  title              text,
  slug               text,
  content            text,
  post               jsonb,
  saved_at           timestamptz,
  saved_by_email     text,
  submitted_at       timestamptz,
  submitted_by_email text,
  live_revision_id   bigint,
  live_title         text,
  live_content       text,
  live_post          jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.post_id, r.version, r.post ->> 'title', r.post ->> 'slug', r.content, r.post,
         r.saved_at, r.saved_by_email, r.submitted_at, r.submitted_by_email,
         l.id, l.post ->> 'title', l.content, l.post
  from public.post_revisions r
  left join lateral (
    select lr.* from public.post_revisions lr
    where lr.post_id = r.post_id and lr.released_at is not null and lr.withdrawn_at is null
    order by lr.version desc limit 1
  ) l on true
  where r.review_state = 'in_review'
  order by r.submitted_at, r.id;
$$;
revoke all on function public.review_queue() from public, anon, authenticated, service_role;
grant execute on function public.review_queue() to authenticated;

-- The versions of a post, newest first, now with their review and release.
drop function public.post_history(text);
create function public.post_history(post_id text)
returns table (
  id                 bigint,
  version            integer,
  action             text,
  saved_at           timestamptz,
  saved_by           uuid,
  saved_by_email     text,
  restored_from      bigint,
  title              text,
  slug               text,
  changed            text[],
  review_state       text,
  submitted_at       timestamptz,
  submitted_by_email text,
  reviewed_at        timestamptz,
  reviewed_by_email  text,
  review_note        text,
  released_at        timestamptz,
  withdrawn_at       timestamptz,
  approval           jsonb
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.version, r.action::text, r.saved_at, r.saved_by, r.saved_by_email, r.restored_from,
         r.post ->> 'title', r.post ->> 'slug',
         case when p.id is not null then
           array(select e.key from jsonb_each(r.post) e
                 where e.key <> 'updated_at' and (p.post -> e.key) is distinct from e.value
                 union all
                 select 'content' where r.content is distinct from p.content
                 order by 1)
         end,
         r.review_state::text, r.submitted_at, r.submitted_by_email, r.reviewed_at, r.reviewed_by_email,
         r.review_note, r.released_at, r.withdrawn_at, r.approval
  from public.post_revisions r
  left join public.post_revisions p on p.post_id = r.post_id and p.version = r.version - 1
  where r.post_id = post_history.post_id
  order by r.version desc;
$$;
revoke all on function public.post_history(text) from public, anon, authenticated, service_role;
grant execute on function public.post_history(text) to authenticated;

-- Restoring a version is writing the post again: authors may, and it is a new version.
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
  perform private.require_role('restore_post_revision', array['admin', 'author']::public.app_role[], 'authors and admins');
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
         meta_description = snapshot.meta_description, social_image = snapshot.social_image,
         rendered_html = rev.rendered_html
   where p.id = rev.post_id
  returning p.* into result;
  if not found then
    insert into public.blog_posts
      (id, title, excerpt, date, author, image, image_alt, slug, content, published, meta_description, social_image,
       rendered_html)
    values (rev.post_id, snapshot.title, snapshot.excerpt, snapshot.date, snapshot.author, snapshot.image,
            snapshot.image_alt, snapshot.slug, snapshot.content, false, snapshot.meta_description, snapshot.social_image,
            rev.rendered_html)
    returning * into result;
  end if;
  delete from private.post_restores r where r.txid = txid_current();
  return result;
end;
$$;

-- Authors upload the images of their drafts.
create or replace function public.authorize_post_image_upload()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role('authorize_post_image_upload', array['admin', 'author']::public.app_role[], 'authors and admins');
end;
$$;

-- The schedule: released versions whose publish_at came since the last run ask for a rebuild.
create or replace function private.announce_due_posts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  due integer;
begin
  select c.checked_at into since from private.publishing_clock c where c.id for update;
  update private.publishing_clock c set checked_at = now() where c.id;
  select count(*) into due from public.post_revisions r
  where r.released_at is not null and r.withdrawn_at is null
    and (r.post ->> 'publish_at')::timestamptz > coalesce(since, now())
    and (r.post ->> 'publish_at')::timestamptz <= now();
  if due > 0 then
    perform private.request_site_rebuild();
  end if;
  return due;
end;
$$;

-- ===================================================================== 5. what is live today
-- Posts live before supervision keep showing: their latest version is released, recorded as
-- released before approval was required.
do $$
declare
  live record;
begin
  for live in
    select distinct on (r.post_id) r.id
    from public.post_revisions r join public.blog_posts p on p.id = r.post_id
    where p.published and r.action <> 'deleted'
    order by r.post_id, r.version desc
  loop
    perform private.release_version(live.id, jsonb_build_object('required', false, 'note', 'live before supervision'));
  end loop;
end
$$;

select private.keep_no_planner_statistics(rel)
from unnest(array['public.post_revisions', 'public.blog_posts', 'public.communications_archive']::regclass[]) rel;

commit;
