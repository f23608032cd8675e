-- Publishing, round 4 (20261127000500_publishing_round4.sql): the rebuild state is a private row no
-- caller can preset, a rebuild the host did not confirm is kept and retried until a 2xx answer and
-- shown to staff; titles refuse control characters; a post's Markdown nests at most 20 levels.
-- net.http_post and Vault are the prelude's stand-ins (a request is a row of net.test_requests);
-- pg_net's answers table, net._http_response, is stood in for below. Immediate publishing: approval
-- is switched off (as in the local demo), so an admin's save of a live post is a release, which
-- asks for the rebuild (with approval on: 98_deploy_hook, 99_supervision).
begin;
select plan(46);

update private.firm_settings set approval_required = false;

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'viewer@example.com');
select tests.create_user('c0000000-0000-4000-8000-000000000003', 'member@example.com');
insert into public.user_roles (user_id, role) values
  ('a0000000-0000-4000-8000-000000000001', 'admin'),
  ('b0000000-0000-4000-8000-000000000002', 'viewer');
insert into vault.secrets (name, secret) values ('deploy_hook_url', 'https://api.netlify.com/build_hooks/test-hook')
on conflict (name) do update set secret = excluded.secret;
truncate net.test_requests;
create table if not exists net._http_response (
  id bigint primary key, status_code integer, content text, timed_out boolean, error_msg text,
  created timestamptz not null default now()
);

-- Requests sent since the last call; each case then starts afresh, as a new transaction would.
create function pg_temp.hook_requests() returns integer language plpgsql security definer as $$
declare
  sent integer;
begin
  select count(*)::int into sent from net.test_requests where url = 'https://api.netlify.com/build_hooks/test-hook';
  truncate net.test_requests;
  update private.site_rebuild set sent_in_xact = null;
  return sent;
end $$;
create function pg_temp.post(_slug text, _published boolean, _title text default 'Title', _content text default 'Body')
returns void language sql as $$
  insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
  values ('post-' || _slug, _title, 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', _slug, _content, _published)
$$;
-- The pause before the next attempt has passed (as if `minutes` went by).
create function pg_temp.later(minutes integer) returns void language sql security definer as $$
  update private.site_rebuild set last_attempt_at = last_attempt_at - make_interval(mins => minutes)
$$;
create function pg_temp.state() returns private.site_rebuild language sql security definer as $$
  select * from private.site_rebuild
$$;
grant execute on function pg_temp.post(text, boolean, text, text), pg_temp.hook_requests() to authenticated;

-- ======================================================================= access, cell by cell
select is(array(select p from unnest(array['select', 'insert', 'update', 'delete']) p
                where has_table_privilege('anon', 'private.site_rebuild', p)), '{}'::text[],
  'anon: no select, insert, update or delete on the rebuild state');
select is(array(select p from unnest(array['select', 'insert', 'update', 'delete']) p
                where has_table_privilege('authenticated', 'private.site_rebuild', p)), '{}'::text[],
  'member, viewer and admin (authenticated): no select, insert, update or delete on the rebuild state');
select is(array(select p from unnest(array['select', 'insert', 'update', 'delete']) p
                where has_table_privilege('service_role', 'private.site_rebuild', p)), '{}'::text[],
  'service_role: no select, insert, update or delete on the rebuild state');
select ok(not has_function_privilege('authenticated', 'private.retry_site_rebuild()', 'execute')
          and not has_function_privilege('authenticated', 'private.send_site_rebuild(text)', 'execute')
          and not has_function_privilege('service_role', 'private.retry_site_rebuild()', 'execute'),
  'no API role can send or retry a rebuild by hand');
select is_definer('public', 'pending_site_rebuild', '{}'::name[], 'pending_site_rebuild is SECURITY DEFINER');

select tests.as_anon();
select throws_ok('select * from public.pending_site_rebuild()', '42501', null, 'anon cannot read the pending rebuild');
select tests.as_user('c0000000-0000-4000-8000-000000000003');
select throws_ok('select * from public.pending_site_rebuild()', '42501', 'pending_site_rebuild: staff only',
  'a member (no role) cannot read it');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.pending_site_rebuild()), 0, 'a viewer reads it: nothing pending');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.pending_site_rebuild()), 0, 'an admin reads it: nothing pending');

-- ============================================================ the flag no caller can preset
select set_config('publishing.rebuild_requested', 'on', true);
select pg_temp.post('preset', true);
select is(pg_temp.hook_requests(), 1, 'a caller who preset publishing.rebuild_requested still sends the rebuild');
select pg_temp.post('one', true);
select pg_temp.post('two', true);
select is(pg_temp.hook_requests(), 1, 'two live posts in one transaction still send one request');

-- The host answers the last request 2xx: nothing pending.
select tests.as_postgres();
insert into net._http_response (id, status_code) values ((pg_temp.state()).last_request_id, 204);
select is(private.retry_site_rebuild(), false, 'a 2xx answer ends the pending rebuild');
select is((pg_temp.state()).pending_since, null, 'and clears its time');

-- ================================================== a failed hook on unpublish is kept and retried
select set_config('tests.net_fails', 'on', true);
select set_config('client_min_messages', 'error', true);
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok($$ update public.blog_posts set published = false where slug = 'preset' $$,
  'unpublishing while pg_net fails still saves');
select tests.as_postgres();
select set_config('tests.net_fails', 'off', true);
select set_config('client_min_messages', 'warning', true);
select is(pg_temp.hook_requests(), 0, 'no request went out');
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select results_eq($$ select attempts, last_error, since is not null from public.pending_site_rebuild() $$,
  $$ values (1, 'Could not queue the request: pg_net stand-in: simulated failure'::text, true) $$,
  'the dashboard shows the rebuild pending: since when, one attempt, the error');
select tests.as_postgres();
select is(private.retry_site_rebuild(), true, 'the schedule right after: still pending');
select is(pg_temp.hook_requests(), 0, 'and waits out the pause (one minute after one attempt)');
select pg_temp.later(1);
select is(private.retry_site_rebuild(), true, 'a minute later it is sent again');
select is(pg_temp.hook_requests(), 1, 'one request');
select is((pg_temp.state()).attempts, 2, 'two attempts');

-- The host answers 500.
insert into net._http_response (id, status_code) values ((pg_temp.state()).last_request_id, 500);
select is(private.retry_site_rebuild(), true, 'a 500 answer keeps it pending');
select is((pg_temp.state()).last_error, 'The host answered 500', 'and records the answer');
select is(pg_temp.hook_requests(), 0, 'the pause doubles: not sent again yet');
select pg_temp.later(2);
select is(private.retry_site_rebuild(), true, 'two minutes later');
select is(pg_temp.hook_requests(), 1, 'it is sent again');

-- No answer at all.
select pg_temp.later(9);
select is(private.retry_site_rebuild(), true, 'no answer after 9 minutes: still waiting');
select is(pg_temp.hook_requests(), 0, 'nothing sent while an answer may come');
select pg_temp.later(2);
select is(private.retry_site_rebuild(), true, 'no answer after 11 minutes');
select is((pg_temp.state()).last_error, 'No answer from the host', 'is recorded');
select is(pg_temp.hook_requests(), 1, 'and the request is sent again');

-- A save while pending sends at once (a new change), and the 2xx answer to it ends everything.
select tests.as_user('a0000000-0000-4000-8000-000000000001');
delete from public.blog_posts where slug = 'one';
select tests.as_postgres();
select is(pg_temp.hook_requests(), 1, 'deleting a live post while a rebuild is pending sends one');
insert into net._http_response (id, status_code) values ((pg_temp.state()).last_request_id, 200);
select is(private.retry_site_rebuild(), false, 'its 200 answer ends the pending rebuild');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.pending_site_rebuild()), 0, 'the dashboard shows nothing pending');
select tests.as_postgres();

-- =============================================================================== titles
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok($$ select pg_temp.post('c0', true, 'Rates' || chr(1) || 'held') $$, '23514', null,
  'a title with a C0 control (U+0001) is refused');
select throws_ok($$ select pg_temp.post('tab', true, 'Rates' || chr(9) || 'held') $$, '23514', null,
  'a title with a tab is refused');
select throws_ok($$ select pg_temp.post('c1', true, 'Rates' || chr(133) || 'held') $$, '23514', null,
  'a title with a C1 control (U+0085) is refused');
select throws_ok($$ update public.blog_posts set title = 'Edited' || chr(127) where slug = 'two' $$, '23514', null,
  'an edit adding DEL to a title is refused');
select lives_ok($$ select pg_temp.post('accents', true, 'Réassurance — 2026 « taux » ✓') $$,
  'accents, dashes and other printable characters are kept');
select tests.as_postgres();
select ok((select convalidated from pg_constraint where conname = 'blog_posts_title_controls_check'),
  'the title rule holds for every stored row (validated)');

-- ============================================================================= nesting
select results_eq($$ select private.markdown_nesting_depth(s) from unnest(array[
    '', 'Plain text', '> a', '> > a', '>>> a', E'- a\n  - b\n    - c', '1. a', '---', '* * *',
    E'Text\n\n> quote\n> > deeper\n\nMore', E'\tcode']) s $$,
  $$ values (0), (0), (1), (2), (3), (3), (1), (0), (3), (2), (2) $$,
  'the nesting depth of quotes, lists and indentation');
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select lives_ok(format($$ select pg_temp.post('deep-20', true, 'Deep', %L) $$, repeat('> ', 20) || 'x'),
  '20 levels of quotes are kept');
select throws_ok(format($$ select pg_temp.post('deep-21', true, 'Deep', %L) $$, repeat('> ', 21) || 'x'),
  '23514', null, '21 levels are refused');
select throws_ok(format($$ select pg_temp.post('deep-3k', true, 'Deep', %L) $$, repeat('>', 3000) || ' x'),
  '23514', null, '3 KB of nested > (which overflowed the renderer) is refused');
select throws_ok(format($$ update public.blog_posts set content = %L where slug = 'two' $$, repeat('- ', 2000) || 'x'),
  '23514', null, 'an edit to 4 KB of nested lists is refused');
select tests.as_postgres();
select is((select convalidated from pg_constraint where conname = 'blog_posts_content_nesting_check'), false,
  'bodies written before the rule are kept (NOT VALID; the renderer shows them flat)');

select * from finish();
rollback;
