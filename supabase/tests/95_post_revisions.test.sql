-- Post revisions, cell by cell: public.post_revisions (anon, member, admin, service role x
-- select, insert, update, delete); the trigger that writes a version on every insert, update and
-- delete of blog_posts; post_history(); restore_post_revision(), including a slug now taken.
begin;
select plan(45);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

create temp table write_cells (what text, stmt text);
insert into write_cells values
  ('INSERT', $$ insert into public.post_revisions (post_id, version, action, post, content)
                values ('post-x', 99, 'created', '{}', 'forged') $$),
  ('UPDATE', $$ update public.post_revisions set content = 'rewritten' $$),
  ('DELETE', $$ delete from public.post_revisions $$);
grant select on write_cells to anon, authenticated, service_role;

-- ================================================================ the admin writes a post
select tests.as_user('a0000000-0000-4000-8000-000000000001');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published) values
  ('post-1', 'First title', 'Excerpt', 'January 1, 2030', 'Team', '/images/a.jpg', 'first-title', 'Body one', true);
update public.blog_posts set title = 'Second title', content = 'Body two' where id = 'post-1';
update public.blog_posts set slug = 'second-title' where id = 'post-1';

select results_eq(
  $$ select version, action::text, saved_by, saved_by_email, post ->> 'title', post ->> 'slug', content, restored_from
     from public.post_revisions where post_id = 'post-1' order by version $$,
  $$ values (1, 'created', 'a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'First title', 'first-title', 'Body one', null::bigint),
            (2, 'updated', 'a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'Second title', 'first-title', 'Body two', null::bigint),
            (3, 'updated', 'a0000000-0000-4000-8000-000000000001'::uuid, 'admin@example.com', 'Second title', 'second-title', 'Body two', null::bigint) $$,
  'every insert and update is a version: who, the whole post');
select is(
  (select array(select jsonb_object_keys(post) order by 1) from public.post_revisions where post_id = 'post-1' and version = 1),
  array(select a.attname::text from pg_attribute a
        where a.attrelid = 'public.blog_posts'::regclass and a.attnum > 0 and not a.attisdropped
          and a.attname not in ('content', 'rendered_html')
        order by 1),
  'a version holds every column of the post (content and rendered_html in their own columns)');
select results_eq(
  $$ select version, action, changed from public.post_history('post-1') $$,
  $$ values (3, 'updated', array['slug']), (2, 'updated', array['content', 'title']), (1, 'created', null::text[]) $$,
  'post_history: newest first, with the fields each version changed');

-- ======================================================================== anon
select tests.as_anon();
select throws_ok($$ select * from public.post_revisions $$, '42501', null, 'anon: SELECT denied');
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from write_cells;
select throws_ok($$ select * from public.post_history('post-1') $$, '42501', null, 'anon: post_history() denied');
select throws_ok($$ select public.restore_post_revision(1) $$, '42501', null, 'anon: restore_post_revision() denied');

-- ================================================================ signed-in member
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is_empty($$ select * from public.post_revisions $$, 'member: SELECT sees no rows');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from write_cells;
select is_empty($$ select * from public.post_history('post-1') $$, 'member: post_history() shows nothing');
select throws_ok(
  $$ select public.restore_post_revision((select min(id) from public.post_revisions)) $$,
  '42501', 'restore_post_revision: only authors and admins may do this', 'member: restore_post_revision() refused');

-- ================================================================ service role
select tests.as_service();
select is((select count(*)::int from public.post_revisions where post_id = 'post-1'), 3, 'service role: SELECT reads the versions');
select throws_ok(stmt, '42501', null, 'service role: ' || what || ' denied') from write_cells;
select lives_ok($$ update public.blog_posts set excerpt = 'Service excerpt' where id = 'post-1' $$,
  'service role: its post update is recorded too');
select results_eq(
  $$ select action::text, saved_by, saved_by_email from public.post_revisions where post_id = 'post-1' and version = 4 $$,
  $$ values ('updated', null::uuid, null::text) $$, 'a save without a signed-in user records no one');

-- ======================================================================== admin
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.post_revisions where post_id = 'post-1'), 4, 'admin: SELECT reads every version');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from write_cells;

-- Restore version 2 (title and body two, slug first-title) of a post that is published.
select is((public.restore_post_revision(
    (select id from public.post_revisions where post_id = 'post-1' and version = 2))).title,
  'Second title', 'admin: restore_post_revision returns the post as restored');
select results_eq(
  $$ select title, slug, content, excerpt, published from public.blog_posts where id = 'post-1' $$,
  $$ values ('Second title', 'first-title', 'Body two', 'Excerpt', true) $$,
  'the post has the version''s fields back and stays published');
select results_eq(
  $$ select version, action::text, restored_from from public.post_revisions where post_id = 'post-1' order by version desc limit 1 $$,
  $$ select 5, 'restored', (select id from public.post_revisions where post_id = 'post-1' and version = 2) $$,
  'the restore is a new version that names the one it restored');
select results_eq(
  $$ select changed from public.post_history('post-1') limit 1 $$,
  $$ values (array['excerpt', 'slug']) $$, 'post_history shows what the restore changed');
update public.blog_posts set title = 'Edited after restore' where id = 'post-1';
select is((select action from public.post_revisions where post_id = 'post-1' and version = 6), 'updated',
  'a later save is an ordinary update again');

-- The slug of version 3 now belongs to another post: refused, with a message that says so.
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content) values
  ('post-2', 'Other post', 'Excerpt', 'January 2, 2030', 'Team', '/images/b.jpg', 'second-title', 'Other body');
select throws_ok(
  format('select public.restore_post_revision(%s)',
    (select id from public.post_revisions where post_id = 'post-1' and version = 3)),
  '23505',
  'The address /blog/second-title now belongs to another post, "Other post". Change that post''s slug first, or edit this one instead.',
  'admin: a version whose slug another post now holds is refused, naming that post');
select results_eq($$ select title, slug from public.blog_posts where id = 'post-1' $$,
  $$ values ('Edited after restore', 'first-title') $$, 'the refused restore changed nothing');
select throws_ok($$ select public.restore_post_revision(-1) $$, 'P0002', 'There is no saved version -1.',
  'admin: an unknown version is refused');

-- A deleted post keeps its versions and comes back as a draft.
delete from public.blog_posts where id = 'post-1';
select is((select action from public.post_revisions where post_id = 'post-1' order by version desc limit 1), 'deleted',
  'deleting a post records a last version');
select is((select count(*)::int from public.post_revisions where post_id = 'post-1'), 7,
  'a deleted post''s versions stay');
select is((public.restore_post_revision(
    (select id from public.post_revisions where post_id = 'post-1' and version = 1))).published,
  false, 'admin: restoring a deleted post brings it back as a draft');
select results_eq(
  $$ select title, slug, content from public.blog_posts where id = 'post-1' $$,
  $$ values ('First title', 'first-title', 'Body one') $$, 'with the restored version''s fields');
select results_eq(
  $$ select version, action::text from public.post_revisions where post_id = 'post-1' order by version desc limit 1 $$,
  $$ values (8, 'restored') $$, 'recorded as a restore');

-- A member cannot write posts, so nothing is recorded for them.
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok($$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content)
  values ('post-m', 'T', 'E', 'D', 'A', '/images/m.jpg', 'member-post', 'C') $$, '42501', null,
  'member: cannot write a post (so no version)');
select tests.as_postgres();
select is((select count(*)::int from public.post_revisions where post_id = 'post-m'), 0, 'no version of a refused save');

-- ================================================================ structure
select is_empty($$ select 1 from pg_constraint where conrelid = 'public.post_revisions'::regclass
                  and confrelid = 'public.blog_posts'::regclass $$, 'no foreign key to blog_posts: nothing cascades');
select is_definer('private', 'record_post_revision', '{}'::name[], 'the trigger function is SECURITY DEFINER');
select is((select proconfig from pg_proc where oid = 'private.record_post_revision()'::regprocedure),
  array['search_path=""'], 'the trigger function pins search_path to empty');
select is((select proconfig from pg_proc where oid = 'public.restore_post_revision(bigint)'::regprocedure),
  array['search_path=""'], 'restore_post_revision pins search_path to empty');
select ok((select prosecdef from pg_proc where oid = 'public.restore_post_revision(bigint)'::regprocedure),
  'restore_post_revision is SECURITY DEFINER (it writes the restore marker; it refuses all but authors and admins first)');

select * from finish();
rollback;
