-- blog_posts: the editors' working copy, which only post staff read and admins write here;
-- everyone reads the live posts in public.published_posts. Immediate publishing: approval is
-- switched off (as in the local demo), so an admin's save goes live at once (the review itself:
-- 99_supervision).
begin;
select plan(22);

update private.firm_settings set approval_required = false;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-1', 'Live', 'Ex', 'June 1, 2026', 'Hudson', '/img/a.jpg', 'live-post', 'Body', true),
  ('post-2', 'Draft', 'Ex', 'June 2, 2026', 'Hudson', '/img/b.jpg', 'draft-post', 'Body', false);

-- ===================================================================== anon, member
select tests.as_anon();
select results_eq($$ select slug from public.published_posts order by slug $$, array['live-post'],
  'anon: published_posts has the published post only');
select throws_ok($$ select slug from public.blog_posts $$, '42501', null, 'anon: SELECT of the working copy denied');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select results_eq($$ select slug from public.published_posts order by slug $$, array['live-post'],
  'member: published_posts has the published post only');
select is_empty($$ select slug from public.blog_posts $$, 'member: SELECT of the working copy sees no post');
select tests.as_postgres();
-- One case a row, in order: who asks, the statement, empty / the SQLSTATE, what, the message.
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values
  ('anon', $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-9', 'Spam', 'x', 'x', 'x', 'x', 'spam', 'x') $$, '42501', 'anon: INSERT denied', null),
  ('anon', $$ update public.blog_posts set title = 'Defaced' $$, '42501', 'anon: UPDATE denied', null),
  ('anon', $$ delete from public.blog_posts $$, '42501', 'anon: DELETE denied', null),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-9', 'Mine', 'x', 'x', 'x', 'x', 'mine', 'x') $$,
    '42501', 'member: INSERT denied', 'new row violates row-level security policy for table "blog_posts"'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.blog_posts set title = 'Defaced' returning id $$, 'empty', 'member: UPDATE changes nothing', null),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.blog_posts returning id $$, 'empty', 'member: DELETE removes nothing', null),
  ('b0000000-0000-4000-8000-000000000002', $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-1', 'Hijack', 'x', 'x', 'x', 'x', 'live-post', 'x')
     on conflict (id) do update set title = excluded.title $$,
    '42501', 'member: upsert over an existing post denied', null)
) c(who, sql, expect, descr, msg);

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq($$ select slug from public.blog_posts order by slug $$, array['draft-post', 'live-post'],
  'admin: SELECT sees drafts too');
select lives_ok(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
     values ('post-3', 'New', 'Ex', 'June 3, 2026', 'Hudson', '/img/c.jpg', 'new-post', 'Body', false) $$,
  'admin: INSERT');
select results_eq(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
     values ('post-3', 'New title', 'Ex', 'June 3, 2026', 'Hudson', '/img/c.jpg', 'new-post', 'Body', true)
     on conflict (id) do update set id = excluded.id, title = excluded.title, excerpt = excluded.excerpt,
       date = excluded.date, author = excluded.author, image = excluded.image, slug = excluded.slug,
       content = excluded.content, published = excluded.published
     returning title $$,
  array['New title'], 'admin: upsert (what supabase-js upsert sends) updates the existing post');
select results_eq($$ update public.blog_posts set published = true where id = 'post-2' returning published $$,
  array[true], 'admin: UPDATE publishes a draft');
select ok((select updated_at >= created_at from public.blog_posts where id = 'post-2'), 'admin: updated_at is kept');
select throws_ok(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-4', 'Dup', 'x', 'x', 'x', '/img/d.jpg', 'live-post', 'x') $$,
  '23505', null, 'admin: a second post with the same slug is a conflict');
select throws_ok($$ update public.blog_posts set created_at = now() $$, '42501', null,
  'admin: cannot rewrite created_at');
select results_eq($$ delete from public.blog_posts where id = 'post-3' returning id $$, array['post-3'],
  'admin: DELETE');

-- visitors now see the post the admin published
select tests.as_anon();
select results_eq($$ select slug from public.published_posts order by slug $$, array['draft-post', 'live-post'],
  'anon: sees a post once the admin publishes it');
select is((select count(*)::int from public.published_posts where published = false), 0,
  'anon: filtering for drafts finds nothing');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set published = false where id = 'post-2';
select tests.as_anon();
select results_eq($$ select slug from public.published_posts order by slug $$, array['live-post'],
  'anon: an admin''s unpublish takes the post off at once');

select * from finish();
rollback;
