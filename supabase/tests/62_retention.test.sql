-- Retention: private.purge_old_events deletes site events older than an age (400 days by
-- default); private.schedule_event_purge runs it daily through pg_cron. Neither is reachable
-- through the API roles.
begin;
select plan(26);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
select tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');

insert into public.site_events (created_at, type, details, page)
select now() - make_interval(days => d), 'pageview', d || ' days old', '/'
from unnest(array[401, 401, 399, 31, 29, 0]) d;
insert into public.form_submissions (created_at, client_id, form_type, email)
values (now() - interval '500 days', gen_random_uuid(), 'lead', 'old@example.com');

-- ================================================================ out of the API roles' reach
create temp table private_cells (what text, stmt text);
insert into private_cells values
  ('purge_old_events()', 'select private.purge_old_events()'),
  ('purge_old_events(1 day)', 'select private.purge_old_events(''1 day'')'),
  ('schedule_event_purge()', 'select private.schedule_event_purge()');
grant select on private_cells to anon, authenticated;

select tests.as_anon();
select throws_ok(stmt, '42501', null, 'anon: ' || what || ' denied') from private_cells;
select tests.as_user('b0000000-0000-4000-8000-000000000002');
select throws_ok(stmt, '42501', null, 'member: ' || what || ' denied') from private_cells;
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select throws_ok(stmt, '42501', null, 'admin: ' || what || ' denied') from private_cells;
select tests.as_service();
select throws_ok('select private.purge_old_events()', '42501', null, 'service_role: purge_old_events() denied');
select tests.as_postgres();
select is((select count(*)::int from public.site_events), 6, 'the refused calls deleted nothing');

-- ================================================================ what it deletes
select is(private.purge_old_events(), 2::bigint, 'the default age deletes the two events older than 400 days');
select set_eq($$ select details from public.site_events $$,
  array['399 days old', '31 days old', '29 days old', '0 days old'], 'younger events are kept');
select is(private.purge_old_events('30 days'), 2::bigint, 'a 30-day age deletes the events older than 30 days');
select set_eq($$ select details from public.site_events $$, array['29 days old', '0 days old'],
  'events younger than the age are kept');
select is(private.purge_old_events('30 days'), 0::bigint, 'a second run finds nothing to delete');
select is((select count(*)::int from public.form_submissions), 1, 'leads are never purged');
select throws_ok($$ select private.purge_old_events('0 days') $$, '22023', null, 'an age under one day is refused');
select throws_ok($$ select private.purge_old_events('-400 days') $$, '22023', null, 'a negative age is refused');
select throws_ok($$ select private.purge_old_events(null) $$, '22023', null, 'a NULL age is refused');

-- ================================================================ scheduling
select is(private.schedule_event_purge(), null::bigint, 'without pg_cron nothing is scheduled (and nothing fails)');

-- A stand-in for pg_cron's cron.schedule(job_name, schedule, command), rolled back with the test.
create schema cron;
create table cron.job (jobname text primary key, schedule text, command text);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command;
  select 42::bigint
$$;
select is(private.schedule_event_purge(), 42::bigint, 'with pg_cron the purge is scheduled');
select is(private.schedule_event_purge('0 4 * * *', '180 days'), 42::bigint, 'and rescheduled with another time and age');
select results_eq($$ select jobname, schedule, command from cron.job $$,
  $$ values ('purge-old-site-events', '0 4 * * *', 'select private.purge_old_events(''180 days''::interval)') $$,
  'one job, daily at the new time, with the new age');
select lives_ok((select command from cron.job), 'the scheduled command runs');
select throws_ok($$ select private.schedule_event_purge('0 4 * * *', '1 hour') $$, '22023', null,
  'an age under one day is refused when scheduling');

select * from finish();
rollback;
