-- Post images are written by the server alone (20261127000900_post_image_upload.sql): no API role
-- but service_role (the upload-post-image edge function) inserts or updates an object of the
-- bucket `post-images`; admins still delete. And public.authorize_post_image_upload(), which the
-- function asks as the caller: an admin at aal2 passes, everyone else is refused (42501), an admin
-- at aal1 with the hint 'aal2'. storage.* is the prelude's stand-in (tests/db/prelude.sql): these
-- are the rows the Storage API writes as the caller, so the policies decide, cell by cell.
begin;
select plan(41);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer');

insert into storage.objects (bucket_id, name, owner) values
  ('post-images', '2026/11/cover.webp', null),
  ('post-images', '2026/11/chart.png', null);

create function pg_temp.upload(_name text) returns void language sql as $$
  insert into storage.objects (bucket_id, name, owner, metadata)
  values ('post-images', _name, auth.uid(), '{"mimetype": "image/png"}')
$$;
grant execute on function pg_temp.upload(text) to anon, authenticated, service_role;
create function pg_temp.refused() returns text language sql as $$
  select 'new row violates row-level security policy for table "objects"'
$$;
-- The SQLSTATE and hint a statement fails with ('' when it succeeds).
create function pg_temp.failure(_sql text) returns text language plpgsql as $$
declare
  hint text;
begin
  execute _sql;
  return '';
exception when others then
  get stacked diagnostics hint = pg_exception_hint;
  return sqlstate || coalesce(' ' || nullif(hint, ''), '');
end $$;
grant execute on function pg_temp.failure(text) to anon, authenticated, service_role;

-- ======================================================================== the policies
select policies_are('storage', 'objects', array['post-images: admins list', 'post-images: admins delete'],
  'storage.objects keeps only the admins'' list and delete policies: no API role may insert or update');
select is_empty(
  $$ select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' and cmd in ('INSERT', 'UPDATE', 'ALL') $$,
  'no INSERT, UPDATE or ALL policy on storage.objects');
select function_privs_are('public', 'authorize_post_image_upload', '{}'::name[], 'anon', '{}'::text[],
  'anon may not execute authorize_post_image_upload()');
select function_privs_are('public', 'authorize_post_image_upload', '{}'::name[], 'authenticated', array['EXECUTE'],
  'authenticated may execute authorize_post_image_upload() (it checks the caller itself)');
select is_definer('public', 'authorize_post_image_upload', '{}'::name[],
  'authorize_post_image_upload() is SECURITY DEFINER (it asks private.require_role: authors and admins)');

-- ============================================================ anon, member, viewer: cell by cell
with r(n, name, who, refusal, msg) as (values
    (1, 'anon', 'anon', 'authorize_post_image_upload() is not executable', null),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'authorize_post_image_upload() refuses',
     'authorize_post_image_upload: only authors and admins may do this'),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'authorize_post_image_upload() refuses',
     'authorize_post_image_upload: only authors and admins may do this')),
  o(n, sql, expect, what) as (values
    (1, $$ select pg_temp.upload('2026/11/%s.png') $$, '42501', 'INSERT denied'),
    (2, $$ update storage.objects set metadata = '{}' returning name $$, 'empty', 'UPDATE changes nothing'),
    (3, $$ delete from storage.objects returning name $$, 'empty', 'DELETE removes nothing'),
    (4, $$ select public.authorize_post_image_upload() $$, '42501', null)),
  c as (select r.who, format(o.sql, r.name) as sql, o.expect, r.name || ': ' || coalesce(o.what, r.refusal) as descr,
          case o.n when 1 then pg_temp.refused() when 4 then r.msg end as msg
        from r, o order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from c;
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is(pg_temp.failure('select public.authorize_post_image_upload()'), '42501', 'member: refused without the hint aal2');

-- ============================================================== admin without the second factor
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select throws_ok($$ select pg_temp.upload('2026/11/aal1.png') $$, '42501', pg_temp.refused(), 'admin at aal1: INSERT denied');
select throws_ok($$ select public.authorize_post_image_upload() $$, '42501',
  'authorize_post_image_upload: sign in with your second factor first (the firm requires it of staff)',
  'admin at aal1: authorize_post_image_upload() asks for the second factor');
select is(pg_temp.failure('select public.authorize_post_image_upload()'), '42501 aal2',
  'admin at aal1: refused with the hint aal2 (the function answers aal2_required)');
select is_empty($$ delete from storage.objects returning name $$, 'admin at aal1: DELETE removes nothing');

-- ========================================================================= admin (aal2)
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select public.authorize_post_image_upload() $$, 'admin: authorize_post_image_upload() passes');
select is(pg_temp.failure('select public.authorize_post_image_upload()'), '', 'admin: nothing is raised');
select throws_ok($$ select pg_temp.upload('2026/11/new.png') $$, '42501', pg_temp.refused(),
  'admin: INSERT denied (uploads go through upload-post-image)');
select throws_ok($$ select pg_temp.upload('chart.avif') $$, '42501', pg_temp.refused(),
  'admin: INSERT of a name the old policy took is denied too');
select is_empty(
  $$ update storage.objects set metadata = '{"mimetype": "text/html"}' where name = '2026/11/cover.webp' returning name $$,
  'admin: UPDATE (a replace, upsert) changes nothing');
select is_empty($$ update storage.objects set name = '2026/11/cover.svg' where name = '2026/11/cover.webp' returning name $$,
  'admin: a rename changes nothing');
select set_eq($$ select name from storage.objects $$, array['2026/11/cover.webp', '2026/11/chart.png'],
  'admin: still lists the post images');
select results_eq($$ delete from storage.objects where name = '2026/11/chart.png' returning name $$,
  array['2026/11/chart.png'], 'admin: DELETE removes an image');

-- ==================================================================== service_role (the function)
select tests.as_service();
select lives_ok($$ select pg_temp.upload('2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png') $$,
  'service_role: INSERT (the function''s upload)');
select results_eq($$ select owner from storage.objects where name = '2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png' $$,
  array[null::uuid], 'service_role: the object has no owner (the service role is nobody)');
select throws_ok($$ select pg_temp.upload('2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png') $$, '23505', null,
  'service_role: a taken name is never replaced (upsert false)');
select is(pg_temp.failure('select public.authorize_post_image_upload()'), '42501',
  'service_role: authorize_post_image_upload() is not for it (it asks as the caller)');

-- The local backend's Storage stand-in: the bytes are stored for the service role too.
select lives_ok($$ select storage.local_upload('post-images', '2026/11/local.png', 'image/png', '\x89504e470d0a1a0a') $$,
  'service_role: a local upload stores the object and its bytes');
select is((select bytes from storage.local_public_file('post-images', '2026/11/local.png')), '\x89504e470d0a1a0a'::bytea,
  'the local upload''s bytes are served');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select storage.local_upload('post-images', '2026/11/mine.png', 'image/png', '\x89504e470d0a1a0a') $$,
  '42501', null, 'admin: a local upload as themselves is refused (the local project writes as service_role)');
select set_eq($$ select name from storage.objects $$,
  array['2026/11/cover.webp', '2026/11/0f8fad5b-d9cb-469f-a165-70867728950e.png', '2026/11/local.png'],
  'admin: lists what the service role stored');
select results_eq($$ delete from storage.objects where name = '2026/11/local.png' returning name $$,
  array['2026/11/local.png'], 'admin: deletes what the service role stored');

select tests.as_postgres();
select is((select count(*)::int from storage.local_files), 0, 'the deleted object''s bytes went with it');
select is((select count(*)::int from storage.objects where bucket_id = 'post-images'), 2,
  'what is left: the first image and the function''s upload');

select * from finish();
rollback;
