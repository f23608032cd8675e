-- Supervised communications (20261128000200_supervised_communications.sql, issue 33).
--   1. Cell by cell for anon, member (signed in, no role), viewer, author, compliance and admin:
--      SELECT, INSERT, UPDATE and DELETE on blog_posts, post_revisions, communications_archive
--      and published_posts, and EXECUTE of the supervision's functions (service_role too, for the
--      archive and the functions).
--   2. The review, approval required (the default): an author's save is a draft nobody outside
--      reads; submitted, then approved by compliance, it goes live; an edit of a live post stays
--      invisible until approved, then replaces it (at its publish_at when scheduled later); nobody
--      reviews a version they saved (42501); wrong states and a rejection without a note are
--      refused (23514); an author's unpublish waits for review, an admin's unpublish or delete
--      withdraws at once; every step is in the audit log.
--   3. The setting: staff read it, admins alone change it (audited); approval off, an admin's
--      save goes live at once and an author's never does.
--   4. The archive: a row for every version that went live and every withdrawal, with the
--      approval record (or that none was required); append-only for every API role and, by
--      trigger, for the owner; verify_archive() finds a changed or deleted row; erase_person
--      leaves it as it was.
--   5. The second factor: at aal1, where the firm requires it, authors and compliance get nothing.
begin;
select plan(340);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('e0000000-0000-4000-8000-000000000005', 'second.admin@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('e0000000-0000-4000-8000-000000000005', 'admin'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');

-- A post as the SQL editor writes it (no signed-in user).
create function pg_temp.post(_id text, _published boolean default true) returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values (_id, 'Title of ' || _id, 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', _id, 'Body of ' || _id, _published)
$$;
-- The id of a post's version (read as the owner, so any caller may name one).
create function pg_temp.rev(_post text, _version integer) returns bigint language sql stable security definer as $$
  select r.id from public.post_revisions r where r.post_id = _post and r.version = _version
$$;
create function pg_temp.last_rev(_post text) returns bigint language sql stable security definer as $$
  select max(r.id) from public.post_revisions r where r.post_id = _post
$$;
-- What visitors read of a post (anon's request, whatever the caller's).
create function pg_temp.visitors_read(_post text) returns text language plpgsql as $$
declare
  _role text := current_setting('role');
  _claims text := coalesce(current_setting('request.jwt.claims', true), '');
  shown text;
begin
  perform tests.as_anon();
  select p.title into shown from public.published_posts p where p.id = _post;
  perform set_config('role', _role, true);
  perform set_config('request.jwt.claims', _claims, true);
  return shown;
end $$;
-- The supervision's audit entries of a post, oldest first: the action and who acted.
create function pg_temp.steps(_post text) returns table (action text, actor text) language sql security definer as $$
  select a.action::text, u.email from public.audit_log a left join auth.users u on u.id = a.actor_id
  where a.target = _post and a.action::text in ('post.submit', 'post.approve', 'post.reject', 'post.live', 'post.withdraw')
  order by a.id
$$;
-- A fingerprint of the whole archive.
create function pg_temp.archive_fingerprint() returns text language sql security definer as $$
  select count(*) || ':' || md5(coalesce(string_agg(a.id || a.archived_at::text || a.content || a.details::text || a.row_sha256, '|'
                                                    order by a.id), ''))
  from public.communications_archive a
$$;
grant execute on function pg_temp.post(text, boolean), pg_temp.rev(text, integer), pg_temp.last_rev(text),
  pg_temp.visitors_read(text), pg_temp.steps(text), pg_temp.archive_fingerprint() to anon, authenticated, service_role;

-- ============================================================================ structure
select is(private.approval_required(), true, 'approval is required by default (a Supabase project; the pgTAP runs)');
select table_privs_are('public', 'communications_archive', 'anon', '{}'::text[], 'anon holds no privilege on the archive');
select table_privs_are('public', 'communications_archive', 'authenticated', array['SELECT'],
  'authenticated may only SELECT the archive (admins and compliance, by policy)');
select table_privs_are('public', 'communications_archive', 'service_role', '{}'::text[],
  'service_role holds no privilege on the archive (archive_build writes a build)');
select is(array(select r || ':' || p from unnest(array['anon', 'authenticated', 'service_role']) r,
                unnest(array['select', 'usage', 'update']) p
                where has_sequence_privilege(r, 'public.communications_archive_id_seq', p)), '{}'::text[],
  'no API role may read, use or set the archive''s sequence');
select table_privs_are('public', 'published_posts', r, array['SELECT'], r || ' may only SELECT published_posts')
from unnest(array['anon', 'authenticated', 'service_role']) r;
select table_privs_are('public', 'post_revisions', 'authenticated', array['SELECT'], 'authenticated may only SELECT post_revisions');
select is(array(select f from unnest(array[
            'private.archive(public.archive_kind, text, text, text, text, jsonb)', 'private.release_version(bigint, jsonb)',
            'private.withdraw_post(text, text)', 'private.approval_required()', 'private.has_role(public.app_role[])',
            'private.require_role(text, public.app_role[], text)', 'private.chain_archive_row()']) f,
                unnest(array['anon', 'authenticated', 'service_role']) r
          where has_function_privilege(r, f, 'execute')), '{}'::text[],
  'no API role may call the archive writer, a release, a withdrawal or the role checks');
select is(array(select r || ':' || p from unnest(array['anon', 'authenticated', 'service_role']) r,
                unnest(array['select', 'insert', 'update', 'delete']) p
                where has_table_privilege(r, 'private.firm_settings', p)), '{}'::text[],
  'no API role may read or write the setting row');
-- Who may execute which function: nobody anonymous; signed-in people (each function checks the
-- role itself); the service role only the build's record.
select function_privs_are('public', f.name, f.args, 'anon', '{}'::text[], 'anon may not execute ' || f.name)
from (values ('submit_post_version', array['bigint']), ('review_post_version', array['bigint', 'text', 'text']),
             ('review_queue', '{}'::text[]), ('post_history', array['text']), ('restore_post_revision', array['bigint']),
             ('supervision_settings', '{}'::text[]), ('set_approval_required', array['boolean']),
             ('verify_archive', '{}'::text[]), ('log_archive_export', array['timestamp with time zone', 'timestamp with time zone', 'integer']),
             ('authorize_post_image_upload', '{}'::text[]), ('archive_build', array['jsonb'])) f(name, args);
select trigger_is('public', 'communications_archive', t.name, 'private', t.fn, t.descr) from (values
  ('communications_archive_chain', 'chain_archive_row', 'a trigger gives each archive row its id, time and hashes'),
  ('communications_archive_append_only', 'refuse_archive_change', 'a trigger refuses every UPDATE and DELETE of the archive'),
  ('communications_archive_no_truncate', 'refuse_archive_change', 'a trigger refuses TRUNCATE of the archive')) t(name, fn, descr);

-- ================================================================================ setup
-- A live post (released as the migration releases what was live before supervision); a draft
-- the writers update and one the admin deletes; drafts to submit, versions in review to
-- review, a post to restore.
select pg_temp.post('post-live');
select private.release_version(pg_temp.rev('post-live', 1), '{"required": false, "note": "live before supervision"}');
select pg_temp.post('post-m', false);
select pg_temp.post('post-del', false);
select pg_temp.post('post-s-author', false);
select pg_temp.post('post-s-admin', false);
select pg_temp.post('post-q-compliance');
select pg_temp.post('post-q-admin');
select pg_temp.post('post-r', false);
update public.blog_posts set title = 'Restore me' where id = 'post-r';
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select public.submit_post_version(pg_temp.rev('post-q-compliance', 1)), public.submit_post_version(pg_temp.rev('post-q-admin', 1));
select tests.as_postgres();

-- ==================================================== the tables: anon, member, viewer, author, compliance, admin
-- Per role, what each statement does: a SQLSTATE (refused), 'empty' (sees or changes nothing),
-- 'nonempty' (reads or changes rows) or 'ok' (done). Posts: post staff read, writers insert and
-- update, admins alone delete. Versions: post staff read, nobody writes. Archive: admins and
-- compliance read, nobody writes. published_posts: everybody reads; a view nobody writes (55000).
with r(n, name, who, posts, revisions, archive) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501'], array['42501', '42501', '42501', '42501'],
     array['42501', '42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', array['empty', '42501', 'empty', 'empty'],
     array['empty', '42501', '42501', '42501'], array['empty', '42501', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003', array['empty', '42501', 'empty', 'empty'],
     array['empty', '42501', '42501', '42501'], array['empty', '42501', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004', array['nonempty', 'ok', 'nonempty', 'empty'],
     array['nonempty', '42501', '42501', '42501'], array['empty', '42501', '42501', '42501', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006', array['nonempty', '42501', 'empty', 'empty'],
     array['nonempty', '42501', '42501', '42501'], array['nonempty', '42501', '42501', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001', array['nonempty', 'ok', 'nonempty', 'nonempty'],
     array['nonempty', '42501', '42501', '42501'], array['nonempty', '42501', '42501', '42501', '42501']),
    (7, 'service_role', 'service', null, null, array['42501', '42501', '42501', '42501', '42501'])),
  o(n, tbl, i, op, sql) as (values
    (1, 'blog_posts', 1, 'SELECT', $$ select id from public.blog_posts $$),
    (2, 'blog_posts', 2, 'INSERT', $$ insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
                                      values ('cell-%1$s', 'Cell', 'Ex', 'June 1, 2026', 'Hudson', '/img/a.jpg', 'cell-%1$s', 'Body', false) $$),
    (3, 'blog_posts', 3, 'UPDATE', $$ update public.blog_posts set excerpt = 'Edited by %1$s' where id = 'post-m' returning id $$),
    (4, 'blog_posts', 4, 'DELETE', $$ delete from public.blog_posts where id = 'post-del' returning id $$),
    (5, 'post_revisions', 1, 'SELECT', $$ select id from public.post_revisions $$),
    (6, 'post_revisions', 2, 'INSERT', $$ insert into public.post_revisions (post_id, version, action, post, content)
                                          values ('post-x', 99, 'created', '{}', 'forged') $$),
    (7, 'post_revisions', 3, 'UPDATE', $$ update public.post_revisions set review_state = 'approved' $$),
    (8, 'post_revisions', 4, 'DELETE', $$ delete from public.post_revisions $$),
    (9, 'communications_archive', 1, 'SELECT', $$ select id from public.communications_archive $$),
    (10, 'communications_archive', 2, 'INSERT', $$ insert into public.communications_archive
            (id, archived_at, kind, content_type, content, sha256, prev_sha256, row_sha256)
            values (0, now(), 'post', 'text/html', 'forged', repeat('0', 64), repeat('0', 64), repeat('0', 64)) $$),
    (11, 'communications_archive', 3, 'UPDATE', $$ update public.communications_archive set content = 'rewritten' $$),
    (12, 'communications_archive', 4, 'DELETE', $$ delete from public.communications_archive $$),
    (13, 'communications_archive', 5, 'TRUNCATE', $$ truncate public.communications_archive $$),
    (14, 'published_posts', 1, 'SELECT', $$ select id from public.published_posts $$),
    (15, 'published_posts', 2, 'INSERT', $$ insert into public.published_posts (id, title) values ('post-x', 'Forged') $$),
    (16, 'published_posts', 3, 'UPDATE', $$ update public.published_posts set title = 'Defaced' $$),
    (17, 'published_posts', 4, 'DELETE', $$ delete from public.published_posts $$)),
  c as (
    select r.who, format(o.sql, r.name) as sql, e.expect,
           format('%s: %s on %s %s', r.name, o.op, o.tbl,
                  case e.expect when 'ok' then 'done'
                                when 'empty' then case o.op when 'SELECT' then 'sees no row' else 'changes nothing' end
                                when 'nonempty' then case o.op when 'SELECT' then 'reads rows' else 'changes a row' end
                                when '55000' then 'refused (a view nobody writes)'
                                else 'denied' end) as descr
    from r cross join o
    cross join lateral (select case o.tbl when 'blog_posts' then r.posts[o.i] when 'post_revisions' then r.revisions[o.i]
                                          when 'communications_archive' then r.archive[o.i]
                                          else case when o.i = 1 and r.name <> 'service_role' then 'nonempty'
                                                    when r.name <> 'service_role' then '55000' end end as expect) e
    where e.expect is not null
    order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- ===================================================================== the functions, cell by cell
with r(n, name, who, expect) as (values
    (1, 'anon', 'anon', array['42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501']),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002',
     array['42501', '42501', 'empty', 'empty', '42501', '42501', '42501', '42501', '42501', '42501', '42501']),
    (3, 'viewer', 'c0000000-0000-4000-8000-000000000003',
     array['42501', '42501', 'empty', 'empty', '42501', 'ok', '42501', '42501', '42501', '42501', '42501']),
    (4, 'author', 'd0000000-0000-4000-8000-000000000004',
     array['ok', '42501', 'nonempty', 'nonempty', 'ok', 'ok', '42501', '42501', '42501', 'ok', '42501']),
    (5, 'compliance', 'f0000000-0000-4000-8000-000000000006',
     array['42501', 'ok', 'nonempty', 'nonempty', '42501', 'ok', '42501', 'ok', 'ok', '42501', '42501']),
    (6, 'admin', 'a0000000-0000-4000-8000-000000000001',
     array['ok', 'ok', 'nonempty', 'nonempty', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', '42501']),
    (7, 'service_role', 'service',
     array['42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', '42501', 'ok'])),
  f(i, name, sql, refusal) as (values
    (1, 'submit_post_version', $$ select public.submit_post_version(pg_temp.rev('post-s-%1$s', 1)) $$,
     'submit_post_version: only authors and admins may do this'),
    (2, 'review_post_version', $$ select public.review_post_version(pg_temp.rev('post-q-%1$s', 1), 'approved', null) $$,
     'review_post_version: only compliance and admins may do this'),
    (3, 'review_queue', $$ select * from public.review_queue() $$, null),
    (4, 'post_history', $$ select * from public.post_history('post-live') $$, null),
    (5, 'restore_post_revision', $$ select public.restore_post_revision(pg_temp.rev('post-r', 1)) $$,
     'restore_post_revision: only authors and admins may do this'),
    (6, 'supervision_settings', $$ select public.supervision_settings() $$, 'supervision_settings: only staff may do this'),
    (7, 'set_approval_required', $$ select public.set_approval_required(true) $$, 'set_approval_required: only admins may do this'),
    (8, 'verify_archive', $$ select public.verify_archive() $$, 'verify_archive: only admins and compliance may do this'),
    (9, 'log_archive_export', $$ select public.log_archive_export(now() - interval '1 day', now(), 1) $$,
     'log_archive_export: only admins and compliance may do this'),
    (10, 'authorize_post_image_upload', $$ select public.authorize_post_image_upload() $$,
     'authorize_post_image_upload: only authors and admins may do this'),
    (11, 'archive_build', $$ select public.archive_build(jsonb_build_object('pages', '[]'::jsonb, 'disclosures',
            jsonb_build_object('version', encode(sha256('{"risk": "Past results do not predict future ones."}'), 'hex'),
                               'text', '{"risk": "Past results do not predict future ones."}'))) $$, null)),
  c as (
    select r.who, format(f.sql, r.name) as sql, r.expect[f.i] as expect,
           format('%s: %s %s', r.name, f.name,
                  case r.expect[f.i] when 'ok' then 'runs' when 'empty' then 'returns nothing'
                                     when 'nonempty' then 'returns rows'
                                     else case when r.name in ('anon', 'service_role') or f.i = 11 then 'denied' else 'refused' end end) as descr,
           case when r.expect[f.i] = '42501' and r.name not in ('anon', 'service_role') then f.refusal end as msg
    from r cross join f
    order by r.n, f.i)
select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from c;

-- What the cells did: each reviewer's approval put its version live; the restores are drafts.
select results_eq($$ select post_id, review_state::text, released_at is not null, reviewed_by_email from public.post_revisions
                     where post_id in ('post-q-compliance', 'post-q-admin') order by post_id $$,
  $$ values ('post-q-admin', 'approved', true, 'admin@example.com'), ('post-q-compliance', 'approved', true, 'compliance@example.com') $$,
  'the approvals above: approved, live, with the reviewer');
select results_eq($$ select post_id, review_state::text from public.post_revisions
                     where post_id in ('post-s-author', 'post-s-admin') order by post_id $$,
  $$ values ('post-s-admin', 'in_review'), ('post-s-author', 'in_review') $$, 'the submissions above: in review');
select results_eq($$ select version, action::text, review_state::text, released_at is null from public.post_revisions
                     where post_id = 'post-r' and version > 2 order by version $$,
  $$ values (3, 'restored', 'superseded', true), (4, 'restored', 'draft', true) $$,
  'the restores above (author, then admin): new versions, never live');
select results_eq($$ select id from public.blog_posts where id like 'cell-%' order by id $$, array['cell-admin', 'cell-author'],
  'the inserts above: the author''s and the admin''s posts only');

-- ======================================================= the review, step by step (approval required)
-- An author writes; nothing of it is public.
select tests.as_user('d0000000-0000-4000-8000-000000000004');
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, rendered_html)
values ('post-b', 'Rates held', 'Ex', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', 'rates-held', 'Rates **held**.', true,
        '<p>Rates <strong>held</strong>.</p>');
select results_eq($$ select version, review_state::text, released_at is null from public.post_revisions where post_id = 'post-b' $$,
  $$ values (1, 'draft', true) $$, 'author saves: version 1, a draft, not live');
select is(pg_temp.visitors_read('post-b'), null, 'anon: an author''s saved post is not on the site');
select is(public.submit_post_version(pg_temp.rev('post-b', 1)) - 'revision_id',
  '{"review_state": "in_review", "changed": true}'::jsonb, 'author submits it: in review');
select is(public.submit_post_version(pg_temp.rev('post-b', 1)) - 'revision_id',
  '{"review_state": "in_review", "changed": false}'::jsonb, 'submitting it again changes nothing');
select is(pg_temp.visitors_read('post-b'), null, 'anon: a version in review is not on the site');
select throws_ok($$ update public.post_revisions set review_state = 'approved' where post_id = 'post-b' $$, '42501', null,
  'author: cannot mark a version approved by hand');
-- Compliance approves it: live.
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is(public.review_post_version(pg_temp.rev('post-b', 1), 'approved', '  Fine.  ') - 'revision_id',
  '{"review_state": "approved", "released": true}'::jsonb, 'compliance approves version 1: released');
select is(pg_temp.visitors_read('post-b'), 'Rates held', 'anon: the approved version is on the site');
select results_eq($$ select content, published, revision_id, slug from public.published_posts where id = 'post-b' $$,
  $$ values ('Rates **held**.', true, pg_temp.rev('post-b', 1), 'rates-held') $$,
  'published_posts: the version''s Markdown and address, published, with its version');
select results_eq(
  $$ select review_state, submitted_by_email, reviewed_by_email, review_note, released_at is not null, withdrawn_at
     from public.post_history('post-b') $$,
  $$ values ('approved', 'author@example.com', 'compliance@example.com', 'Fine.', true, null::timestamptz) $$,
  'post_history: the review (who submitted, who approved, the note) and the release');
select is((select approval - 'submitted_at' - 'approved_at' from public.post_revisions where id = pg_temp.rev('post-b', 1)),
  '{"required": true, "submitted_by": "author@example.com", "approved_by": "compliance@example.com", "note": "Fine."}'::jsonb,
  'the version keeps its approval record');

-- An edit of the live post: invisible until approved, then it replaces it.
select tests.as_user('d0000000-0000-4000-8000-000000000004');
update public.blog_posts set title = 'Rates held, again', rendered_html = null where id = 'post-b';
select is(pg_temp.visitors_read('post-b'), 'Rates held', 'anon: an edit of a live post is invisible (draft)');
select lives_ok($$ select public.submit_post_version(pg_temp.rev('post-b', 2)) $$, 'author submits the edit');
select is(pg_temp.visitors_read('post-b'), 'Rates held', 'anon: still the approved version while the edit is in review');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select results_eq(
  $$ select version, title, live_revision_id, live_title, submitted_by_email from public.review_queue() where post_id = 'post-b' $$,
  $$ values (2, 'Rates held, again', pg_temp.rev('post-b', 1), 'Rates held', 'author@example.com') $$,
  'review_queue: the version in review with the live version beside it');
select results_eq(
  $$ select post_id from public.review_queue() where post_id in ('post-s-author', 'post-s-admin', 'post-b') $$,
  array['post-s-author', 'post-s-admin', 'post-b'], 'review_queue: oldest submission first');
select lives_ok($$ select public.review_post_version(pg_temp.rev('post-b', 2), 'approved', null) $$, 'compliance approves the edit');
select is(pg_temp.visitors_read('post-b'), 'Rates held, again', 'anon: the approved edit replaced the live version at once');
select is_empty($$ select 1 from public.review_queue() where post_id = 'post-b' $$, 'review_queue: nothing of it waits any more');

-- An admin saves and submits a version: nobody reviews the version they saved, not even an admin.
select tests.as_user('e0000000-0000-4000-8000-000000000005');
update public.blog_posts set title = 'Rates held, said the admin' where id = 'post-b';
select lives_ok($$ select public.submit_post_version(pg_temp.rev('post-b', 3)) $$, 'the second admin submits their edit');
select throws_ok($$ select public.review_post_version(pg_temp.rev('post-b', 3), 'approved', null) $$, '42501',
  'You saved version 3 yourself: another reviewer must approve or reject it.', 'self-approval is refused (42501)');
select throws_ok($$ select public.review_post_version(pg_temp.rev('post-b', 3), 'rejected', 'Not mine to judge') $$, '42501',
  'You saved version 3 yourself: another reviewer must approve or reject it.', 'rejecting one''s own version is refused too');
select is(pg_temp.visitors_read('post-b'), 'Rates held, again', 'anon: the self-approval changed nothing');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select public.review_post_version(pg_temp.rev('post-b', 3), 'approved', null) $$, 'another admin approves it');
select is(pg_temp.visitors_read('post-b'), 'Rates held, said the admin', 'anon: it is live');

-- An author's unpublish waits for review; its approval withdraws the post.
select tests.as_user('d0000000-0000-4000-8000-000000000004');
update public.blog_posts set published = false where id = 'post-b';
select is(pg_temp.visitors_read('post-b'), 'Rates held, said the admin', 'anon: an author''s unpublish waits for review');
select lives_ok($$ select public.submit_post_version(pg_temp.rev('post-b', 4)) $$, 'author submits the unpublish');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is(public.review_post_version(pg_temp.rev('post-b', 4), 'approved', null) - 'revision_id',
  '{"review_state": "approved", "released": false}'::jsonb, 'compliance approves the unpublish: nothing released');
select is(pg_temp.visitors_read('post-b'), null, 'anon: the approved unpublish took the post off the site');
select results_eq($$ select version from public.post_revisions where post_id = 'post-b' and withdrawn_at is not null order by version $$,
  array[1, 2, 3], 'every version that was live is withdrawn');

-- Every step is in the audit log, with who took it; the refused self-approval left nothing.
select results_eq($$ select * from pg_temp.steps('post-b') $$,
  $$ values ('post.submit', 'author@example.com'), ('post.approve', 'compliance@example.com'), ('post.live', 'compliance@example.com'),
            ('post.submit', 'author@example.com'), ('post.approve', 'compliance@example.com'), ('post.live', 'compliance@example.com'),
            ('post.submit', 'second.admin@example.com'), ('post.approve', 'admin@example.com'), ('post.live', 'admin@example.com'),
            ('post.submit', 'author@example.com'), ('post.approve', 'compliance@example.com'),
            ('post.withdraw', 'compliance@example.com') $$,
  'audit_log: submitted, approved, live (three times), then the unpublish submitted, approved and withdrawn');
select tests.as_postgres();
select is((select details - 'publish_at' - 'approval' from public.audit_log
           where target = 'post-b' and action = 'post.live' order by id limit 1),
  '{"title": "Rates held", "slug": "rates-held", "version": 1}'::jsonb, 'a post.live entry names the post and the version');
select is((select details from public.audit_log where target = 'post-b' and action = 'post.approve' order by id limit 1),
  '{"title": "Rates held", "version": 1, "note": "Fine."}'::jsonb, 'a post.approve entry names the version and the note');

-- A later publish_at: the approved edit replaces the live version when its time comes.
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select pg_temp.post('post-sched');
select public.submit_post_version(pg_temp.rev('post-sched', 1));
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select public.review_post_version(pg_temp.rev('post-sched', 1), 'approved', null);
select tests.as_user('d0000000-0000-4000-8000-000000000004');
update public.blog_posts set title = 'Next week''s title', publish_at = now() + interval '1 hour' where id = 'post-sched';
select public.submit_post_version(pg_temp.rev('post-sched', 2));
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select public.review_post_version(pg_temp.rev('post-sched', 2), 'approved', null);
select is(pg_temp.visitors_read('post-sched'), 'Title of post-sched',
  'anon: an approved edit scheduled for later leaves the live version on the site until then');
select tests.as_postgres();
-- As if the hour had passed (now() is the transaction's start time): its publish_at moved back.
update public.post_revisions set post = jsonb_set(post, '{publish_at}', to_jsonb(now() - interval '1 second'))
 where id = pg_temp.rev('post-sched', 2);
select is(pg_temp.visitors_read('post-sched'), 'Next week''s title', 'anon: at its publish_at the approved edit replaces it');

-- One post per address: an author moves the live post to a new address (in review) and gives its
-- old address to a new post; the new post waits until the move is live.
select tests.as_user('d0000000-0000-4000-8000-000000000004');
update public.blog_posts set slug = 'moved-sched', publish_at = null where id = 'post-sched';
insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
values ('post-taker', 'Taker', 'Ex', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', 'post-sched', 'Body', true);
select public.submit_post_version(pg_temp.rev('post-sched', 3)), public.submit_post_version(pg_temp.rev('post-taker', 1));
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select throws_ok($$ select public.review_post_version(pg_temp.rev('post-taker', 1), 'approved', null) $$, '23505',
  'The address /blog/post-sched is live for another post, "Next week''s title": withdraw that post or move it to another address first.',
  'approving a post at an address another post still shows is refused');
select is(pg_temp.visitors_read('post-taker'), null, 'anon: the refused post is not on the site');
select lives_ok($$ select public.review_post_version(pg_temp.rev('post-sched', 3), 'approved', null) $$,
  'compliance approves the move first');
select lives_ok($$ select public.review_post_version(pg_temp.rev('post-taker', 1), 'approved', null) $$,
  'then the post taking the old address');
select results_eq($$ select id, slug from public.published_posts where id in ('post-sched', 'post-taker') order by id $$,
  $$ values ('post-sched', 'moved-sched'), ('post-taker', 'post-sched') $$, 'each address shows one post');

-- ========================================================== wrong states and bad input (23514, 22023, P0002)
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select pg_temp.post('post-c');
select public.submit_post_version(pg_temp.rev('post-c', 1));
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select tests.check(null, c.sql, c.code, c.descr, c.msg) from (values
  ($$ select public.review_post_version(pg_temp.rev('post-c', 1), 'rejected', null) $$, '23514',
   'a rejection without a note is refused', 'Say why the version is rejected: the author reads the note.'),
  ($$ select public.review_post_version(pg_temp.rev('post-c', 1), 'rejected', E' \t ') $$, '23514',
   'a rejection with a blank note is refused', 'Say why the version is rejected: the author reads the note.'),
  ($$ select public.review_post_version(pg_temp.rev('post-c', 1), 'published', null) $$, '22023',
   'a decision other than approved or rejected is refused', 'review_post_version: the decision is approved or rejected'),
  ($$ select public.review_post_version(null, 'approved', null) $$, 'P0002', 'an unknown version is refused',
   'There is no saved version null.'),
  ($$ select public.review_post_version(pg_temp.rev('post-c', 1), 'rejected', 'The figures need a source.') $$, 'ok',
   'a rejection with its note', null),
  ($$ select public.review_post_version(pg_temp.rev('post-c', 1), 'approved', null) $$, '23514',
   'approving a rejected version is refused', 'Version 1 is rejected, not in review: it was reviewed already.'),
  ($$ select public.review_post_version(pg_temp.rev('post-b', 1), 'approved', null) $$, '23514',
   'approving an approved version again is refused', 'Version 1 is approved, not in review: it was reviewed already.')
) c(sql, code, descr, msg);
select results_eq($$ select review_state, review_note, reviewed_by_email, released_at from public.post_history('post-c') $$,
  $$ values ('rejected', 'The figures need a source.', 'compliance@example.com', null::timestamptz) $$,
  'the rejected version keeps the note and the reviewer, and never went live');
select is(pg_temp.visitors_read('post-c'), null, 'anon: a rejected version is not on the site');
select tests.as_user('d0000000-0000-4000-8000-000000000004');
update public.blog_posts set content = 'With a source.' where id = 'post-c';
select tests.check(null, c.sql, c.code, c.descr, c.msg) from (values
  ($$ select public.submit_post_version(pg_temp.rev('post-c', 1)) $$, '23514', 'author: resubmitting a rejected version is refused',
   'Version 1 is rejected: only the latest draft can be submitted. Edit the post and save it again.')
) c(sql, code, descr, msg);
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select throws_ok($$ select public.review_post_version(pg_temp.rev('post-c', 2), 'approved', null) $$, '23514',
  'Version 2 is draft, not in review: its author has not submitted it.', 'approving a draft is refused');
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select public.submit_post_version(pg_temp.rev('post-c', 2));
update public.blog_posts set content = 'With two sources.' where id = 'post-c';
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select throws_ok($$ select public.review_post_version(pg_temp.rev('post-c', 2), 'approved', null) $$, '23514',
  'Version 2 is superseded, not in review: a newer version was saved since. Review that one.',
  'approving a version superseded by a newer save is refused');
select results_eq($$ select version, review_state from public.post_history('post-c') order by version $$,
  $$ values (1, 'rejected'), (2, 'superseded'), (3, 'draft') $$,
  'a newer save supersedes the version in review; the rejected one stays rejected');
select is(pg_temp.visitors_read('post-c'), null, 'anon: nothing of post-c is on the site');
select is_empty($$ select * from pg_temp.steps('post-c') where action in ('post.approve', 'post.live') $$,
  'the refused approvals left no entry');
select results_eq($$ select * from pg_temp.steps('post-c') $$,
  $$ values ('post.submit', 'author@example.com'), ('post.reject', 'compliance@example.com'), ('post.submit', 'author@example.com') $$,
  'audit_log: submitted, rejected (with the note), submitted again');

-- =================================================================== withdrawals by an admin, at once
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select throws_ok($$ select public.submit_post_version(pg_temp.rev('post-live', 1)) $$, '23514',
  'Version 1 is already live.', 'submitting a version already live is refused');
select is_empty($$ delete from public.blog_posts where id = 'post-live' returning id $$, 'author: DELETE of a live post removes nothing');
select is(pg_temp.visitors_read('post-live'), 'Title of post-live', 'anon: the post the author tried to delete is still live');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set published = false where id = 'post-q-admin';
select is(pg_temp.visitors_read('post-q-admin'), null, 'admin: an unpublish withdraws the post at once');
delete from public.blog_posts where id = 'post-q-compliance';
select is(pg_temp.visitors_read('post-q-compliance'), null, 'admin: a delete withdraws the post at once');
select results_eq($$ select * from pg_temp.steps('post-q-admin') where action = 'post.withdraw' $$,
  $$ values ('post.withdraw', 'admin@example.com') $$, 'audit_log: the withdrawal, by the admin');

-- ======================================================================== the setting
select tests.check(c.who, $$ select 1 where public.supervision_settings() = '{"approval_required": true}' $$, 'nonempty',
  c.name || ': reads the setting (on)')
from (values ('viewer', 'c0000000-0000-4000-8000-000000000003'), ('author', 'd0000000-0000-4000-8000-000000000004'),
             ('compliance', 'f0000000-0000-4000-8000-000000000006')) c(name, who);
select tests.check(c.who, $$ select public.set_approval_required(false) $$, '42501', c.name || ': may not turn approval off',
  'set_approval_required: only admins may do this')
from (values ('viewer', 'c0000000-0000-4000-8000-000000000003'), ('author', 'd0000000-0000-4000-8000-000000000004'),
             ('compliance', 'f0000000-0000-4000-8000-000000000006')) c(name, who);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select public.set_approval_required(null) $$, '22023', 'set_approval_required: say true or false',
  'admin: neither true nor false is refused');
select is(public.set_approval_required(false), '{"approval_required": false, "changed": true}'::jsonb, 'admin: turns approval off');
select is(public.supervision_settings(), '{"approval_required": false}'::jsonb, 'the setting reads off');
select is(public.set_approval_required(false), '{"approval_required": false, "changed": false}'::jsonb,
  'turning it off again changes nothing');
select results_eq($$ select actor_id, details from public.audit_log where action = 'approval.required' $$,
  $$ values ('a0000000-0000-4000-8000-000000000001'::uuid, '{"required": false, "previous": true}'::jsonb) $$,
  'audit_log: one entry, the admin''s change (the unchanged call recorded nothing)');

-- Approval off: an admin's save goes live at once, an author's never does.
select pg_temp.post('post-off');
select is(pg_temp.visitors_read('post-off'), 'Title of post-off', 'approval off: an admin''s save is live at once');
select is((select approval from public.post_revisions where id = pg_temp.rev('post-off', 1)),
  '{"required": false, "released_by": "admin@example.com"}'::jsonb, 'its version records that no approval was required');
select tests.as_user('d0000000-0000-4000-8000-000000000004');
select pg_temp.post('post-off-author');
update public.blog_posts set title = 'Edited by the author' where id = 'post-off';
select is(pg_temp.visitors_read('post-off-author'), null, 'approval off: an author''s new post is not live');
select is(pg_temp.visitors_read('post-off'), 'Title of post-off', 'approval off: an author''s edit of a live post is not live');
select is((select review_state::text from public.post_revisions where id = pg_temp.rev('post-off', 1)), 'draft',
  'the version that went live without review is not marked superseded by the author''s edit');
select lives_ok($$ select public.submit_post_version(pg_temp.rev('post-off', 2)) $$, 'an author still submits for review');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select lives_ok($$ select public.review_post_version(pg_temp.rev('post-off', 2), 'approved', null) $$, 'and compliance still approves');
select is(pg_temp.visitors_read('post-off'), 'Edited by the author', 'the approved edit is live');
-- The owner's change (the SQL editor) is audited too, with no actor.
select tests.as_postgres();
update private.firm_settings set approval_required = true;
select results_eq($$ select actor_id, details from public.audit_log where action = 'approval.required' order by id desc limit 1 $$,
  $$ values (null::uuid, '{"required": true, "previous": false}'::jsonb) $$, 'the owner turning approval on is recorded, with no actor');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set title = 'Edited by the admin' where id = 'post-off';
select is(pg_temp.visitors_read('post-off'), 'Edited by the author', 'approval on again: an admin''s edit waits for review');

-- ============================================================================ the archive
select tests.as_postgres();
select set_eq($$ select (details ->> 'revision_id')::bigint from public.communications_archive where kind = 'post' $$,
  $$ select id from public.post_revisions where released_at is not null $$,
  'the archive holds a row for every version that went live, and only those');
select is((select count(*)::int from public.communications_archive where kind = 'withdrawal'), 3,
  'and a row for each of the three withdrawals');
select results_eq(
  $$ select address, title, content_type, content, sha256, details ->> 'markdown', details -> 'approval' ->> 'approved_by',
            details -> 'approval' ->> 'submitted_by', (details -> 'approval' ->> 'required')::boolean
     from public.communications_archive where kind = 'post' and details ->> 'revision_id' = pg_temp.rev('post-b', 1)::text $$,
  $$ values ('/blog/rates-held', 'Rates held', 'text/html', '<p>Rates <strong>held</strong>.</p>',
             encode(sha256(convert_to('<p>Rates <strong>held</strong>.</p>', 'UTF8')), 'hex'), 'Rates **held**.',
             'compliance@example.com', 'author@example.com', true) $$,
  'an approved version''s row: its address, the HTML as visitors get it and its hash, the Markdown, the approval record');
select results_eq(
  $$ select content_type, content from public.communications_archive
     where kind = 'post' and details ->> 'revision_id' = pg_temp.rev('post-b', 2)::text $$,
  $$ values ('text/markdown', 'Rates **held**.') $$, 'a version saved without its HTML is kept as its Markdown');
select results_eq(
  $$ select details -> 'approval' from public.communications_archive
     where kind = 'post' and details ->> 'revision_id' = pg_temp.rev('post-off', 1)::text $$,
  $$ values ('{"required": false, "released_by": "admin@example.com"}'::jsonb) $$,
  'a version released while approval was off: its row says none was required');
select results_eq(
  $$ select address, content::jsonb - 'post_id', details - 'post_id' from public.communications_archive
     where kind = 'withdrawal' and details ->> 'post_id' = 'post-b' $$,
  $$ values ('/blog/rates-held', '{"withdrawn_version": 3, "reason": "unpublished (approved)", "by": "compliance@example.com"}'::jsonb,
             jsonb_build_object('revision_id', pg_temp.rev('post-b', 3), 'reason', 'unpublished (approved)')) $$,
  'a withdrawal''s row: the address, the version withdrawn, why and by whom');

-- The owner writes only through the chain: whatever is given, the trigger sets id, time and hashes.
insert into public.communications_archive (id, archived_at, kind, address, title, content_type, content, sha256, prev_sha256, row_sha256)
values (1, '2000-01-01', 'page', '/about', 'About', 'text/html', '<p>About</p>', repeat('f', 64), repeat('f', 64), repeat('f', 64));
select results_eq(
  $$ select a.id = (select max(id) from public.communications_archive), a.archived_at > '2000-01-01', a.sha256,
            a.prev_sha256 = (select p.row_sha256 from public.communications_archive p where p.id < a.id order by p.id desc limit 1)
     from public.communications_archive a where a.kind = 'page' and a.address = '/about' $$,
  $$ values (true, true, encode(sha256(convert_to('<p>About</p>', 'UTF8')), 'hex'), true) $$,
  'an insert by the owner is chained: the next id, the time now, the content''s hash, the last row''s hash');
-- No change by the owner either.
select tests.check(null, c.sql, '42501', c.descr, c.msg) from (values
  ($$ update public.communications_archive set content = 'rewritten' $$, 'owner: UPDATE of the archive refused',
   'The communications archive is append-only: its rows are never changed or deleted.'),
  ($$ delete from public.communications_archive $$, 'owner: DELETE from the archive refused',
   'The communications archive is append-only: its rows are never changed or deleted.'),
  ($$ truncate public.communications_archive $$, 'owner: TRUNCATE of the archive refused',
   'The communications archive is append-only: its rows are never changed or deleted.')
) c(sql, descr, msg);

-- verify_archive: ok on the chain as written.
create temp table clean as select pg_temp.archive_fingerprint() as fingerprint;
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is(public.verify_archive(),
  jsonb_build_object('ok', true, 'rows', (select count(*) from public.communications_archive), 'first_broken_id', null,
                     'head_sha256', (select row_sha256 from public.communications_archive order by id desc limit 1)),
  'verify_archive: ok, every row checked, and the head of the chain');
select tests.as_postgres();
-- The owner disables the trigger and changes a row in the middle of the chain (each case in a
-- subtransaction, undone after verify_archive answered).
create temp table middle as
  select m.id, (select count(*)::int from public.communications_archive a where a.id < m.id) as rows_before,
         (select min(a.id) from public.communications_archive a where a.id > m.id) as next_id
  from (select id from public.communications_archive order by id
        offset (select count(*) / 2 from public.communications_archive) limit 1) m;
create function pg_temp.tampered(_changes text[]) returns jsonb language plpgsql as $$
declare
  change text;
  answer jsonb;
begin
  begin
    alter table public.communications_archive disable trigger communications_archive_append_only;
    foreach change in array _changes loop
      execute format(change, (select id from middle));
    end loop;
    alter table public.communications_archive enable trigger communications_archive_append_only;
    perform tests.as_user('f0000000-0000-4000-8000-000000000006');
    answer := public.verify_archive();
    perform tests.as_postgres();
    raise exception 'undo' using errcode = 'P0001';
  exception when sqlstate 'P0001' then
    perform tests.as_postgres();
  end;
  return answer;
end $$;
select is(pg_temp.tampered(c.changes),
          (select jsonb_build_object('ok', false, 'rows', m.rows_before + c.later,
                                     'first_broken_id', case c.broken when 'it' then m.id else m.next_id end) from middle m),
          c.descr)
from (values
  (array[$$ update public.communications_archive set content = content || ' ' where id = %s $$], 0, 'it',
   'verify_archive names the row whose content the owner changed'),
  (array[$$ update public.communications_archive set details = details || '{"note": "added"}' where id = %s $$], 0, 'it',
   'verify_archive names the row whose details the owner changed'),
  (array[$$ update public.communications_archive set archived_at = archived_at - interval '1 day' where id = %s $$], 0, 'it',
   'verify_archive names the row whose time the owner moved'),
  (array[$$ update public.communications_archive set content = 'Rewritten', sha256 = private.sha256_hex('Rewritten') where id = %s $$], 0, 'it',
   'verify_archive names a row rewritten with its content hash'),
  (array[$$ update public.communications_archive set content = 'Rewritten', sha256 = private.sha256_hex('Rewritten') where id = %s $$,
         $$ update public.communications_archive a set row_sha256 = private.sha256_hex(private.archive_row_text(a)) where a.id = %s $$], 1, 'next',
   'a row rewritten with both its hashes breaks the link of the row after it, which verify_archive names'),
  (array[$$ delete from public.communications_archive where id = %s $$], 0, 'next',
   'verify_archive names the row after a deleted one')
) c(changes, later, broken, descr);
select is(pg_temp.archive_fingerprint(), (select fingerprint from clean), 'the archive is as it was (each change undone)');
select is((select tgenabled from pg_trigger where tgname = 'communications_archive_append_only'), 'O',
  'and its append-only trigger is enabled');

-- ================================================================= erase_person leaves the archive
insert into public.form_submissions (id, client_id, form_type, full_name, email) values
  ('e1000000-0000-4000-8000-000000000001', gen_random_uuid(), 'contact_form', 'Ann Lee', 'ann@example.com');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select public.erase_person('author@example.com', 'person_request', 'PRIV-33-1') $$,
  'admin: erases what is held of the author''s address (named in approval records)');
select lives_ok($$ select public.erase_person('ann@example.com', 'person_request', 'PRIV-33-2') $$,
  'admin: erases a visitor''s lead');
select tests.as_postgres();
select is(pg_temp.archive_fingerprint(), (select fingerprint from clean), 'the erasures left every archive row as it was');
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select is(public.verify_archive() ->> 'ok', 'true', 'and the chain still verifies');
select lives_ok($$ select public.log_archive_export('2026-01-01', '2026-12-31', 12) $$, 'compliance: reports an export of the archive');
select tests.as_postgres();
select results_eq($$ select u.email::text, a.details from public.audit_log a join auth.users u on u.id = a.actor_id
                     where a.action = 'archive.export' order by a.id desc limit 1 $$,
  $$ values ('compliance@example.com', '{"from": "2026-01-01T00:00:00+00:00", "to": "2026-12-31T00:00:00+00:00", "rows": 12}'::jsonb) $$,
  'audit_log: the export, by whom, the dates and the rows');

-- ====================================================== the second factor: authors and compliance at aal1
-- Where the firm requires a second factor (the default), a session at aal1 gets nothing.
create function pg_temp.at_aal1(_who uuid, _sql text, _expect text, _descr text, _msg text default null)
returns text language plpgsql as $$
declare
  tap text;
begin
  perform tests.as_user(_who, _aal => 'aal1');
  tap := tests.check(null, _sql, _expect, _descr, _msg);
  perform tests.as_postgres();
  return tap;
end $$;
select pg_temp.at_aal1(c.who::uuid, c.sql, c.expect, c.name || ' at aal1: ' || c.descr,
                       case when c.expect = '42501' and c.fn is not null
                            then c.fn || ': sign in with your second factor first (the firm requires it of staff)' end)
from (values
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select 1 from public.blog_posts $$, 'empty', 'reads no post', null),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select 1 from public.post_revisions $$, 'empty', 'reads no version', null),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select pg_temp.post('post-aal1') $$, '42501', 'writes no post', null),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ update public.blog_posts set title = 'aal1' returning id $$, 'empty',
   'changes no post', null),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select public.submit_post_version(pg_temp.last_rev('post-off')) $$, '42501',
   'submit_post_version refused', 'submit_post_version'),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select public.restore_post_revision(pg_temp.rev('post-r', 1)) $$, '42501',
   'restore_post_revision refused', 'restore_post_revision'),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select public.authorize_post_image_upload() $$, '42501',
   'authorize_post_image_upload refused', 'authorize_post_image_upload'),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select public.supervision_settings() $$, '42501',
   'supervision_settings refused', 'supervision_settings'),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select * from public.review_queue() $$, 'empty', 'review_queue returns nothing', null),
  ('author', 'd0000000-0000-4000-8000-000000000004', $$ select * from public.post_history('post-b') $$, 'empty',
   'post_history returns nothing', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select 1 from public.blog_posts $$, 'empty', 'reads no post', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select 1 from public.post_revisions $$, 'empty', 'reads no version', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select 1 from public.communications_archive $$, 'empty',
   'reads no archive row', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select 1 from public.audit_log $$, 'empty', 'reads no audit entry', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select * from public.review_queue() $$, 'empty',
   'review_queue returns nothing', null),
  ('compliance', 'f0000000-0000-4000-8000-000000000006',
   $$ select public.review_post_version(pg_temp.last_rev('post-off'), 'approved', null) $$, '42501',
   'review_post_version refused', 'review_post_version'),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select public.verify_archive() $$, '42501',
   'verify_archive refused', 'verify_archive'),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select public.log_archive_export(now(), now(), 0) $$, '42501',
   'log_archive_export refused', 'log_archive_export'),
  ('compliance', 'f0000000-0000-4000-8000-000000000006', $$ select public.supervision_settings() $$, '42501',
   'supervision_settings refused', 'supervision_settings')
) c(name, who, sql, expect, descr, fn);

select * from finish();
rollback;
