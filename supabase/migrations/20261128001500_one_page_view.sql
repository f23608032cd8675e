-- One page view, one definition (issue 36, item 1).
--
-- The tracker writes two `pageview` events for each page a visitor reads: "Viewed <path>" on
-- arrival and "Left <path>. Time spent: Ns" on leaving (again each time the tab is hidden). The
-- Overview counted arrivals (analytics.is_page_arrival, through the rollup analytics.page_days),
-- while the summary card and the Page Views tab counted and listed every `pageview` event, so
-- the card said twice the Overview's figure.
--
-- A page view is now an arrival, everywhere: analytics.is_page_arrival (20261127001000) stays the
-- one test, the rollup keeps using it for site_stats, and public.page_views lists the arrivals
-- for the card's count and the tab, each with the time spent on the page beside it: the seconds
-- of the visit's "Left" records of that page, from the arrival to the visit's next arrival
-- (null while no "Left" record came: the visitor is still there, or left without one).
--
-- security_invoker: the caller's rights and site_events' RLS apply (staff read every row, a
-- member none); anon has no grant. Its rows are found by site_events_type_created_idx, the time
-- spent by the index below (a visit's page events in time order).

begin;

-- On the raw key, not analytics.visit_id(): every visitor's insert evaluates the index, and anon
-- may not execute the analytics helpers.
create index site_events_pageview_visit_idx on public.site_events ((metadata ->> 'visitId'), created_at)
  where type = 'pageview';
-- Its expression keeps no planner statistics: they would show a visitor's ids to anyone who can
-- read pg_stats or EXPLAIN (20261127000100_statistics_and_sequences.sql).
alter index public.site_events_pageview_visit_idx alter column 1 set statistics 0;

create view public.page_views with (security_invoker = true) as
select e.id,
       e.created_at,
       e.page,
       e.details,
       (select sum((l.metadata ->> 'seconds')::numeric)::integer
        from public.site_events l
        where l.type = 'pageview'
          and l.metadata ->> 'visitId' = analytics.visit_id(e.metadata)
          and l.created_at >= e.created_at
          and l.created_at <= coalesce(
                (select min(n.created_at) from public.site_events n
                 where n.type = 'pageview'
                   and n.metadata ->> 'visitId' = analytics.visit_id(e.metadata)
                   and n.created_at > e.created_at
                   and analytics.is_page_arrival(n.type, n.details)),
                'infinity')
          and l.page is not distinct from e.page
          and not analytics.is_page_arrival(l.type, l.details)
          and jsonb_typeof(l.metadata -> 'seconds') = 'number') as seconds
from public.site_events e
where analytics.is_page_arrival(e.type, e.details);

comment on view public.page_views is
  'Page views: one row per arrival on a page (analytics.is_page_arrival), with the seconds spent on it when known.';

revoke all on table public.page_views from public, anon, authenticated, service_role;
grant select on table public.page_views to authenticated, service_role;

commit;
