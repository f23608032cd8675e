-- public.site_stats also returns the previous period of equal length (issue 36, item 7).
--
-- `previous` holds the New York days just before the range, as many as the range has, with the
-- same totals and conversion rate, so every headline figure of the Overview stands beside its
-- previous period. Only totals are counted there: page views and leads from their daily rollups
-- (a few rows a day), chat questions by their partial index, and the visits from
-- analytics.visit_days as the range's are (a one-day visit is its row; a visit over several days
-- is grouped), counted by the new partial index below without reading the table.
--
-- Also: compliance, who reads the leads and activity (private.is_staff), may read the Overview
-- too (the check listed admin and viewer only, so their Overview tab failed).
--
-- Everything else is as it was. Redefines public.site_stats(timestamptz, timestamptz) (last in
-- 20261128000800_site_stats_every_form_type.sql, copied from there).

begin;

-- The range's one-day visits, counted from the index alone (the previous period's visits).
create index visit_days_one_day_idx on analytics.visit_days (day, visit_id) where not other_days;

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
  max_days  constant integer := 400;
  first_day date;
  end_day   date; -- exclusive
  start_at  timestamptz;
  end_at    timestamptz;
  prev_day  date; -- the previous period's first day (it ends at first_day)
  prev_at   timestamptz;
  doc       jsonb;
begin
  -- Invoker rights: the caller's own user_roles rows are all it can see.
  if not exists (select 1 from public.user_roles r
                 where r.user_id = (select auth.uid()) and r.role in ('admin'::public.app_role, 'viewer'::public.app_role, 'compliance'::public.app_role)) then
    raise exception 'site_stats: only staff may read site statistics' using errcode = '42501';
  end if;
  if not (public.staff_security_settings() ->> 'session_meets_requirement')::boolean then
    raise exception 'site_stats: sign in with your second factor first (the firm requires it of staff)'
      using errcode = '42501', hint = 'aal2';
  end if;
  if from_ts is null or to_ts is null or to_ts <= from_ts then
    raise exception 'site_stats: to_ts must be after from_ts' using errcode = '22023';
  end if;
  -- Every New York day that overlaps [from_ts, to_ts).
  first_day := (from_ts at time zone tz)::date;
  end_day := ((to_ts - interval '1 microsecond') at time zone tz)::date + 1;
  if end_day - first_day > max_days then
    raise exception 'site_stats: the range spans % days; at most % days per call', end_day - first_day, max_days
      using errcode = '22023';
  end if;
  start_at := first_day::timestamp at time zone tz;
  end_at := end_day::timestamp at time zone tz;
  prev_day := first_day - (end_day - first_day);
  prev_at := prev_day::timestamp at time zone tz;

  with
  -- The range's visits: a one-day visit is its row; only visits over several days are grouped
  -- (so each counts once). Both big aggregates read the rollup directly (a shared CTE would
  -- copy every row first).
  visits as (
    select vd.visit_id, vd.steps, vd.source
    from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day and not vd.other_days
    union all
    select vd.visit_id, bit_or(vd.steps), min(vd.source)
    from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day and vd.other_days
    group by vd.visit_id
  ),
  -- Bookings by booked weekday and slot (read from the booking columns by lead_stats_add, the
  -- one place that reads them: a booking refused because its slot was taken is not a booking).
  consultation_bookings as (
    select l.booked_weekday as weekday, l.booked_slot as slot, sum(l.leads) as n
    from analytics.lead_days l
    where l.day >= first_day and l.day < end_day and l.form_type = 'consultation' and l.booked_weekday > 0
    group by 1, 2
  ),
  converted as (
    select count(*) as n from visits v
    where v.visit_id in (select l.visit_id from analytics.lead_visits l where l.day >= first_day and l.day < end_day)
  ),
  visits_per_day as (
    select vd.day, count(*) as n from analytics.visit_days vd
    where vd.day >= first_day and vd.day < end_day group by vd.day
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
  -- The previous period: its visits (as `visits` above), then its totals.
  prev_visits as (
    select vd.visit_id
    from analytics.visit_days vd where vd.day >= prev_day and vd.day < first_day and not vd.other_days
    union all
    select distinct vd.visit_id
    from analytics.visit_days vd where vd.day >= prev_day and vd.day < first_day and vd.other_days
  ),
  prev_totals as (
    select (select count(*) from prev_visits) as visits,
           (select coalesce(sum(p.views), 0) from analytics.page_days p
            where p.day >= prev_day and p.day < first_day) as page_views,
           (select coalesce(sum(l.leads), 0) from analytics.lead_days l
            where l.day >= prev_day and l.day < first_day) as leads,
           (select count(*) from public.site_events e
            where e.type = 'chatbot' and e.created_at >= prev_at and e.created_at < start_at) as chats,
           (select count(*) from prev_visits v
            where v.visit_id in (select l.visit_id from analytics.lead_visits l
                                 where l.day >= prev_day and l.day < first_day)) as converted
  ),
  totals as (
    select (select count(*) from visits) as visits,
           (select coalesce(sum(p.page_views), 0) from per_day p) as page_views,
           (select coalesce(sum(l.total), 0) from leads_per_day l) as leads,
           (select coalesce(sum(c.n), 0) from chats c) as chats,
           (select n from converted) as converted
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
      from (select coalesce(v.source, 'Direct') as source, count(*) as n from visits v
            group by 1 order by count(*) desc, coalesce(v.source, 'Direct') collate "C" limit 10) x), '[]'),
    'funnel', (select jsonb_build_object(
                 'step1Seen', count(*) filter (where v.steps & 1 <> 0),
                 'step1Completed', count(*) filter (where v.steps & 2 <> 0),
                 'step2Completed', count(*) filter (where v.steps & 4 <> 0),
                 'reportRequested', count(*) filter (where v.steps & 8 <> 0)) from visits v),
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
