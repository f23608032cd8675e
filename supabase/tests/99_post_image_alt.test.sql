-- A post image's text alternative (20261125000100_post_image_alt.sql): blog_posts.image_alt, read
-- with a live post by anyone (public.published_posts), written by admins (and authors:
-- 99_supervision); required for an uploaded image; restored
-- with a saved version. Then the local backend's Storage stand-in (supabase/local/prelude.sql,
-- section 7): an upload checks the bucket's limits, writes the object as the caller (so the
-- post-images policies decide: only the service role may write since 20261127000900) and keeps
-- its bytes; anyone reads a public bucket's file.
-- Immediate publishing (approval off, as in the local demo): what admins save is what visitors read.
begin;
select plan(38);

update private.firm_settings set approval_required = false;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

insert into public.blog_posts (id, title, excerpt, date, author, image, image_alt, slug, content, published)
values ('post-live', 'Live', 'Excerpt', 'June 1, 2026', 'Hudson Re', 'post-images/2026/a.png', 'A harbour at dawn',
        'live', 'Body', true),
       ('post-draft', 'Draft', 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', 'Draft picture',
        'draft', 'Body', false);

create function pg_temp.write(_id text, _image text, _alt text) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, image_alt, slug, content, published)
  values (_id, 'Title', 'Excerpt', 'June 1, 2026', 'Hudson Re', _image, _alt, _id, 'Body', true)
$$;
grant execute on function pg_temp.write(text, text, text) to anon, authenticated;
create function pg_temp.upload(_name text, _type text default 'image/png', _bytes bytea default '\x89504e47')
returns text language sql as $$ select storage.local_upload('post-images', _name, _type, _bytes) $$;
grant execute on function pg_temp.upload(text, text, bytea) to anon, authenticated, service_role;
create function pg_temp.public_file(_name text) returns bytea language sql as $$
  select bytes from storage.local_public_file('post-images', _name)
$$;
grant execute on function pg_temp.public_file(text) to anon, authenticated;

-- ======================================================================= structure
select col_type_is('public', 'blog_posts', 'image_alt', 'text', 'image_alt is text');
select col_is_null('public', 'blog_posts', 'image_alt', 'image_alt may be empty (an address typed by hand)');

-- ================================================================= anon, member
select tests.as_anon();
select results_eq($$ select image_alt from public.published_posts $$, array['A harbour at dawn'],
  'anon: published_posts has image_alt of the live post only');
select throws_ok($$ select image_alt from public.blog_posts $$, '42501', null, 'anon: SELECT of the working copy denied');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select results_eq($$ select image_alt from public.published_posts $$, array['A harbour at dawn'],
  'member: published_posts has image_alt of the live post only');
select is_empty($$ select image_alt from public.blog_posts $$, 'member: SELECT of the working copy sees no post');
-- One case a row, in order: who asks, the statement, empty / the SQLSTATE, what.
select tests.check(c.who, c.sql, c.expect, c.descr) from (values
  ('anon', $$ select pg_temp.write('anon-post', '/img/a.jpg', 'x') $$, '42501', 'anon: INSERT denied'),
  ('anon', $$ update public.blog_posts set image_alt = 'x' $$, '42501', 'anon: UPDATE of image_alt denied'),
  ('anon', $$ delete from public.blog_posts $$, '42501', 'anon: DELETE denied'),
  ('anon', $$ select pg_temp.upload('2026/anon.png') $$, '42501', 'anon: a local upload is refused'),
  ('b0000000-0000-4000-8000-000000000002', $$ select pg_temp.write('member-post', '/img/a.jpg', 'x') $$, '42501', 'member: INSERT denied'),
  ('b0000000-0000-4000-8000-000000000002', $$ update public.blog_posts set image_alt = 'x' returning id $$, 'empty', 'member: UPDATE changes nothing'),
  ('b0000000-0000-4000-8000-000000000002', $$ delete from public.blog_posts returning id $$, 'empty', 'member: DELETE removes nothing'),
  ('b0000000-0000-4000-8000-000000000002', $$ select pg_temp.upload('2026/member.png') $$, '42501', 'member: a local upload is refused'),
  ('b0000000-0000-4000-8000-000000000002', $$ select bytes from storage.local_files $$, '42501', 'member: the stored bytes are not readable directly')
) c(who, sql, expect, descr);
select tests.as_anon();
select is(pg_temp.public_file('2026/anon.png'), null, 'anon: nothing was stored');

-- ======================================================================== admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select set_eq($$ select image_alt from public.blog_posts $$, array['A harbour at dawn', 'Draft picture'],
  'admin: SELECT reads image_alt of every post, drafts included');
select lives_ok($$ select pg_temp.write('with-alt', 'post-images/2026/b.webp', 'Two charts side by side') $$,
  'admin: INSERT of an uploaded image with its text');
select lives_ok($$ select pg_temp.write('typed', 'https://example.com/a.png', null) $$,
  'admin: INSERT of an address typed by hand without text (the title stands in)');
select throws_ok(format('select pg_temp.write(%L, %L, %L)', c.id, c.image, c.alt), '23514',
    format('new row for relation "blog_posts" violates check constraint "%s"', c.chk), c.descr)
from (values
  ('no-alt', 'post-images/2026/c.png', null, 'blog_posts_uploaded_image_alt_check', 'admin: an uploaded image without text is refused'),
  ('blank-alt', '/img/a.jpg', '   ', 'blog_posts_image_alt_check', 'admin: a blank text is refused'),
  ('long-alt', '/img/a.jpg', repeat('a', 301), 'blog_posts_image_alt_check', 'admin: a text over 300 characters is refused')
) c(id, image, alt, chk, descr);
select results_eq($$ update public.blog_posts set image_alt = 'A harbour at dusk' where id = 'post-live' returning image_alt $$,
  array['A harbour at dusk'], 'admin: UPDATE of image_alt');
select throws_ok($$ update public.blog_posts set image_alt = null where id = 'post-live' $$, '23514', null,
  'admin: removing the text of an uploaded image is refused');
select results_eq($$ delete from public.blog_posts where id = 'typed' returning id $$, array['typed'], 'admin: DELETE');

-- A restore brings back the image with its text and the link card's fields.
update public.blog_posts set image = '/img/b.jpg', image_alt = null, meta_description = 'Now', social_image = null
 where id = 'with-alt';
select results_eq(
  $$ select image, image_alt, meta_description from public.restore_post_revision(
       (select min(id) from public.post_revisions where post_id = 'with-alt')) $$,
  $$ values ('post-images/2026/b.webp', 'Two charts side by side', null::text) $$,
  'admin: restoring a version brings back its image, the image''s text and its meta description');

-- The local Storage stand-in, as the service role: the local project writes post images as it,
-- as the upload-post-image function does (20261127000900_post_image_upload.sql).
select tests.as_service();
select is(pg_temp.upload('2026/new.png'), '2026/new.png', 'service_role: a local upload returns the object''s name');
select results_eq($$ select metadata ->> 'mimetype', (metadata ->> 'size')::int from storage.objects where name = '2026/new.png' $$,
  $$ values ('image/png', 4) $$, 'service_role: the object row records the type and size');
select tests.check(null, c.sql, c.code, c.descr) from (values
  ($$ select pg_temp.upload('2026/new.png') $$, '23505', 'service_role: a taken name is never replaced'),
  ($$ select pg_temp.upload('2026/logo.svg', 'image/svg+xml') $$, '22023', 'service_role: an SVG is refused by the bucket''s types'),
  ($$ select pg_temp.upload('2026/fake.png', 'image/svg+xml') $$, '22023', 'service_role: an SVG under an image''s name is refused too'),
  ($$ select pg_temp.upload('2026/big.png', 'image/png', decode(repeat('00', 5 * 1024 * 1024 + 1), 'hex')) $$, '54000',
    'service_role: a file over the bucket''s 5 MB is refused'),
  ($$ select storage.local_upload('nowhere', 'a.png', 'image/png', '\x00') $$, 'P0002',
    'service_role: an upload to a bucket that does not exist is refused')
) c(sql, code, descr);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select pg_temp.upload('2026/mine.png') $$, '42501', null,
  'admin: a local upload as themselves stores nothing (only the service role writes the bucket)');
select throws_ok($$ select bytes from storage.local_files $$, '42501', null, 'admin: the stored bytes are not readable directly');

-- ==================================================================== anyone reads, delete cascades
select tests.as_anon();
select is(pg_temp.public_file('2026/new.png'), '\x89504e47'::bytea, 'anon: reads a public bucket''s file');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
delete from storage.objects where name = '2026/new.png';
select tests.as_postgres();
select is((select count(*)::int from storage.local_files), 0, 'deleting the object deleted its bytes');
select is(pg_temp.public_file('2026/new.png'), null, 'a deleted file is no longer served');

select * from finish();
rollback;
