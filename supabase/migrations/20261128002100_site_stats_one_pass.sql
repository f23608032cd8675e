-- public.site_stats counts the range's visits in one pass (issue 36, item 7: at most 100 ms for
-- 90 days on 1,000,000 events with the previous period included).
--
-- It read the range's 150,000 visits (90 days of the benchmark) four times: materialized, then
-- counted, joined to the leads' visits, grouped by source and summed into the funnel; and the
-- previous period's totals were computed twice (a CTE referenced once is inlined, and each of
-- its columns used twice repeated its subquery). Now one pass groups the range's one-day visits
-- by day, source, calculator steps and whether the visit left a lead in the range (a hashed
-- lookup), read from a covering partial index alone; the visits per day, the totals, the
-- conversion, the sources and the funnel are sums over those few thousand groups. The previous
-- period is counted once. The document is unchanged, byte for byte (compared on the benchmark's
-- data for 1, 7, 30 and 90 days).
--
-- The staff check and the range are analytics.staff_days (20261128002000), shared with the
-- Overview's other range functions: the same messages and codes as before.
--
-- Redefines public.site_stats(timestamptz, timestamptz) (last in
-- 20261128001510_site_stats_previous_period.sql).

begin;

-- The range's one-day visits with what the Overview groups them by, from the index alone (it
-- replaced the index of (day, visit_id), which the previous period reads the same way).
drop index analytics.visit_days_one_day_idx;
create index visit_days_one_day_idx on analytics.visit_days (day) include (visit_id, steps, source) where not other_days;

create or replace function public.site_stats(from_ts timestamptz, to_ts timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
-- Room to aggregate ~200,000 visits in memory instead of spilling to disk, and a plan made for
-- each call's range (7 and 90 days want different plans; a cached generic one fits neither).
set work_mem = '32MB'
set plan_cache_mode = force_custom_plan
as $$
declare
  tz        constant text := 'America/New_York';
  first_day date;
  end_day   date; -- exclusive
  start_at  timestamptz;
  end_at    timestamptz;
  prev_day  date; -- the previous period's first day (it ends at first_day)
  prev_at   timestamptz;
  doc       jsonb;
begin
  -- Staff only, with the second factor the firm requires; every New York day that overlaps
  -- [from_ts, to_ts), at most 400.
  select d.first_day, d.end_day into first_day, end_day from analytics.staff_days('site_stats', from_ts, to_ts) d;
  start_at := first_day::timestamp at time zone tz;
  end_at := end_day::timestamp at time zone tz;
  prev_day := first_day - (end_day - first_day);
  prev_at := prev_day::timestamp at time zone tz;

  with
  -- The range's leads' visits, looked up (hashed) by the groups below.
  range_leads as materialized (
    select l.visit_id from analytics.lead_visits l where l.day >= first_day and l.day < end_day
  ),
  -- A visit over several days, grouped so that it counts once (the few rows of the partial index).
  multi_day as (
    select vd.visit_id, min(vd.source) as source, bit_or(vd.steps) as steps
    from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day and vd.other_days
    group by vd.visit_id
  ),
  -- The range's visits in one pass, grouped by day (none for a visit over several days), source,
  -- calculator steps and whether the visit left a lead in the range: a few thousand rows, from
  -- which the visits per day, the totals, the conversion, the sources and the funnel are summed.
  -- A one-day visit is its row, read from the covering partial index alone.
  visit_groups as materialized (
    select vd.day, coalesce(vd.source, 'Direct') as source, vd.steps,
           vd.visit_id in (select r.visit_id from range_leads r) as converted, count(*) as n
    from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day and not vd.other_days
    group by 1, 2, 3, 4
    union all
    select null::date, coalesce(m.source, 'Direct'), m.steps, m.visit_id in (select r.visit_id from range_leads r), count(*)
    from multi_day m group by 1, 2, 3, 4
  ),
  -- Bookings by booked weekday and slot (read from the booking columns by lead_stats_add, the
  -- one place that reads them: a booking refused because its slot was taken is not a booking).
  consultation_bookings as (
    select l.booked_weekday as weekday, l.booked_slot as slot, sum(l.leads) as n
    from analytics.lead_days l
    where l.day >= first_day and l.day < end_day and l.form_type = 'consultation' and l.booked_weekday > 0
    group by 1, 2
  ),
  -- Every visit-day row counts on its day: the one-day visits' groups, and the days of the
  -- visits over several days.
  visits_per_day as (
    select x.day, sum(x.n) as n
    from (select g.day, g.n from visit_groups g where g.day is not null
          union all
          select vd.day, 1 from analytics.visit_days vd
          where vd.day >= first_day and vd.day < end_day and vd.other_days) x
    group by x.day
  ),
  views_per_day as (
    select p.day, sum(p.views) as n from analytics.page_days p
    where p.day >= first_day and p.day < end_day group by p.day
  ),
  per_day as (
    select d::date as day, coalesce(v.n, 0) as visits, coalesce(w.n, 0) as page_views
    from generate_series(first_day, end_day - 1, interval '1 day') d
    left join visits_per_day v on v.day = d::date
    left join views_per_day w on w.day = d::date
  ),
  chats as (
    select (e.created_at at time zone tz)::date as day, count(*) as n from public.site_events e
    where e.type = 'chatbot' and e.created_at >= start_at and e.created_at < end_at group by 1
  ),
  -- Leads per day and form type from the daily rollup, then one object per day with a key for
  -- every value of public.form_type (0 when none), so a new form type needs no change here.
  lead_counts as (
    select l.day, l.form_type, sum(l.leads) as n
    from analytics.lead_days l where l.day >= first_day and l.day < end_day group by l.day, l.form_type
  ),
  leads_per_day as (
    select p.day,
           jsonb_object_agg(t.form_type::text, coalesce(c.n, 0) order by t.ord) as leads,
           coalesce(sum(c.n), 0) as total
    from per_day p
    cross join unnest(enum_range(null::public.form_type)) with ordinality as t(form_type, ord)
    left join lead_counts c on c.day = p.day and c.form_type = t.form_type
    group by p.day
  ),
  -- The previous period: its visits (a one-day visit is its row, one over several days is
  -- counted once), then its totals.
  prev_visits as (
    select vd.visit_id
    from analytics.visit_days vd where vd.day >= prev_day and vd.day < first_day and not vd.other_days
    union all
    select distinct vd.visit_id
    from analytics.visit_days vd where vd.day >= prev_day and vd.day < first_day and vd.other_days
  ),
  prev_groups as materialized (
    select v.visit_id in (select l.visit_id from analytics.lead_visits l
                          where l.day >= prev_day and l.day < first_day) as converted,
           count(*) as n
    from prev_visits v group by 1
  ),
  prev_totals as materialized (
    select (select coalesce(sum(g.n), 0) from prev_groups g) as visits,
           (select coalesce(sum(p.views), 0) from analytics.page_days p
            where p.day >= prev_day and p.day < first_day) as page_views,
           (select coalesce(sum(l.leads), 0) from analytics.lead_days l
            where l.day >= prev_day and l.day < first_day) as leads,
           (select count(*) from public.site_events e
            where e.type = 'chatbot' and e.created_at >= prev_at and e.created_at < start_at) as chats,
           (select coalesce(sum(g.n), 0) from prev_groups g where g.converted) as converted
  ),
  totals as materialized (
    select (select coalesce(sum(g.n), 0) from visit_groups g) as visits,
           (select coalesce(sum(p.page_views), 0) from per_day p) as page_views,
           (select coalesce(sum(l.total), 0) from leads_per_day l) as leads,
           (select coalesce(sum(c.n), 0) from chats c) as chats,
           (select coalesce(sum(g.n), 0) from visit_groups g where g.converted) as converted
  )
  select jsonb_build_object(
    'range', jsonb_build_object('from', first_day, 'to', end_day - 1, 'days', end_day - first_day),
    'days', (
      select jsonb_agg(jsonb_build_object(
        'day', p.day, 'visits', p.visits, 'pageViews', p.page_views, 'chatQuestions', coalesce(c.n, 0),
        'leads', l.leads
      ) order by p.day)
      from per_day p left join chats c on c.day = p.day left join leads_per_day l on l.day = p.day),
    'totals', (select jsonb_build_object('visits', t.visits, 'pageViews', t.page_views, 'leads', t.leads,
                                         'chatQuestions', t.chats, 'visitsWithLead', t.converted) from totals t),
    'conversionRate', (select case when t.visits = 0 then null else round(t.converted::numeric / t.visits, 4) end
                       from totals t),
    'previous', (select jsonb_build_object(
                   'range', jsonb_build_object('from', prev_day, 'to', first_day - 1, 'days', first_day - prev_day),
                   'totals', jsonb_build_object('visits', t.visits, 'pageViews', t.page_views, 'leads', t.leads,
                                                'chatQuestions', t.chats, 'visitsWithLead', t.converted),
                   'conversionRate', case when t.visits = 0 then null else round(t.converted::numeric / t.visits, 4) end)
                 from prev_totals t),
    'topPages', coalesce((
      select jsonb_agg(jsonb_build_object('page', x.page, 'views', x.views) order by x.views desc, x.page collate "C")
      from (select p.page, sum(p.views) as views from analytics.page_days p
            where p.day >= first_day and p.day < end_day
            group by p.page order by sum(p.views) desc, p.page collate "C" limit 10) x), '[]'),
    'topSources', coalesce((
      select jsonb_agg(jsonb_build_object('source', x.source, 'visits', x.n) order by x.n desc, x.source collate "C")
      from (select g.source, sum(g.n) as n from visit_groups g
            group by 1 order by sum(g.n) desc, g.source collate "C" limit 10) x), '[]'),
    'funnel', (select jsonb_build_object(
                 'step1Seen', coalesce(sum(g.n) filter (where g.steps & 1 <> 0), 0),
                 'step1Completed', coalesce(sum(g.n) filter (where g.steps & 2 <> 0), 0),
                 'step2Completed', coalesce(sum(g.n) filter (where g.steps & 4 <> 0), 0),
                 'reportRequested', coalesce(sum(g.n) filter (where g.steps & 8 <> 0), 0)) from visit_groups g),
    'consultations', coalesce((
      select jsonb_agg(jsonb_build_object('weekday', x.weekday, 'slot', x.slot, 'bookings', x.n)
                       order by x.weekday, analytics.slot_minutes(x.slot))
      from consultation_bookings x), '[]')
  ) into doc;
  return doc;
end;
$$;
comment on function public.site_stats(timestamptz, timestamptz) is
  'The admin Overview: visits, page views, leads, sources, calculator funnel, chats, bookings per New York day, and the previous period''s totals.';
revoke all on function public.site_stats(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.site_stats(timestamptz, timestamptz) to authenticated;

commit;
