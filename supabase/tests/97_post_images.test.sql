-- The post-images Storage bucket (20261124000400_publishing.sql): public, JPEG/PNG/WebP/AVIF only
-- (never SVG), at most 5 MB; its objects listed and deleted by admins only. Since
-- 20261127000900_post_image_upload.sql no API role uploads or replaces an object (the service role
-- does, through the upload-post-image function: 97_post_image_upload.test.sql). storage.* is the
-- prelude's stand-in (tests/db/prelude.sql, section 8): these are the rows the Storage API writes
-- as the caller, so the policies decide.
begin;
select plan(27);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- An image already uploaded, and one in another bucket the policies must leave alone.
insert into storage.buckets (id, name, public) values ('other', 'other', false);
insert into storage.objects (bucket_id, name, owner) values
  ('post-images', '2026/cover.webp', 'a0000000-0000-4000-8000-000000000001'),
  ('other', 'secret.png', null);

create function pg_temp.upload(_name text, _bucket text default 'post-images') returns void language sql as $$
  insert into storage.objects (bucket_id, name, owner, metadata) values (_bucket, _name, auth.uid(), '{"mimetype": "image/png"}')
$$;
grant execute on function pg_temp.upload(text, text) to anon, authenticated;
create function pg_temp.refused() returns text language sql as $$
  select 'new row violates row-level security policy for table "objects"'
$$;

-- ======================================================================== the bucket
select results_eq(
  $$ select public, file_size_limit from storage.buckets where id = 'post-images' $$,
  $$ values (true, 5242880::bigint) $$, 'the bucket is public (anyone downloads) and holds files of at most 5 MB');
select set_eq(
  $$ select unnest(allowed_mime_types) from storage.buckets where id = 'post-images' $$,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif'], 'the bucket takes JPEG, PNG, WebP and AVIF only');
select ok((select not ('image/svg+xml' = any (allowed_mime_types)) and not ('image/*' = any (allowed_mime_types))
           from storage.buckets where id = 'post-images'),
  'never SVG (it can carry script), not even through a wildcard');
select policies_are('storage', 'objects', array['post-images: admins list', 'post-images: admins delete'],
  'storage.objects has exactly the two post-images policies left (list, delete)');

-- ======================================================================== anon
select tests.as_anon();
select is_empty($$ select name from storage.objects $$, 'anon: lists no object (files are public by URL only)');
select throws_ok($$ select pg_temp.upload('2026/new.png') $$, '42501', pg_temp.refused(), 'anon: upload denied');
select is_empty($$ update storage.objects set metadata = '{}' returning name $$, 'anon: replace changes nothing');
select is_empty($$ delete from storage.objects returning name $$, 'anon: delete removes nothing');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select name from storage.objects $$, 'member: lists no object');
select throws_ok($$ select pg_temp.upload('2026/new.png') $$, '42501', pg_temp.refused(), 'member: upload denied');
select is_empty($$ update storage.objects set metadata = '{}' returning name $$, 'member: replace changes nothing');
select is_empty($$ update storage.objects set name = '2026/renamed.png' returning name $$, 'member: rename changes nothing');
select is_empty($$ delete from storage.objects returning name $$, 'member: delete removes nothing');

-- ========================================================================= admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq($$ select name from storage.objects $$, array['2026/cover.webp'],
  'admin: lists the post images, and nothing of another bucket');
select throws_ok($$ select pg_temp.upload('2026/new.png') $$, '42501', pg_temp.refused(),
  'admin: uploads a PNG only through upload-post-image (INSERT denied)');
select throws_ok($$ select pg_temp.upload('logo.svg') $$, '42501', pg_temp.refused(), 'admin: an .svg name is refused');
select is_empty(
  $$ update storage.objects set metadata = '{"mimetype": "image/webp"}', updated_at = now()
     where bucket_id = 'post-images' and name = '2026/cover.webp' returning name $$,
  'admin: a replace (upsert) changes nothing');
select is_empty($$ update storage.objects set name = 'cover.svg' where name = '2026/cover.webp' returning name $$,
  'admin: renaming an image to .svg changes nothing');
select is_empty($$ update storage.objects set bucket_id = 'other' where name = '2026/cover.webp' returning name $$,
  'admin: moving an image to another bucket changes nothing');
select throws_ok($$ select pg_temp.upload('x.png', 'other') $$, '42501', pg_temp.refused(), 'admin: upload to another bucket denied');
select is_empty($$ delete from storage.objects where bucket_id = 'other' returning name $$,
  'admin: the policies give nothing in another bucket');
select tests.as_service();
select lives_ok($$ select pg_temp.upload('2026/new.png') $$, 'service_role (upload-post-image): uploads a PNG');
select lives_ok($$ select pg_temp.upload('chart.avif') $$, 'service_role: uploads an AVIF at the bucket''s top level');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq($$ delete from storage.objects where name = '2026/new.png' returning name $$, array['2026/new.png'],
  'admin: deletes an image');

-- ====================================================== what a post can store and show
select tests.as_postgres();
select ok(private.is_post_image('post-images/' || name), 'an uploaded image''s path is a valid post image: ' || name)
from storage.objects where bucket_id = 'post-images' order by name;
select is(storage.extension('2026/cover.webp'), 'webp', 'storage.extension: the last dot''s part');

select * from finish();
rollback;
