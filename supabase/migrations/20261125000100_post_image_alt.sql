-- A post image's text alternative (docs/interfaces.md, "Publishing"): blog_posts.image_alt, what
-- a screen reader says for the post's image (and the link card's og:image:alt). Required for an
-- uploaded image (`post-images/…`): the editor asks for it beside the upload, and the database
-- refuses an uploaded image without one. Optional for an address typed by hand (the post's title
-- stands in), as for every post written before this column. NOT VALID: rows already stored are
-- kept as they are; an edit of one must then satisfy the rule.
--
-- A saved version (post_revisions) snapshots every column, so image_alt travels with it; a
-- restore now brings back the image's text and the link card's fields with the image.
--
-- Redefines: public.restore_post_revision(bigint) (first in 20261124000300_records.sql)

begin;

alter table public.blog_posts
  add column image_alt text,
  add constraint blog_posts_image_alt_check
    check (char_length(image_alt) <= 300 and image_alt ~ '\S');
alter table public.blog_posts
  add constraint blog_posts_uploaded_image_alt_check
    check (image !~ '^post-images/' or image_alt is not null) not valid;
comment on column public.blog_posts.image_alt is
  'The image''s text alternative. Required when image is an uploaded object (post-images/…); null: the title.';

grant insert (image_alt), update (image_alt) on table public.blog_posts to authenticated; -- admins only (policies)

-- As 20261124000300_records.sql, with image_alt, meta_description and social_image restored
-- beside the image they describe.
create or replace function public.restore_post_revision(revision_id bigint)
returns public.blog_posts
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rev      public.post_revisions;
  snapshot public.blog_posts;
  holder   public.blog_posts;
  result   public.blog_posts;
begin
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

  perform set_config('app.restoring_revision', rev.id::text, true);
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
  perform set_config('app.restoring_revision', '', true);
  return result;
end;
$$;

-- The new column keeps no planner statistics either (20261124000900_no_planner_statistics.sql).
select private.keep_no_planner_statistics('public.blog_posts'::regclass);

commit;
