-- The live-version rule, written once (20261128000900_live_version_rule.sql, issue 32).
--   1. private.post_version_sites per case: an older released version (superseded by a newer
--      release), a withdrawn post (nothing live), a scheduled release (the older one stays live
--      until its time), one whose time is now (live), a post never released (nothing live), a
--      deleted post; and which version is the draft to submit.
--   2. public.published_posts shows exactly the rule's live versions, with its columns and grants
--      as before.
--   3. Who reads the answer, cell by cell: public.post_version_states() and post_history() for
--      anon, member, viewer, author, compliance and admin (service_role too); no API role reads
--      or writes the private view.
--   4. review_queue() sets beside a version in review the rule's newest live or scheduled version.
begin;
select plan(42);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
select tests.create_user('d0000000-0000-4000-8000-000000000004', 'author@example.com');
select tests.create_user('f0000000-0000-4000-8000-000000000006', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'viewer'),
  ('d0000000-0000-4000-8000-000000000004', 'author'),
  ('f0000000-0000-4000-8000-000000000006', 'compliance');

-- ======================================================================== the cases
-- Versions written as the database records them (released_at with its approval record,
-- withdrawn_at), without the review's steps, so each case is exactly the state named.
create function pg_temp.version(_post text, _version integer, _state text, _released boolean,
                                _withdrawn boolean default false, _publish_at timestamptz default null,
                                _action text default null)
returns void language sql as $$
  insert into public.post_revisions (post_id, version, action, post, content, review_state, reviewed_at,
                                     released_at, approval, withdrawn_at)
  values (_post, _version, coalesce(_action, case when _version = 1 then 'created' else 'updated' end)::public.post_revision_action,
          jsonb_build_object('id', _post, 'title', _post || ' v' || _version, 'slug', _post, 'published', true,
                             'publish_at', _publish_at),
          'Body ' || _version, _state::public.post_review_state,
          case when _state in ('approved', 'rejected') then now() - interval '2 days' end,
          case when _released then now() - interval '1 day' end,
          case when _released then '{"required": true}'::jsonb end,
          case when _withdrawn then now() - interval '1 hour' end)
$$;
select pg_temp.version('rule-older', 1, 'approved', true);
select pg_temp.version('rule-older', 2, 'approved', true);
select pg_temp.version('rule-older', 3, 'draft', false);
select pg_temp.version('rule-withdrawn', 1, 'approved', true, true);
select pg_temp.version('rule-withdrawn', 2, 'approved', true, true);
select pg_temp.version('rule-scheduled', 1, 'approved', true);
select pg_temp.version('rule-scheduled', 2, 'approved', true, false, now() + interval '3 days');
select pg_temp.version('rule-due', 1, 'approved', true, false, now());
select pg_temp.version('rule-none', 1, 'superseded', false);
select pg_temp.version('rule-none', 2, 'in_review', false);
select pg_temp.version('rule-draft', 1, 'draft', false);
select pg_temp.version('rule-deleted', 1, 'superseded', false);
select pg_temp.version('rule-deleted', 2, 'draft', false, false, null, 'deleted');

select results_eq(
  $$ select r.post_id, r.version, s.site_state, s.submittable
     from private.post_version_sites s join public.post_revisions r on r.id = s.id
     where r.post_id like 'rule-%' order by r.post_id, r.version $$,
  $$ values ('rule-deleted', 1, null::text, false), ('rule-deleted', 2, null, false),
            ('rule-draft', 1, null, true),
            ('rule-due', 1, 'live', false),
            ('rule-none', 1, null, false), ('rule-none', 2, null, false),
            ('rule-older', 1, null, false), ('rule-older', 2, 'live', false), ('rule-older', 3, null, true),
            ('rule-scheduled', 1, 'live', false), ('rule-scheduled', 2, 'scheduled', false),
            ('rule-withdrawn', 1, null, false), ('rule-withdrawn', 2, null, false) $$,
  'the rule: the newest released, unwithdrawn version whose time has come is live; the newest released one '
  'whose time is ahead is scheduled; older, withdrawn and unreleased ones are neither; the newest draft is to submit');
select is((select count(*)::int from private.post_version_sites s join public.post_revisions r on r.id = s.id
           where s.site_state = 'live' group by r.post_id order by 1 desc limit 1), 1,
  'at most one live version per post');

-- ======================================================================== what visitors read
select tests.as_anon();
select results_eq(
  $$ select id, title from public.published_posts where id like 'rule-%' order by id $$,
  $$ values ('rule-due', 'rule-due v1'), ('rule-older', 'rule-older v2'), ('rule-scheduled', 'rule-scheduled v1') $$,
  'anon: published_posts shows each post''s live version only (the scheduled one waits, withdrawn and drafts never show)');
select tests.as_postgres();
select is_empty(
  $$ select p.id from public.published_posts p join private.post_version_sites s on s.id = p.revision_id
     where s.site_state is distinct from 'live' $$,
  'each published_posts row is the version the rule calls live');
select columns_are('public', 'published_posts',
  array['id', 'title', 'excerpt', 'date', 'author', 'image', 'image_alt', 'slug', 'content', 'published',
        'publish_at', 'meta_description', 'social_image', 'created_at', 'updated_at', 'revision_id'],
  'published_posts keeps its columns');
select table_privs_are('public', 'published_posts', r, array['SELECT'], r || ' may only SELECT published_posts')
from unnest(array['anon', 'authenticated', 'service_role']) r;
select ok(not coalesce((select c.reloptions @> array['security_invoker=true'] from pg_class c
                        where c.oid = 'public.published_posts'::regclass), false),
  'published_posts still reads with its owner''s rights');

-- ======================================================================== who reads the answer
select is(array(select r || ':' || p from unnest(array['anon', 'authenticated', 'service_role']) r,
                unnest(array['select', 'insert', 'update', 'delete']) p
                where has_table_privilege(r, 'private.post_version_sites', p)), '{}'::text[],
  'no API role may read or write private.post_version_sites');
select function_privs_are('public', 'post_version_states', array['text'], r, e, r || ' ' || d)
from (values ('anon', '{}'::text[], 'may not execute post_version_states()'),
             ('authenticated', array['EXECUTE'], 'may execute post_version_states() (it checks the role)'),
             ('service_role', '{}'::text[], 'may not execute post_version_states()')) v(r, e, d);
select is_definer('public', 'post_version_states', array['text'], 'post_version_states() runs with its owner''s rights');

-- Per role: post_version_states() for every post, for one post, and post_history() of that post.
select tests.check(c.who, c.sql, c.expect, c.name || ': ' || c.fn || ' ' ||
                   case c.expect when 'nonempty' then 'returns rows' when 'empty' then 'returns nothing' else 'denied' end)
from (values
    ('anon', 'anon', '42501', '42501', '42501'),
    ('member', 'b0000000-0000-4000-8000-000000000002', 'empty', 'empty', 'empty'),
    ('viewer', 'c0000000-0000-4000-8000-000000000003', 'empty', 'empty', 'empty'),
    ('author', 'd0000000-0000-4000-8000-000000000004', 'nonempty', 'nonempty', 'nonempty'),
    ('compliance', 'f0000000-0000-4000-8000-000000000006', 'nonempty', 'nonempty', 'nonempty'),
    ('admin', 'a0000000-0000-4000-8000-000000000001', 'nonempty', 'nonempty', 'nonempty'),
    ('service_role', 'service', '42501', '42501', '42501')) r(name, who, every, one, history)
cross join lateral (values
    ('post_version_states() of every post', $$ select * from public.post_version_states() $$, r.every),
    ('post_version_states() of one post', $$ select * from public.post_version_states('rule-older') $$, r.one),
    ('post_history()', $$ select * from public.post_history('rule-older') $$, r.history)) f(fn, sql, expect)
cross join lateral (select r.who, r.name, f.fn, f.sql, f.expect) c;

select tests.as_user('f0000000-0000-4000-8000-000000000006');
select results_eq(
  $$ select post_id, version, review_state::text, site_state, submittable from public.post_version_states('rule-scheduled') $$,
  $$ values ('rule-scheduled', 2, 'approved', 'scheduled', false), ('rule-scheduled', 1, 'approved', 'live', false) $$,
  'compliance: post_version_states() gives one post''s versions, newest first, with the rule''s answer');
select results_eq(
  $$ select version, site_state, submittable from public.post_history('rule-older') $$,
  $$ values (3, null::text, true), (2, 'live', false), (1, null, false) $$,
  'compliance: post_history() carries the same answer');
select is((select count(distinct post_id)::int from public.post_version_states() where post_id like 'rule-%'), 7,
  'compliance: post_version_states() without a post gives every post''s versions');
select tests.as_user('a0000000-0000-4000-8000-000000000001', _aal => 'aal1');
select throws_ok($$ select * from public.post_version_states() $$, '42501',
  'post_version_states: sign in with your second factor first (the firm requires it of staff)',
  'admin at aal1, the second factor required: post_version_states() refuses with the reason');
select is_empty($$ select * from public.post_history('rule-older') $$, 'admin at aal1: post_history() returns nothing');
select tests.as_postgres();

-- ======================================================================== the review queue
select pg_temp.version('rule-scheduled', 3, 'in_review', false);
select pg_temp.version('rule-withdrawn', 3, 'in_review', false);
select tests.as_user('f0000000-0000-4000-8000-000000000006');
select results_eq(
  $$ select q.post_id, q.version, q.live_title from public.review_queue() q where q.post_id like 'rule-%' order by 1 $$,
  $$ values ('rule-none', 2, null::text), ('rule-scheduled', 3, 'rule-scheduled v2'), ('rule-withdrawn', 3, null) $$,
  'compliance: review_queue() sets the release a version would replace beside it (the scheduled one), none for a post '
  'never released or withdrawn');
select is((select q.live_revision_id from public.review_queue() q where q.post_id = 'rule-scheduled'),
          (select s.id from public.post_version_states('rule-scheduled') s where s.site_state = 'scheduled'),
  'compliance: review_queue()''s release is the one the rule calls scheduled');
select tests.as_postgres();

select * from finish();
rollback;
