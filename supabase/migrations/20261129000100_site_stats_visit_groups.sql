-- public.site_stats reads per-day rollups of the visits and chat questions instead of the rows (issue
-- 36, item 7: at most 100 ms for 90 days on 1,000,000 events and 100,000 leads, the previous
-- period included). 20261128002100 grouped the range's 150,000 one-day visits (90 days of the
-- benchmark) in each call, and as many again for the previous period: 323 ms.
--
-- 1. analytics.visit_days.has_lead: the visit left a lead (on any day). Kept by the lead rollup
--    (analytics.lead_visits): a visit's first lead sets it on the visit's rows, its last erased
--    lead clears it, and a row written after the lead starts with it.
-- 2. analytics.visit_groups: the one-day visits counted by New York day, source ('Direct' when
--    none is known), calculator steps and has_lead, kept row by row by a trigger on visit_days
--    (insert, update, delete, truncate), so that the rebuild and the erasure paths, which write
--    visit_days, keep it too. A visit over several days stays out of it (other_days): site_stats
--    groups those few rows by visit, as before.
-- 3. analytics.chat_days: the chat's questions per New York day, kept by triggers of their own
--    on the events; site_stats counted 60,000 events for 90 days and as many for the previous
--    period.
--
-- What changes in the document: `visitsWithLead` counts the range's visits that left a lead,
-- whenever the lead was stored; it counted only leads stored within the range, so a visit on the
-- range's last evening whose lead was saved after midnight (a retried save) did not convert.
-- Everything else is unchanged.
--
-- Redefines public.site_stats(timestamptz, timestamptz) (last in 20261128002100).

begin;

-- ======================================================= 1. a visit that left a lead
alter table analytics.visit_days add column has_lead boolean not null default false;
-- A visit's lead rows, whichever day they are on.
create index lead_visits_visit_id_idx on analytics.lead_visits (visit_id);
-- The visits already stored (before the triggers below, which keep it from here on).
update analytics.visit_days vd set has_lead = true
where vd.visit_id in (select l.visit_id from analytics.lead_visits l where l.leads > 0);

-- Whether the visit has a lead row (a row of zero leads is one being removed).
create function analytics.visit_has_lead(visit text)
returns boolean
language sql
stable
set search_path = ''
as $$ select exists (select 1 from analytics.lead_visits l where l.visit_id = visit and l.leads > 0) $$;
revoke all on function analytics.visit_has_lead(text) from public, anon, authenticated;

-- A visit-day row written after its visit's lead starts with has_lead.
create function private.visit_days_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.has_lead := analytics.visit_has_lead(new.visit_id);
  return new;
end;
$$;
revoke all on function private.visit_days_before_insert() from public, anon, authenticated;
create trigger visit_days_has_lead before insert on analytics.visit_days
  for each row execute function private.visit_days_before_insert();

-- A visit's first lead row sets has_lead on its rows; its last one clears it.
create function private.lead_visits_set_has_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visit text := case when tg_op = 'DELETE' then old.visit_id else new.visit_id end;
  has   boolean := analytics.visit_has_lead(visit);
begin
  update analytics.visit_days vd set has_lead = has where vd.visit_id = visit and vd.has_lead <> has;
  return null;
end;
$$;
revoke all on function private.lead_visits_set_has_lead() from public, anon, authenticated;
create trigger lead_visits_has_lead after insert or delete on analytics.lead_visits
  for each row execute function private.lead_visits_set_has_lead();
create trigger lead_visits_has_lead_count after update of leads on analytics.lead_visits
  for each row when ((old.leads > 0) <> (new.leads > 0)) execute function private.lead_visits_set_has_lead();

create function private.lead_visits_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update analytics.visit_days set has_lead = false where has_lead;
  return null;
end;
$$;
revoke all on function private.lead_visits_on_truncate() from public, anon, authenticated;
create trigger lead_visits_has_lead_truncate after truncate on analytics.lead_visits
  for each statement execute function private.lead_visits_on_truncate();

-- ======================================================= 2. the one-day visits' groups
create table analytics.visit_groups (
  day      date     not null,
  source   text     not null,
  steps    smallint not null,
  has_lead boolean  not null,
  visits   integer  not null,
  primary key (day, source, steps, has_lead)
);
alter table analytics.visit_groups enable row level security;
revoke all on table analytics.visit_groups from public, anon, authenticated;
grant select on table analytics.visit_groups to authenticated;
grant select, insert, update, delete on table analytics.visit_groups to service_role;
create policy "visit_groups: staff read" on analytics.visit_groups for select to authenticated
  using ((select private.is_staff()));
do $$
begin
  perform private.keep_no_planner_statistics('analytics.visit_groups');
  perform private.keep_no_planner_statistics('analytics.visit_days');
end
$$;

-- Adds `delta` visits to a group; a group that drops to zero goes.
create function private.visit_groups_add(day_ date, source_ text, steps_ smallint, has_lead_ boolean, delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into analytics.visit_groups as g (day, source, steps, has_lead, visits)
  values (day_, coalesce(source_, 'Direct'), steps_, has_lead_, delta)
  on conflict on constraint visit_groups_pkey do update set visits = g.visits + excluded.visits;
  if delta < 0 then
    delete from analytics.visit_groups g
    where g.day = day_ and g.source = coalesce(source_, 'Direct') and g.steps = steps_ and g.has_lead = has_lead_
      and g.visits <= 0;
  end if;
end;
$$;
revoke all on function private.visit_groups_add(date, text, smallint, boolean, integer) from public, anon, authenticated;

-- A one-day visit-day row leaves its old group and joins its new one.
create function private.visit_days_to_groups()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and not old.other_days then
    perform private.visit_groups_add(old.day, old.source, old.steps, old.has_lead, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and not new.other_days then
    perform private.visit_groups_add(new.day, new.source, new.steps, new.has_lead, 1);
  end if;
  return null;
end;
$$;
revoke all on function private.visit_days_to_groups() from public, anon, authenticated;
create trigger visit_days_groups after insert or delete on analytics.visit_days
  for each row execute function private.visit_days_to_groups();
create trigger visit_days_groups_update after update on analytics.visit_days
  for each row when ((old.day, old.source, old.steps, old.has_lead, old.other_days)
                     is distinct from (new.day, new.source, new.steps, new.has_lead, new.other_days))
  execute function private.visit_days_to_groups();

create function private.visit_days_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate analytics.visit_groups;
  return null;
end;
$$;
revoke all on function private.visit_days_on_truncate() from public, anon, authenticated;
create trigger visit_days_groups_truncate after truncate on analytics.visit_days
  for each statement execute function private.visit_days_on_truncate();

-- The stored visits counted into groups (the trigger above counts every later change).
insert into analytics.visit_groups (day, source, steps, has_lead, visits)
select vd.day, coalesce(vd.source, 'Direct'), vd.steps, vd.has_lead, count(*)
from analytics.visit_days vd where not vd.other_days
group by 1, 2, 3, 4;

-- ======================================================= 3. chat questions per day
-- The questions asked of the chat per New York day, kept by triggers of their own on the events
-- (a row's insert; a statement's deletes and updates, as erasure and service fixes make them).
create table analytics.chat_days (
  day       date    primary key,
  questions integer not null
);
alter table analytics.chat_days enable row level security;
revoke all on table analytics.chat_days from public, anon, authenticated;
grant select on table analytics.chat_days to authenticated;
grant select, insert, update, delete on table analytics.chat_days to service_role;
create policy "chat_days: staff read" on analytics.chat_days for select to authenticated
  using ((select private.is_staff()));
do $$ begin perform private.keep_no_planner_statistics('analytics.chat_days'); end $$;

-- Adds `delta` questions to a day; a day that drops to zero goes.
create function private.chat_days_add(day_ date, delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into analytics.chat_days as c (day, questions) values (day_, delta)
  on conflict on constraint chat_days_pkey do update set questions = c.questions + excluded.questions;
  if delta < 0 then
    delete from analytics.chat_days c where c.day = day_ and c.questions <= 0;
  end if;
end;
$$;
revoke all on function private.chat_days_add(date, integer) from public, anon, authenticated;

create function private.chat_days_on_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.chat_days_add((new.created_at at time zone 'America/New_York')::date, 1);
  return null;
end;
$$;
revoke all on function private.chat_days_on_insert() from public, anon, authenticated;

-- Deleted or changed events: each day's questions less those gone, plus those that came.
create function private.chat_days_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform private.chat_days_add(x.day, -x.n::integer)
    from (select (g.created_at at time zone 'America/New_York')::date as day, count(*) as n
          from gone g where g.type = 'chatbot' group by 1) x;
  else
    perform private.chat_days_add(x.day, x.n::integer)
    from (select r.day, sum(r.n) as n
          from (select (g.created_at at time zone 'America/New_York')::date as day, -1 as n from gone g where g.type = 'chatbot'
                union all
                select (c.created_at at time zone 'America/New_York')::date, 1 from came c where c.type = 'chatbot') r
          group by r.day) x
    where x.n <> 0;
  end if;
  return null;
end;
$$;
revoke all on function private.chat_days_on_change() from public, anon, authenticated;

create function private.chat_days_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate analytics.chat_days;
  return null;
end;
$$;
revoke all on function private.chat_days_on_truncate() from public, anon, authenticated;

create trigger site_events_chat_days_insert after insert on public.site_events
  for each row when (new.type = 'chatbot') execute function private.chat_days_on_insert();
create trigger site_events_chat_days_delete after delete on public.site_events
  referencing old table as gone
  for each statement execute function private.chat_days_on_change();
create trigger site_events_chat_days_update after update on public.site_events
  referencing old table as gone new table as came
  for each statement execute function private.chat_days_on_change();
create trigger site_events_chat_days_truncate after truncate on public.site_events
  for each statement execute function private.chat_days_on_truncate();

insert into analytics.chat_days (day, questions)
select (e.created_at at time zone 'America/New_York')::date, count(*)
from public.site_events e where e.type = 'chatbot' group by 1;

-- The covering index 20261128002100 read the one-day visits from: site_stats reads the groups.
drop index analytics.visit_days_one_day_idx;

create or replace function public.site_stats(from_ts timestamptz, to_ts timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
-- A plan made for each call's range (7 and 90 days want different plans; a cached generic one
-- fits neither).
set plan_cache_mode = force_custom_plan
as $$
declare
  first_day date;
  end_day   date; -- exclusive
  prev_day  date; -- the previous period's first day (it ends at first_day)
  doc       jsonb;
begin
  -- Staff only, with the second factor the firm requires; every New York day that overlaps
  -- [from_ts, to_ts), at most 400.
  select d.first_day, d.end_day into first_day, end_day from analytics.staff_days('site_stats', from_ts, to_ts) d;
  prev_day := first_day - (end_day - first_day);

  with
  -- A visit over several days, grouped so that it counts once (the few rows of the partial index).
  multi_day as (
    select vd.visit_id, min(vd.source) as source, bit_or(vd.steps) as steps, bool_or(vd.has_lead) as has_lead
    from analytics.visit_days vd where vd.day >= first_day and vd.day < end_day and vd.other_days
    group by vd.visit_id
  ),
  -- The range's visits by day (none for a visit over several days), source, calculator steps and
  -- whether the visit left a lead: the one-day visits' groups are kept by the rollup, a few
  -- thousand rows for 90 days, from which the visits per day, the totals, the conversion, the
  -- sources and the funnel are summed.
  visit_groups as materialized (
    select g.day, g.source, g.steps, g.has_lead as converted, g.visits as n
    from analytics.visit_groups g where g.day >= first_day and g.day < end_day
    union all
    select null::date, coalesce(m.source, 'Direct'), m.steps, m.has_lead, count(*)
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
    select c.day, c.questions as n from analytics.chat_days c where c.day >= first_day and c.day < end_day
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
  -- The previous period: its visits (a one-day visit from the rollup, one over several days
  -- counted once) and those that left a lead.
  prev_groups as materialized (
    select g.has_lead as converted, sum(g.visits) as n
    from analytics.visit_groups g where g.day >= prev_day and g.day < first_day group by 1
    union all
    select m.has_lead, count(*)
    from (select bool_or(vd.has_lead) as has_lead from analytics.visit_days vd
          where vd.day >= prev_day and vd.day < first_day and vd.other_days group by vd.visit_id) m
    group by 1
  ),
  prev_totals as materialized (
    select (select coalesce(sum(g.n), 0) from prev_groups g) as visits,
           (select coalesce(sum(p.views), 0) from analytics.page_days p
            where p.day >= prev_day and p.day < first_day) as page_views,
           (select coalesce(sum(l.leads), 0) from analytics.lead_days l
            where l.day >= prev_day and l.day < first_day) as leads,
           (select coalesce(sum(c.questions), 0) from analytics.chat_days c
            where c.day >= prev_day and c.day < first_day) as chats,
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
