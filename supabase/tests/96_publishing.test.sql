-- Scheduled posts and per-post SEO fields (20261124000400_publishing.sql): visitors (anon and a
-- signed-in member) read only live posts (public.published_posts), published and whose publish_at
-- (if any) has passed; admins read every post in the working copy (blog_posts) and write the new
-- columns; the columns' CHECK rules. Immediate publishing: approval is switched off (as in the
-- local demo), so an admin's save goes live at once (with approval on: 99_supervision).
begin;
select plan(43);

update private.firm_settings set approval_required = false;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

create function pg_temp.post(_slug text, _published boolean, _publish_at timestamptz) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, publish_at)
  values ('post-' || _slug, 'Title', 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', _slug, 'Body', _published, _publish_at)
$$;
grant execute on function pg_temp.post(text, boolean, timestamptz) to authenticated;
select pg_temp.post('live', true, null);
select pg_temp.post('was-scheduled', true, now() - interval '1 minute');
select pg_temp.post('scheduled', true, now() + interval '1 hour');
select pg_temp.post('draft', false, null);
select pg_temp.post('draft-with-past-time', false, now() - interval '1 day');

-- What visitors read.
create function pg_temp.slugs() returns setof text language sql as $$
  select slug from public.published_posts order by slug
$$;
grant execute on function pg_temp.slugs() to anon, authenticated;

-- ======================================================================= structure
select col_type_is('public', 'blog_posts', 'publish_at', 'timestamp with time zone', 'publish_at is a timestamptz');
select col_is_null('public', 'blog_posts', 'publish_at', 'publish_at may be empty (at once)');
select col_hasnt_default('public', 'blog_posts', 'publish_at', 'publish_at has no default: a new post goes live at once');
select col_is_null('public', 'blog_posts', 'meta_description', 'meta_description may be empty (the excerpt)');
select col_is_null('public', 'blog_posts', 'social_image', 'social_image may be empty (the post''s image)');
select policies_are('public', 'blog_posts', array[
  'blog_posts: post staff read', 'blog_posts: writers insert', 'blog_posts: writers update', 'blog_posts: admins delete'],
  'blog_posts has no public read policy: visitors read published_posts');

-- ======================================================================== anon
select tests.as_anon();
select results_eq('select * from pg_temp.slugs()', array['live', 'was-scheduled'],
  'anon: SELECT sees live posts only (published, time passed or none), never a scheduled post or a draft');
select is_empty($$ select 1 from public.published_posts where slug = 'scheduled' $$,
  'anon: a scheduled post''s address shows nothing before its time');
select results_eq($$ select count(*)::int from public.published_posts where published $$, array[2],
  'anon: asking for published posts (what the blog and the build ask) gives the live ones');
select throws_ok($$ select 1 from public.blog_posts where slug = 'scheduled' $$, '42501', null,
  'anon: the working copy (where a scheduled post waits) is not readable');
select throws_ok($$ update public.blog_posts set publish_at = null $$, '42501', null, 'anon: UPDATE publish_at denied');
select throws_ok(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, meta_description)
     values ('post-x', 'x', 'x', 'x', 'x', '/x.png', 'x', 'x', true, 'x') $$,
  '42501', null, 'anon: INSERT denied');
select throws_ok($$ delete from public.blog_posts where slug = 'scheduled' $$, '42501', null, 'anon: DELETE denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select results_eq('select * from pg_temp.slugs()', array['live', 'was-scheduled'],
  'member: SELECT sees live posts only');
select is_empty($$ select 1 from public.blog_posts $$, 'member: the working copy shows no post');
select is_empty($$ update public.blog_posts set publish_at = null where slug = 'scheduled' returning id $$,
  'member: UPDATE cannot release a scheduled post');
select is_empty($$ update public.blog_posts set meta_description = 'Defaced' returning id $$,
  'member: UPDATE of the SEO fields changes nothing');
select throws_ok(
  $$ select pg_temp.post('mine', true, now() + interval '1 day') $$,
  '42501', 'new row violates row-level security policy for table "blog_posts"', 'member: INSERT a scheduled post denied');
select is_empty($$ delete from public.blog_posts where slug = 'scheduled' returning id $$,
  'member: DELETE removes nothing');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq('select slug from public.blog_posts order by slug',
  array['draft', 'draft-with-past-time', 'live', 'scheduled', 'was-scheduled'],
  'admin: SELECT of the working copy sees every post, drafts and scheduled ones too');
select results_eq($$ select slug from public.blog_posts where slug = 'scheduled' $$, array['scheduled'],
  'admin: previews a scheduled post at its address');
select results_eq($$ select slug from public.blog_posts where slug = 'draft' $$, array['draft'],
  'admin: previews a draft at its address');
select lives_ok(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published,
                                    publish_at, meta_description, social_image, image_alt)
     values ('post-seo', 'SEO', 'Ex', 'June 2, 2026', 'Hudson Re', 'post-images/2026/cover.webp', 'seo', 'Body', true,
             now() + interval '2 hours', 'What search engines show.', 'post-images/2026/card.png', 'A cover') $$,
  'admin: INSERT with a schedule, a meta description, a social image and an uploaded image');
select results_eq(
  $$ update public.blog_posts set publish_at = now() + interval '1 day', meta_description = 'Changed',
       social_image = '/images/card.png'
     where slug = 'seo' returning meta_description, social_image $$,
  $$ values ('Changed'::text, '/images/card.png'::text) $$, 'admin: UPDATE the schedule and the SEO fields');
select lives_ok($$ select pg_temp.post('back-dated', true, now() - interval '1 week') $$,
  'admin: INSERT a post scheduled in the past');
select results_eq($$ delete from public.blog_posts where slug = 'seo' returning slug $$, array['seo'],
  'admin: DELETE a scheduled post');

-- a time already past publishes at once; a time ahead is kept from visitors until it comes
select tests.as_anon();
select results_eq($$ select slug from public.published_posts where slug = 'back-dated' $$, array['back-dated'],
  'anon: a post saved with a time already past is live at once');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ update public.blog_posts set publish_at = now() where slug = 'scheduled' $$,
  'admin: moves a scheduled post''s time to now');
select results_eq($$ update public.blog_posts set published = false where slug = 'live' returning slug $$, array['live'],
  'admin: unpublishes a live post');
select tests.as_anon();
select results_eq('select * from pg_temp.slugs()', array['back-dated', 'scheduled', 'was-scheduled'],
  'anon: sees the post whose time came, and no longer the unpublished one');

-- ================================================================= CHECK rules (admin)
select tests.as_user('a0000000-0000-4000-8000-000000000001');
-- One case a row: the SET clause on the scheduled post, the CHECK it breaks (null: it is kept), what.
select case when c.chk is null then lives_ok(c.sql, c.descr)
            else throws_ok(c.sql, '23514', format('new row for relation "blog_posts" violates check constraint "%s"', c.chk), c.descr)
       end
from (select format($f$update public.blog_posts set %s where slug = 'scheduled'$f$, v.set_clause), v.chk, v.descr
      from (values
        ($$meta_description = '   '$$, 'blog_posts_meta_description_check', 'a blank meta description is refused (empty means null)'),
        ($$meta_description = repeat('x', 301)$$, 'blog_posts_meta_description_check',
         'a meta description over 300 characters is refused'),
        ($$meta_description = repeat('x', 300)$$, null, 'a meta description of 300 characters is kept'),
        ($$social_image = 'javascript:alert(1)'$$, 'blog_posts_social_image_check',
         'a social image that is not an image address is refused'),
        ($$social_image = 'post-images/../secret.png'$$, 'blog_posts_social_image_check',
         'an uploaded image path cannot climb out of its bucket'),
        ($$image = 'other-bucket/a.png'$$, 'blog_posts_image_url_check', 'an image in another bucket is refused'),
        ($$image = 'post-images/'$$, 'blog_posts_image_url_check', 'the bucket without an object is refused'),
        ($$image = 'post-images/a/b_c-1.d.avif', image_alt = 'A chart'$$, null, 'an uploaded object''s path in folders is accepted'),
        ($$social_image = null, meta_description = null$$, null, 'both SEO fields may be cleared')
      ) v(set_clause, chk, descr)) c(sql, chk, descr);

-- ====================================================================== the rule itself
select tests.as_postgres();
select ok(private.post_is_live(true, null, now()) and private.post_is_live(true, now(), now())
          and not private.post_is_live(true, now() + interval '1 second', now())
          and not private.post_is_live(false, null, now()) and not private.post_is_live(null, null, now()),
  'live: published, at or after its time; never a draft, never an unknown flag');
select ok(private.is_post_image('/images/a.png') and private.is_post_image('https://cdn.example.com/a.png')
          and private.is_post_image('post-images/2026/a.webp'),
  'image rule: a site path, an https address, an uploaded object');
select ok(not private.is_post_image('post-images/.hidden.png') and not private.is_post_image('post-images//a.png')
          and not private.is_post_image('post-images/a b.png') and not private.is_post_image('images/a.png'),
  'image rule: no hidden name, empty segment, space, or other relative path');
select ok(not has_function_privilege('anon', 'private.is_post_image(text)', 'execute'),
  'anon cannot execute the image rule (it writes no post)');

select * from finish();
rollback;
