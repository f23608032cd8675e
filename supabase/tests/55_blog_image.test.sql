-- blog_posts.image: an https:// address or a path on this site, refused otherwise for every writer
-- (blog_posts_image_url_check, the rule of isPostImage in src/lib/backend/post-image.ts).
begin;
select plan(24);

create function pg_temp.post(_image text) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values ('post-' || md5(random()::text), 'Title', 'Excerpt', 'June 1, 2026', 'Hudson', _image,
          'slug-' || md5(random()::text), 'Body', true)
$$;
create function pg_temp.refused() returns text language sql as $$
  select 'new row for relation "blog_posts" violates check constraint "blog_posts_image_url_check"'
$$;

-- ----------------------------------------------------------- accepted (as the table owner)
select lives_ok($$ select pg_temp.post('/images/blog/og.png') $$, 'a site path');
select lives_ok($$ select pg_temp.post('/') $$, 'the site root');
select lives_ok($$ select pg_temp.post('/images/a%20b[1].png?v=2#top') $$, 'a path with a query and fragment');
select lives_ok($$ select pg_temp.post('https://cdn.example.com/a.png?w=640#x') $$, 'an https address');
select lives_ok($$ select pg_temp.post('https://localhost') $$, 'an https host without a path');

-- ------------------------------------------------------------ refused (as the table owner)
select throws_ok($$ select pg_temp.post('http://[') $$, '23514', pg_temp.refused(), 'http://[ (the reported value)');
select throws_ok($$ select pg_temp.post('http://example.com/a.png') $$, '23514', pg_temp.refused(), 'plain http');
select throws_ok($$ select pg_temp.post('https://[') $$, '23514', pg_temp.refused(), 'https://[');
select throws_ok($$ select pg_temp.post('https://') $$, '23514', pg_temp.refused(), 'https without a host');
select throws_ok($$ select pg_temp.post('https://1.2.3.999/a.png') $$, '23514', pg_temp.refused(),
  'a host ending in a number (an IPv4 address, here an invalid one)');
select throws_ok($$ select pg_temp.post('https://user@example.com/a.png') $$, '23514', pg_temp.refused(),
  'an address with credentials');
select throws_ok($$ select pg_temp.post('images/a.png') $$, '23514', pg_temp.refused(), 'a relative path');
select throws_ok($$ select pg_temp.post('//evil.example/a.png') $$, '23514', pg_temp.refused(),
  'a protocol-relative address');
select throws_ok($$ select pg_temp.post('/\evil.example/a.png') $$, '23514', pg_temp.refused(),
  'a backslash (browsers read /\ as //)');
select throws_ok($$ select pg_temp.post('javascript:alert(1)') $$, '23514', pg_temp.refused(), 'javascript:');
select throws_ok($$ select pg_temp.post('data:image/png;base64,AAAA') $$, '23514', pg_temp.refused(), 'data:');
select throws_ok($$ select pg_temp.post('/a b.png') $$, '23514', pg_temp.refused(), 'a space');
select throws_ok($$ select pg_temp.post(' /a.png') $$, '23514', pg_temp.refused(), 'a leading space');
select throws_ok($$ select pg_temp.post(E'/a\tb.png') $$, '23514', pg_temp.refused(), 'a tab');

-- ------------------------------------------------ the admin (the only writer) under RLS
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
select results_eq($$ select image from public.blog_posts where id = 'post-img' $$,
  array['https://cdn.example.com/b.png'], 'anon: reads the image of a published post');
select tests.as_postgres();
select is((select convalidated from pg_constraint where conname = 'blog_posts_image_url_check'), false,
  'rows stored before the rule are kept (NOT VALID); new writes are checked');

select * from finish();
rollback;
