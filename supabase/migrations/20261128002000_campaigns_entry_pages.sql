-- Campaigns, entry pages and the visitors of the last five minutes (issue 36, item 7).
--
--   * analytics.visits keeps each visit's UTM medium and campaign and its landing page beside its
--     source, from the same first event that carried its attribution (src/lib/activity/visit.ts),
--     written by the same trigger and rebuild as the source; a backfill fills the visits stored.
--   * analytics.staff_days(caller, from_ts, to_ts): the staff check (admin, viewer, compliance;
--     the second factor) and the New York days of a range (400 at most), once, for the functions
--     below (site_stats keeps its own copy for now: it is untouched here).
--   * public.site_campaigns(from_ts, to_ts): per source, medium and campaign of the visits that
--     carried a medium or a campaign: visits, their leads in the range and the conversion rate
--     (visits that left a lead / visits), the 25 with most visits.
--   * public.site_entry_pages(from_ts, to_ts): the same per landing page.
--   * public.live_visitors(): distinct visits with any event in the last five minutes, found by
--     site_events_created_at_idx (created_at desc).
-- All are SECURITY INVOKER: they read the rollups and site_events under their RLS (staff read).

begin;

-- ---------------------------------------------------------------------------- the visit's attribution
alter table analytics.visits
  add column medium       text,
  add column campaign     text,
  add column landing_page text;
-- Like every column a staff role reads: no planner statistics (20261124000100_hardening_round3.sql).
do $$ begin perform private.keep_no_planner_statistics('analytics.visits'); end $$;

-- One text value of an attribution: a non-empty string, cut to 200 characters, else none. No SET
-- clause (inlined by the planner, as the other helpers of 20261123000600_site_stats.sql).
create function analytics.attribution_value(attribution jsonb, key text)
returns text language sql immutable parallel safe as $$
  select case when jsonb_typeof(attribution -> key) = 'string' then nullif(left(attribution ->> key, 200), '') end
$$;
revoke all on function analytics.attribution_value(jsonb, text) from public, anon, authenticated, service_role;
grant execute on function analytics.attribution_value(jsonb, text) to authenticated, service_role;

-- The visit's row in analytics.visits, from the first event that carried its attribution.
create function private.visit_row(visit_id text, attribution jsonb)
returns analytics.visits
language sql immutable parallel safe
set search_path = ''
as $$
  select row(visit_id, analytics.visit_source(attribution), analytics.attribution_value(attribution, 'medium'),
             analytics.attribution_value(attribution, 'campaign'),
             analytics.attribution_value(attribution, 'landing_page'))::analytics.visits
$$;
revoke all on function private.visit_row(text, jsonb) from public, anon, authenticated, service_role;

-- As in 20261123000600_site_stats.sql, the visits' rows written with all their columns.
create or replace function private.site_stats_rebuild(days date[], visit_ids text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  first_at timestamptz := (select min(d)::timestamp at time zone 'America/New_York' from unnest(days) d);
  end_at   timestamptz := (select (max(d) + 1)::timestamp at time zone 'America/New_York' from unnest(days) d);
begin
  if cardinality(visit_ids) > 0 then
    delete from analytics.visits where visit_id = any (visit_ids);
    insert into analytics.visits
    select w.*
    from (select distinct on (v.id) v.id, e.metadata -> 'attribution' as attribution
          from public.site_events e
          cross join lateral (select analytics.visit_id(e.metadata) as id) v
          where v.id = any (visit_ids) and jsonb_typeof(e.metadata -> 'attribution') = 'object'
          order by v.id, e.created_at, e.id) r
    cross join lateral private.visit_row(r.id, r.attribution) w;
  end if;
  delete from analytics.visit_days where day = any (days);
  delete from analytics.page_days where day = any (days);
  if first_at is not null then
    insert into analytics.visit_days (day, visit_id, steps, source)
    select r.day, r.visit_id, r.steps, s.source
    from (
      select (e.created_at at time zone 'America/New_York')::date as day, analytics.visit_id(e.metadata) as visit_id,
             bit_or(analytics.calculator_step_bit(e.type, e.details)) as steps
      from public.site_events e
      where e.created_at >= first_at and e.created_at < end_at
        and (e.created_at at time zone 'America/New_York')::date = any (days)
        and analytics.visit_id(e.metadata) is not null
      group by 1, 2
    ) r
    left join analytics.visits s on s.visit_id = r.visit_id;
    insert into analytics.page_days (day, page, views)
    select (e.created_at at time zone 'America/New_York')::date, e.page, count(*)
    from public.site_events e
    where e.created_at >= first_at and e.created_at < end_at
      and (e.created_at at time zone 'America/New_York')::date = any (days)
      and analytics.is_page_arrival(e.type, e.details)
    group by 1, 2;
  end if;
  update analytics.visit_days vd
  set source = (select s.source from analytics.visits s where s.visit_id = vd.visit_id)
  where vd.visit_id = any (visit_ids) and not (vd.day = any (days));
  update analytics.visit_days vd
  set other_days = not vd.other_days
  where vd.visit_id in (select t.visit_id from analytics.visit_days t where t.day = any (days)
                        union select unnest(visit_ids))
    and vd.other_days <> exists (select 1 from analytics.visit_days o
                                 where o.visit_id = vd.visit_id and o.day <> vd.day);
end;
$$;

-- As in 20261123000600_site_stats.sql, the visit's row written with all its columns.
create or replace function private.site_stats_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_day   date := (new.created_at at time zone 'America/New_York')::date;
  event_visit text := analytics.visit_id(new.metadata);
  step        smallint := analytics.calculator_step_bit(new.type, new.details);
begin
  if event_visit is not null then
    if jsonb_typeof(new.metadata -> 'attribution') = 'object' then
      insert into analytics.visits
      select w.* from private.visit_row(event_visit, new.metadata -> 'attribution') w
      on conflict (visit_id) do nothing;
      if found then -- the visit's first attribution: rows written before it learn the source
        update analytics.visit_days set source = analytics.visit_source(new.metadata -> 'attribution')
        where visit_id = event_visit and source is null;
      end if;
    end if;
    insert into analytics.visit_days (day, visit_id, steps, source)
    values (event_day, event_visit, step,
            (select s.source from analytics.visits s where s.visit_id = event_visit))
    on conflict on constraint visit_days_pkey do nothing;
    if found then
      perform pg_advisory_xact_lock(hashtextextended('analytics.visit_days:' || event_visit, 0));
      if exists (select 1 from analytics.visit_days vd where vd.visit_id = event_visit and vd.day <> event_day) then
        update analytics.visit_days vd set other_days = true where vd.visit_id = event_visit and not vd.other_days;
      end if;
    elsif step <> 0 then
      update analytics.visit_days vd set steps = vd.steps | step
      where vd.day = event_day and vd.visit_id = event_visit and vd.steps | step <> vd.steps;
    end if;
  end if;
  if analytics.is_page_arrival(new.type, new.details) then
    insert into analytics.page_days as pd (day, page, views) values (event_day, new.page, 1)
    on conflict on constraint page_days_pkey do update set views = pd.views + 1;
  end if;
  return null;
end;
$$;

-- Backfill: the visits already stored learn their medium, campaign and landing page (the first
-- events with an attribution are listed by site_events_attribution_idx).
update analytics.visits v
set medium = analytics.attribution_value(a.attribution, 'medium'),
    campaign = analytics.attribution_value(a.attribution, 'campaign'),
    landing_page = analytics.attribution_value(a.attribution, 'landing_page')
from (select distinct on (analytics.visit_id(e.metadata)) analytics.visit_id(e.metadata) as visit_id,
             e.metadata -> 'attribution' as attribution
      from public.site_events e
      where e.metadata ? 'attribution' and jsonb_typeof(e.metadata -> 'attribution') = 'object'
        and analytics.visit_id(e.metadata) is not null
      order by analytics.visit_id(e.metadata), e.created_at, e.id) a
where a.visit_id = v.visit_id;

-- ---------------------------------------------------------------------------- the staff check
-- The one check of the Overview's range functions: the caller is staff (admin, viewer,
-- compliance) with the second factor the firm requires, and the range is valid; returns its New
-- York days [first_day, end_day). Invoker rights (the caller's own user_roles rows); in analytics,
-- as the API roles cannot call private.*.
create function analytics.staff_days(caller text, from_ts timestamptz, to_ts timestamptz,
                                     out first_day date, out end_day date)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  tz       constant text := 'America/New_York';
  max_days constant integer := 400;
begin
  if not exists (select 1 from public.user_roles r
                 where r.user_id = (select auth.uid())
                   and r.role in ('admin'::public.app_role, 'viewer'::public.app_role, 'compliance'::public.app_role)) then
    raise exception '%: only staff may read site statistics', caller using errcode = '42501';
  end if;
  if not (public.staff_security_settings() ->> 'session_meets_requirement')::boolean then
    raise exception '%: sign in with your second factor first (the firm requires it of staff)', caller
      using errcode = '42501', hint = 'aal2';
  end if;
  if from_ts is null or to_ts is null or to_ts <= from_ts then
    raise exception '%: to_ts must be after from_ts', caller using errcode = '22023';
  end if;
  first_day := (from_ts at time zone tz)::date;
  end_day := ((to_ts - interval '1 microsecond') at time zone tz)::date + 1;
  if end_day - first_day > max_days then
    raise exception '%: the range spans % days; at most % days per call', caller, end_day - first_day, max_days
      using errcode = '22023';
  end if;
end;
$$;
revoke all on function analytics.staff_days(text, timestamptz, timestamptz) from public, anon, authenticated, service_role;
grant execute on function analytics.staff_days(text, timestamptz, timestamptz) to authenticated;

-- ---------------------------------------------------------------------------- campaigns, entry pages
-- The range's visits (each once) with what their first event said, the leads they left in the
-- range; `tagged_only`: only visits that carried a medium or a campaign. No SET clause, so the
-- planner inlines it into the caller's query (every name in it is qualified).
create function analytics.range_visits(first_day date, end_day date, tagged_only boolean)
returns table (visit_id text, source text, medium text, campaign text, landing_page text, leads bigint)
language sql
stable
security invoker
as $$
  select v.visit_id, v.source, v.medium, v.campaign, v.landing_page, coalesce(l.leads, 0)
  from analytics.visits v
  left join (select lv.visit_id, sum(lv.leads) as leads from analytics.lead_visits lv
             where lv.day >= first_day and lv.day < end_day group by lv.visit_id) l on l.visit_id = v.visit_id
  where (not tagged_only or v.medium is not null or v.campaign is not null)
    and v.visit_id in (select vd.visit_id from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day);
$$;
revoke all on function analytics.range_visits(date, date, boolean) from public, anon, authenticated, service_role;
grant execute on function analytics.range_visits(date, date, boolean) to authenticated;

create function public.site_campaigns(from_ts timestamptz, to_ts timestamptz)
returns table (source text, medium text, campaign text, visits bigint, leads bigint, conversion_rate numeric)
language plpgsql
stable
security invoker
set search_path = ''
set work_mem = '32MB'
set plan_cache_mode = force_custom_plan
-- Row-level security adds a filter the planner cannot estimate to every rollup it reads, so it
-- expects a handful of visits and joins them in nested loops (300 ms for 3,000 visits); hash
-- joins are right for every range.
set enable_nestloop = off
as $$
declare
  first_day date;
  end_day   date;
begin
  select d.first_day, d.end_day into first_day, end_day from analytics.staff_days('site_campaigns', from_ts, to_ts) d;
  return query
  select v.source, v.medium, v.campaign, count(*), sum(v.leads)::bigint,
         round(count(*) filter (where v.leads > 0)::numeric / count(*), 4)
  from analytics.range_visits(first_day, end_day, true) v
  group by v.source, v.medium, v.campaign
  order by count(*) desc, v.source collate "C", v.medium collate "C", v.campaign collate "C"
  limit 25;
end;
$$;
comment on function public.site_campaigns(timestamptz, timestamptz) is
  'The Overview''s campaigns: visits with a UTM medium or campaign per source, medium and campaign, their leads and conversion rate (top 25).';

create function public.site_entry_pages(from_ts timestamptz, to_ts timestamptz)
returns table (page text, visits bigint, leads bigint, conversion_rate numeric)
language plpgsql
stable
security invoker
set search_path = ''
set work_mem = '32MB'
set plan_cache_mode = force_custom_plan
set enable_nestloop = off -- as site_campaigns
as $$
declare
  first_day date;
  end_day   date;
begin
  select d.first_day, d.end_day into first_day, end_day from analytics.staff_days('site_entry_pages', from_ts, to_ts) d;
  return query
  select v.landing_page, count(*), sum(v.leads)::bigint,
         round(count(*) filter (where v.leads > 0)::numeric / count(*), 4)
  from analytics.range_visits(first_day, end_day, false) v
  where v.landing_page is not null
  group by v.landing_page
  order by count(*) desc, v.landing_page collate "C"
  limit 25;
end;
$$;
comment on function public.site_entry_pages(timestamptz, timestamptz) is
  'The Overview''s entry pages: visits per landing page, their leads and conversion rate (top 25).';

-- ---------------------------------------------------------------------------- live visitors
create function public.live_visitors()
returns integer
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform analytics.staff_days('live_visitors', now() - interval '5 minutes', now());
  return (select count(distinct analytics.visit_id(e.metadata))::integer from public.site_events e
          where e.created_at >= now() - interval '5 minutes' and e.created_at <= now());
end;
$$;
comment on function public.live_visitors() is
  'Visits with any site event in the last five minutes (the Overview''s live count).';

do $$
declare f text;
begin
  foreach f in array array['site_campaigns(timestamptz, timestamptz)', 'site_entry_pages(timestamptz, timestamptz)',
                           'live_visitors()'] loop
    execute format('revoke all on function public.%s from public, anon, authenticated, service_role', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end
$$;

commit;
