-- blog_posts.image: an https:// address or a path on this site, refused otherwise for every writer
-- (blog_posts_image_url_check, the rule of isPostImage in src/lib/backend/post-image.ts).
-- Immediate publishing (approval off, as in the local demo): the admin's edit is what visitors read.
begin;
select plan(24);

update private.firm_settings set approval_required = false;

create function pg_temp.post(_image text) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values ('post-' || md5(random()::text), 'Title', 'Excerpt', 'June 1, 2026', 'Hudson', _image,
          'slug-' || md5(random()::text), 'Body', true)
$$;
create function pg_temp.refused() returns text language sql as $$
  select 'new row for relation "blog_posts" violates check constraint "blog_posts_image_url_check"'
$$;

-- ----------------------------------------------------------- accepted (as the table owner)
select lives_ok(format('select pg_temp.post(%L)', c.image), c.descr) from (values
  ('/images/blog/og.png', 'a site path'),
  ('/', 'the site root'),
  ('/images/a%20b[1].png?v=2#top', 'a path with a query and fragment'),
  ('https://cdn.example.com/a.png?w=640#x', 'an https address'),
  ('https://localhost', 'an https host without a path')
) c(image, descr);

-- ------------------------------------------------------------ refused (as the table owner)
select throws_ok(format('select pg_temp.post(%L)', c.image), '23514', pg_temp.refused(), c.descr) from (values
  ('http://[', 'http://[ (the reported value)'),
  ('http://example.com/a.png', 'plain http'),
  ('https://[', 'https://['),
  ('https://', 'https without a host'),
  ('https://1.2.3.999/a.png', 'a host ending in a number (an IPv4 address, here an invalid one)'),
  ('https://user@example.com/a.png', 'an address with credentials'),
  ('images/a.png', 'a relative path'),
  ('//evil.example/a.png', 'a protocol-relative address'),
  ('/\evil.example/a.png', 'a backslash (browsers read /\ as //)'),
  ('javascript:alert(1)', 'javascript:'),
  ('data:image/png;base64,AAAA', 'data:'),
  ('/a b.png', 'a space'),
  (' /a.png', 'a leading space'),
  (E'/a\tb.png', 'a tab')
) c(image, descr);

-- ------------------------------------------------ the admin (a writer) under RLS
select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values ('post-img', 'Img', 'Ex', 'June 1, 2026', 'Hudson', '/img/a.jpg', 'img-post', 'Body', true);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok(
  $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
     values ('post-bad', 'Bad', 'x', 'x', 'x', 'http://[', 'bad-post', 'x') $$,
  '23514', pg_temp.refused(), 'admin: INSERT with a bad image refused');
select throws_ok($$ update public.blog_posts set image = 'http://[' where id = 'post-img' $$,
  '23514', pg_temp.refused(), 'admin: UPDATE to a bad image refused');
select results_eq(
  $$ update public.blog_posts set image = 'https://cdn.example.com/b.png' where id = 'post-img' returning image $$,
  array['https://cdn.example.com/b.png'], 'admin: UPDATE to an https image');
select tests.as_anon();
select results_eq($$ select image from public.published_posts where id = 'post-img' $$,
  array['https://cdn.example.com/b.png'], 'anon: reads the image of a published post');
select tests.as_postgres();
select is((select convalidated from pg_constraint where conname = 'blog_posts_image_url_check'), false,
  'rows stored before the rule are kept (NOT VALID); new writes are checked');

select * from finish();
rollback;
