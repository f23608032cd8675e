-- The deploy hook (20261124000400_publishing.sql): a change to the live posts asks the static host
-- to rebuild through pg_net, once per transaction, never failing the save; the schedule asks when
-- a scheduled post's time comes. Since supervision (20261128000200_supervised_communications.sql)
-- a version going live (released) or a post withdrawn asks, not a save: first with approval off
-- (the local demo's immediate publishing: an admin's save is a release), then with approval
-- required (an unapproved save asks nothing, the approval does). net.http_post and Vault are the
-- prelude's stand-ins (tests/db/prelude.sql, section 7): a request is a row of net.test_requests.
begin;
select plan(39);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'compliance@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('c0000000-0000-4000-8000-000000000003', 'compliance');
update private.firm_settings set approval_required = false;
insert into vault.secrets (name, secret) values ('deploy_hook_url', 'https://api.netlify.com/build_hooks/test-hook')
on conflict (name) do update set secret = excluded.secret;
truncate net.test_requests;

-- The requests sent to the hook since the last call (run as the test's owner); each case then
-- starts afresh, as a new transaction would, for the once-per-transaction rule.
create function pg_temp.hook_requests() returns integer language plpgsql security definer as $$
declare
  sent integer;
begin
  select count(*)::int into sent from net.test_requests where url = 'https://api.netlify.com/build_hooks/test-hook';
  truncate net.test_requests;
  update private.site_rebuild set sent_in_xact = null; -- the once-per-transaction mark (20261127000500)
  return sent;
end $$;
create function pg_temp.post(_slug text, _published boolean, _publish_at timestamptz default null) returns void
language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published, publish_at)
  values ('post-' || _slug, 'Title', 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', _slug, 'Body', _published, _publish_at)
$$;
grant execute on function pg_temp.post(text, boolean, timestamptz), pg_temp.hook_requests() to authenticated;

-- ======================================================================= structure
select ok(not exists (select 1 from pg_trigger where tgrelid = 'public.blog_posts'::regclass
                       and tgname = 'blog_posts_request_rebuild')
          and to_regprocedure('private.queue_site_rebuild()') is null,
  'no save of blog_posts asks by itself (the old trigger is gone): releases and withdrawals ask');
select is((select proconfig from pg_proc where oid = 'private.request_site_rebuild()'::regprocedure),
  array['search_path=""'], 'the request function pins search_path to empty');
select is_definer('private', 'request_site_rebuild', '{}'::name[], 'the request function is SECURITY DEFINER (reads Vault)');
select ok(not has_function_privilege('authenticated', 'private.announce_due_posts()', 'execute')
          and not has_function_privilege('anon', 'private.request_site_rebuild()', 'execute')
          and not has_function_privilege('service_role', 'private.request_site_rebuild()', 'execute'),
  'no API role can fire the hook or the schedule by hand');
select ok(not has_table_privilege('authenticated', 'private.publishing_clock', 'select'),
  'the schedule''s clock is out of reach of the API roles');

-- ============================================================ what the admin's saves send
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select pg_temp.post('draft', false);
select is(pg_temp.hook_requests(), 0, 'saving a draft sends nothing');
select pg_temp.post('later', true, now() + interval '1 hour');
select is(pg_temp.hook_requests(), 0, 'scheduling a post for later sends nothing (the schedule will)');
select pg_temp.post('live', true);
select is(pg_temp.hook_requests(), 1, 'publishing a post sends one request');
select pg_temp.post('back-dated', true, now() - interval '1 day');
select tests.as_postgres();
select results_eq($$ select url, body, timeout_milliseconds from net.test_requests $$,
  $$ values ('https://api.netlify.com/build_hooks/test-hook'::text, '{}'::jsonb, 10000) $$,
  'a time already past publishes now: an empty POST to the Vault URL');
select is(pg_temp.hook_requests(), 1, 'one request for it');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set title = 'Edited' where slug = 'live';
select is(pg_temp.hook_requests(), 1, 'editing a live post sends one request');
update public.blog_posts set title = 'Edited draft' where slug = 'draft';
select is(pg_temp.hook_requests(), 0, 'editing a draft sends nothing');
update public.blog_posts set title = 'Edited later' where slug = 'later';
select is(pg_temp.hook_requests(), 0, 'editing a scheduled post before its time sends nothing');
update public.blog_posts set publish_at = now() + interval '1 day' where slug = 'live';
select is(pg_temp.hook_requests(), 0,
  'moving a live post into the future sends nothing: the version live stays until the new one''s time');
select results_eq($$ select title, publish_at from public.published_posts where slug = 'live' $$,
  $$ values ('Edited'::text, null::timestamptz) $$, 'visitors still read the version live before');
update public.blog_posts set published = false where slug = 'back-dated';
select is(pg_temp.hook_requests(), 1, 'unpublishing a live post sends one');
update public.blog_posts set published = true where slug = 'draft';
select is(pg_temp.hook_requests(), 1, 'publishing a draft sends one');
select pg_temp.post('live-too', true);
select is(pg_temp.hook_requests(), 1, 'publishing another post sends one');
select results_eq($$ update public.blog_posts set title = 'Bulk' where slug in ('draft', 'live-too') returning published $$,
  array[true, true], 'one statement edits two live posts');
select is(pg_temp.hook_requests(), 1, 'and sends one request, not one each');
delete from public.blog_posts where slug = 'draft';
select is(pg_temp.hook_requests(), 1, 'deleting a live post sends one');
delete from public.blog_posts where slug = 'back-dated';
select is(pg_temp.hook_requests(), 0, 'deleting a post that was not live sends nothing');

-- ============================================================ failures never fail the save
select tests.as_postgres();
select set_config('tests.net_fails', 'on', true);
select set_config('client_min_messages', 'error', true); -- the failure below logs a warning
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select pg_temp.post('despite-failure', true) $$, 'a failing pg_net never fails the admin''s save');
select tests.as_postgres();
select set_config('tests.net_fails', 'off', true);
select set_config('client_min_messages', 'warning', true);
select is((select count(*)::int from public.blog_posts where slug = 'despite-failure'), 1, 'the post is stored');
select is(pg_temp.hook_requests(), 0, 'and no request was queued');
delete from vault.secrets where name = 'deploy_hook_url';
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ select pg_temp.post('no-hook', true) $$, 'without a deploy hook configured the save succeeds');
select is(pg_temp.hook_requests(), 0, 'and nothing is sent');
select tests.as_postgres();
insert into vault.secrets (name, secret) values ('deploy_hook_url', 'https://api.netlify.com/build_hooks/test-hook');

-- ====================================================================== the schedule
-- A released version whose time came a minute ago (its release asked already: a time past); and
-- one saved while approval is required, never approved, whose time came too.
select pg_temp.post('due', true, now() - interval '1 minute');
select is(pg_temp.hook_requests(), 1, 'a post released with a time just past asks at once');
update private.firm_settings set approval_required = true;
select pg_temp.post('due-unapproved', true, now() - interval '1 minute');
select is(pg_temp.hook_requests(), 0, 'a post saved while approval is required asks nothing');
update private.publishing_clock set checked_at = now() - interval '2 minutes';
select is(private.announce_due_posts(), 1,
  'the schedule finds the released version whose time came since its last run, not the unapproved one');
select is(pg_temp.hook_requests(), 1, 'and sends one request');
select is(private.announce_due_posts(), 0, 'the next run finds nothing new');
select is(pg_temp.hook_requests(), 0, 'and sends nothing');

-- ============================================================ approval required
-- An admin's edit of a live post waits for review and asks nothing; compliance's approval asks;
-- an admin's unpublish withdraws at once and asks.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set title = 'Edited, to review' where slug = 'live-too';
select is(pg_temp.hook_requests(), 0, 'approval required: an admin''s edit of a live post sends nothing');
select lives_ok($$ select public.submit_post_version(
    (select max(id) from public.post_revisions where post_id = 'post-live-too')) $$, 'the admin submits it');
select is(pg_temp.hook_requests(), 0, 'a submission sends nothing');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select lives_ok($$ select public.review_post_version(
    (select max(id) from public.post_revisions where post_id = 'post-live-too'), 'approved', null) $$,
  'compliance approves it');
select is(pg_temp.hook_requests(), 1, 'the approval (the version goes live) sends one');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
update public.blog_posts set published = false where slug = 'live-too';
select is(pg_temp.hook_requests(), 1, 'an admin''s unpublish withdraws at once and sends one');

select * from finish();
rollback;
