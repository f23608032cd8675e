-- Publishing (docs/interfaces.md, "Publishing"; operator set-up in docs/operating-supabase.md):
--
--   * Scheduled posts: blog_posts.publish_at (null: at once). A post is a draft (published
--     false), scheduled (published, publish_at ahead) or live. Visitors read only live posts
--     (RLS), so no job has to run for a post to appear; a publish_at already past publishes at
--     once. Admins read everything (a draft or a scheduled post previews at its real address).
--   * Per-post SEO: meta_description and social_image.
--   * Uploaded images: the Storage bucket `post-images` (public read; admins alone upload,
--     replace and delete, through policies on storage.objects; JPEG, PNG, WebP and AVIF only,
--     never SVG; at most 5 MB). A post stores the object's path, `post-images/<name>`.
--   * Deploy hook: when the set of live posts changes (a post published, edited while live,
--     unpublished or deleted, or a scheduled post's time arriving), the static host is asked to
--     rebuild, so the prerendered pages, sitemap and RSS feed follow. The hook's URL is the Vault
--     secret `deploy_hook_url`; without it nothing is sent (the blog still shows new posts at
--     once, read at run time). A failed request never fails the save.
--
-- Needs Supabase Storage's tables (storage.buckets, storage.objects) and helpers
-- (storage.filename, storage.extension): tests/db/prelude.sql stands in for them elsewhere.

begin;

-- ------------------------------------------------------------------------- the image rule
-- A post's image: an https:// address, a path on this site (`/images/…`) or an uploaded object
-- (`post-images/…`), the rule of isPostImage (src/lib/backend/post-image.ts). No control
-- character, space or backslash; an https host of letters, digits and hyphens whose last label
-- starts with a letter; object path segments of letters, digits, `.`, `_` and `-`, each starting
-- with a letter or digit (no `..`).
create function private.is_post_image(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^/([^/\\\x01-\x20\x7f][^\\\x01-\x20\x7f]*)?$'
      or value ~ '^https://([A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*([/?#][^\\\x01-\x20\x7f]*)?$'
      or value ~ '^post-images(/[A-Za-z0-9][A-Za-z0-9._-]*)+$'
$$;
revoke all on function private.is_post_image(text) from public, anon, authenticated;
-- Evaluated in CHECK constraints and storage policies as the writer.
grant execute on function private.is_post_image(text) to authenticated, service_role;

-- Same name as before (20261123000200_blog_image.sql), a third kind of value. NOT VALID: rows
-- written before either rule are kept as they are (the blog shows such a post without its image).
alter table public.blog_posts drop constraint blog_posts_image_url_check;
alter table public.blog_posts
  add constraint blog_posts_image_url_check check (private.is_post_image(image)) not valid;

-- ----------------------------------------------------------------- schedule and SEO columns
alter table public.blog_posts
  add column publish_at       timestamptz,
  add column meta_description text,
  add column social_image     text,
  add constraint blog_posts_meta_description_check
    check (char_length(meta_description) <= 300 and meta_description ~ '\S'),
  add constraint blog_posts_social_image_check
    check (char_length(social_image) <= 2000 and private.is_post_image(social_image));
comment on column public.blog_posts.publish_at is
  'When a published post goes live. Null: as soon as it is published. Visitors never see it earlier.';
comment on column public.blog_posts.meta_description is
  'What search engines and link cards show. Null: the excerpt.';
comment on column public.blog_posts.social_image is
  'The link card''s image (same rule as image). Null: the post''s image.';

grant insert (publish_at, meta_description, social_image),
      update (publish_at, meta_description, social_image)
  on table public.blog_posts to authenticated; -- admins only (policies)

-- ------------------------------------------------------------------------------ visibility
-- Live: published, and its time (if any) has come. The one definition, used by the visitors'
-- policy, the deploy hook and the schedule below.
create function private.post_is_live(published boolean, publish_at timestamptz, at timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(published and (publish_at is null or publish_at <= at), false)
$$;
revoke all on function private.post_is_live(boolean, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function private.post_is_live(boolean, timestamptz, timestamptz) to anon, authenticated, service_role;

drop policy "blog_posts: published posts are public" on public.blog_posts;
create policy "blog_posts: live posts are public"
  on public.blog_posts for select to anon, authenticated
  using (private.post_is_live(published, publish_at, now()));

-- -------------------------------------------------------------------------- uploaded images
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('post-images', 'post-images', true, 5 * 1024 * 1024,
        array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- An object a post can point at (`post-images/<name>`, private.is_post_image) whose file name
-- ends in the extension of an allowed type (never .svg). SECURITY DEFINER: its body names
-- private.is_post_image, and API roles have no USAGE on schema private.
create function private.is_post_image_object(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_post_image('post-images/' || name)
     and storage.filename(name) like '%_._%'
     and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'avif')
$$;
revoke all on function private.is_post_image_object(text) from public, anon, authenticated;
grant execute on function private.is_post_image_object(text) to authenticated, service_role;

-- Files are public through the bucket's public URL (no policy needed to download). The object
-- rows (listing, and what the Storage API reads back on upsert and delete) are for admins.
create policy "post-images: admins list"
  on storage.objects for select to authenticated
  using (bucket_id = 'post-images' and (select private.is_admin()));
create policy "post-images: admins upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'post-images' and (select private.is_admin()) and private.is_post_image_object(name));
create policy "post-images: admins replace"
  on storage.objects for update to authenticated
  using (bucket_id = 'post-images' and (select private.is_admin()))
  with check (bucket_id = 'post-images' and (select private.is_admin()) and private.is_post_image_object(name));
create policy "post-images: admins delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'post-images' and (select private.is_admin()));

-- ------------------------------------------------------------------------------ deploy hook
-- One POST to the static host's deploy hook (Netlify, Cloudflare Pages and Vercel all take an
-- empty POST), at most once per transaction. pg_net only queues it (sent after commit by its
-- worker), so nothing waits on the network here. No hook configured: nothing to do.
create function private.request_site_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
begin
  if current_setting('publishing.rebuild_requested', true) = 'on' then
    return;
  end if;
  select ds.decrypted_secret into hook_url from vault.decrypted_secrets ds where ds.name = 'deploy_hook_url';
  if hook_url is null or hook_url !~ '^https://' then
    return;
  end if;
  perform net.http_post(url := hook_url, body := '{}'::jsonb, timeout_milliseconds := 10000);
  perform set_config('publishing.rebuild_requested', 'on', true);
end;
$$;
revoke all on function private.request_site_rebuild() from public, anon, authenticated, service_role;

-- After a post is written: a rebuild when the post was live before or is live now. Never blocks
-- or fails the save (every error becomes a warning; the next change or build catches up).
create function private.queue_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes_live_posts boolean;
begin
  -- clock_timestamp(), not now(): a post whose time comes while its transaction runs counts as
  -- live, so the schedule below (which looks at times after its last run) cannot miss it.
  if tg_op = 'INSERT' then
    changes_live_posts := private.post_is_live(new.published, new.publish_at, clock_timestamp());
  elsif tg_op = 'DELETE' then
    changes_live_posts := private.post_is_live(old.published, old.publish_at, clock_timestamp());
  else
    changes_live_posts := private.post_is_live(old.published, old.publish_at, clock_timestamp())
                       or private.post_is_live(new.published, new.publish_at, clock_timestamp());
  end if;
  if changes_live_posts then
    perform private.request_site_rebuild();
  end if;
  return null;
exception when others then
  raise warning 'deploy hook: could not request a rebuild: % (%)', sqlerrm, sqlstate;
  return null;
end;
$$;
revoke all on function private.queue_site_rebuild() from public, anon, authenticated, service_role;

create trigger blog_posts_request_rebuild
  after insert or update or delete on public.blog_posts
  for each row execute function private.queue_site_rebuild();

-- The schedule: scheduled posts whose time came since the last run ask for a rebuild. One row
-- holds when it last ran.
create table private.publishing_clock (
  id         boolean primary key default true check (id),
  checked_at timestamptz not null default now()
);
comment on table private.publishing_clock is
  'When private.announce_due_posts() last looked for scheduled posts whose time came (one row).';
alter table private.publishing_clock enable row level security;
revoke all on table private.publishing_clock from public, anon, authenticated, service_role;
insert into private.publishing_clock default values;

-- Returns how many posts went live since the last run (one rebuild for all of them).
create function private.announce_due_posts()
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
  select count(*) into due from public.blog_posts p
  where p.published and p.publish_at > coalesce(since, now()) and p.publish_at <= now();
  if due > 0 then
    perform private.request_site_rebuild();
  end if;
  return due;
end;
$$;
revoke all on function private.announce_due_posts() from public, anon, authenticated, service_role;

-- Every minute where pg_cron exists; elsewhere schedule it another way (see the docs).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('publish-due-posts', '* * * * *', 'select private.announce_due_posts()');
  else
    raise notice 'pg_cron is not available: run select private.announce_due_posts() every minute';
  end if;
end
$$;

commit;
