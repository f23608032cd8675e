-- public.page_views (20261128001500_one_page_view.sql): one row per arrival on a page, with the
-- time spent beside it; the same count as site_stats' page views. Cell by cell for anon, a
-- member, an author and each staff role that reads activity (admin, viewer, compliance).
begin;
select plan(31);

-- An admin, a member, a viewer, a compliance officer and an author (tests/db/prelude.sql).
select tests.create_staff();

-- Loaded as the database owner (clients cannot choose created_at). Visit v-1 reads /a for 12 s,
-- then /b (hidden after 5 s, shown again, left after 3 s more: two "Left" records), then /a
-- again and is still there; visit v-2 reads / and leaves no "Left" record; a chat question and
-- a calculator step are no page views. Seven pageview events, four page views.
insert into public.site_events (created_at, type, details, metadata, page) values
  ('2026-11-10T15:00:00Z', 'pageview', 'Viewed /a', '{"visitId": "v-1", "path": "/a", "attribution": {}}', '/a'),
  ('2026-11-10T15:00:12Z', 'pageview', 'Left /a. Time spent: 12s', '{"visitId": "v-1", "path": "/a", "seconds": 12}', '/a'),
  ('2026-11-10T15:00:12Z', 'pageview', 'Viewed /b', '{"visitId": "v-1", "path": "/b"}', '/b'),
  ('2026-11-10T15:00:17Z', 'pageview', 'Left /b. Time spent: 5s', '{"visitId": "v-1", "path": "/b", "seconds": 5}', '/b'),
  ('2026-11-10T15:01:00Z', 'pageview', 'Left /b. Time spent: 3s', '{"visitId": "v-1", "path": "/b", "seconds": 3}', '/b'),
  ('2026-11-10T15:01:00Z', 'pageview', 'Viewed /a', '{"visitId": "v-1", "path": "/a"}', '/a'),
  ('2026-11-10T16:00:00Z', 'pageview', 'Viewed /', '{"visitId": "v-2", "path": "/"}', '/'),
  ('2026-11-10T16:00:05Z', 'chatbot', 'What is the minimum?', '{"visitId": "v-2"}', '/'),
  ('2026-11-10T16:00:06Z', 'calculator', 'step 1 seen', '{"visitId": "v-2"}', '/');

-- ====================================================================== structure
select ok((select 'security_invoker=true' = any (reloptions) from pg_class where oid = 'public.page_views'::regclass),
  'page_views runs with the caller''s rights (site_events'' RLS applies)');

-- ======================================================= cell by cell: who may do what
with r(n, name, who, reads) as (values
    (1, 'anon', 'anon', '42501'),
    (2, 'member', 'b0000000-0000-4000-8000-000000000002', 'empty'),
    (3, 'author', 'e0000000-0000-4000-8000-000000000005', 'empty'),
    (4, 'admin', 'a0000000-0000-4000-8000-000000000001', 'nonempty'),
    (5, 'viewer', 'c0000000-0000-4000-8000-000000000003', 'nonempty'),
    (6, 'compliance', 'd0000000-0000-4000-8000-000000000004', 'nonempty')),
  o(n, op, sql) as (values
    (1, 'SELECT', 'select * from public.page_views'),
    (2, 'INSERT', $$insert into public.page_views (page, details) values ('/x', 'Viewed /x')$$),
    (3, 'UPDATE', $$update public.page_views set page = '/y'$$),
    (4, 'DELETE', 'delete from public.page_views')),
  c as (select r.who, o.sql, case o.op when 'SELECT' then r.reads else '42501' end as expect,
               format('%s: %s page_views %s', r.name, o.op,
                      case when o.op <> 'SELECT' or r.reads = '42501' then 'denied'
                           when r.reads = 'empty' then 'sees no rows' else 'sees the page views' end) as descr
        from r, o order by r.n, o.n)
select tests.check(c.who, c.sql, c.expect, c.descr) from c;

-- A visitor still records page views (the index on a visit's page events is no helper of theirs).
select tests.check('anon',
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /z', '{"visitId": "v-9", "path": "/z"}', '/z'),
            ('pageview', 'Left /z. Time spent: 1s', '{"visitId": "v-9", "path": "/z", "seconds": 1}', '/z') $$,
  'ok', 'anon: INSERT an arrival and a "Left" record');
select tests.check('b0000000-0000-4000-8000-000000000002',
  $$ insert into public.site_events (type, details, metadata, page)
     values ('pageview', 'Viewed /z', '{"visitId": "v-8", "path": "/z"}', '/z') $$,
  'ok', 'member: INSERT an arrival');
select tests.as_postgres();
delete from public.site_events where page = '/z';

-- ====================================================================== what it says
select tests.as_user('a0000000-0000-4000-8000-000000000001');
select results_eq(
  $$ select page, details, seconds from public.page_views order by created_at, page $$,
  $$ values ('/a', 'Viewed /a', 12), ('/b', 'Viewed /b', 8), ('/a', 'Viewed /a', null::integer),
            ('/', 'Viewed /', null::integer) $$,
  'admin: one row per arrival, the time spent summed from the page''s "Left" records until the next arrival');
select is((select count(*)::integer from public.site_events where type = 'pageview'), 7,
  'admin: the fixture holds seven pageview events');
select is(
  (select (public.site_stats('2026-11-10T05:00Z', '2026-11-11T05:00Z') -> 'totals' ->> 'pageViews')::integer),
  (select count(*)::integer from public.page_views
   where created_at >= '2026-11-10T05:00Z' and created_at < '2026-11-11T05:00Z'),
  'admin: site_stats counts the same page views as page_views (one definition)');
select is((select count(*)::integer from public.page_views), 4, 'admin: four page views');

select * from finish();
rollback;
