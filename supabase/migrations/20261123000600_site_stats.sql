-- The Overview (docs/decisions/0009-analytics-overview.md): calculator funnel events, daily
-- rollups kept up to date by triggers, and public.site_stats(from_ts, to_ts), one jsonb document
-- for admins.
--
--   * `calculator` events record the calculator's steps; their details are a fixed vocabulary
--     (src/lib/backend/site-stats/schema.ts, CALCULATOR_STEPS).
--   * Rollups live in the schema "analytics", which PostgREST does not expose. Triggers on
--     site_events keep them current (row by row on insert; a whole day is rebuilt when rows are
--     deleted or changed), and triggers on form_submissions keep the lead rollups (row by row on
--     insert and delete). Admins may read them (RLS), nobody else; nobody writes them but the
--     triggers and service_role.
--   * public.site_stats is SECURITY INVOKER: it reads the rollups and site_events (chat
--     questions) under their RLS as the caller, and refuses anyone who is not an admin.
--   * Days are New York days, as the firm reads its calendar.

begin;

-- ---------------------------------------------------------------------------- calculator events
alter table public.site_events drop constraint site_events_type_check;
alter table public.site_events add constraint site_events_type_check
  check (type in ('pageview', 'chatbot', 'chat-open', 'chat-answer', 'form', 'calculator'));
alter table public.site_events add constraint site_events_calculator_details_check
  check (type <> 'calculator'
         or details in ('step 1 seen', 'step 1 completed', 'step 2 completed', 'report requested'));

drop policy "site_events: anyone can record" on public.site_events;
create policy "site_events: anyone can record"
  on public.site_events for insert to anon, authenticated
  with check (type in ('pageview', 'chatbot', 'chat-open', 'chat-answer', 'form', 'calculator'));

-- Chat questions per day are counted from the table itself: few rows, found by this index.
create index site_events_chatbot_created_at_idx on public.site_events (created_at) where type = 'chatbot';

-- ---------------------------------------------------------------------------- analytics schema
create schema analytics;
revoke all on schema analytics from public, anon, authenticated;
-- site_stats runs as the caller and must see the rollups (RLS keeps them to admins).
grant usage on schema analytics to authenticated, service_role;

-- Pure helpers, shared by the triggers and site_stats so both read events the same way (the
-- only copy: the local backend runs this migration too). They use built-in functions only and
-- carry no SET clause on purpose: the planner then inlines them into the calling query (a SET
-- turns every call into a separate function call, ten times slower on a million rows).

-- The event's visit id: a non-empty string of at most 100 characters, else none.
create function analytics.visit_id(metadata jsonb)
returns text language sql immutable parallel safe as $$
  select case when jsonb_typeof(metadata -> 'visitId') = 'string'
              and char_length(metadata ->> 'visitId') between 1 and 100
         then metadata ->> 'visitId' end
$$;

-- Where a visit came from: the utm source, else the referrer's host, else 'Direct'.
create function analytics.visit_source(attribution jsonb)
returns text language sql immutable parallel safe as $$
  select coalesce(
    case when jsonb_typeof(attribution -> 'source') = 'string'
         then nullif(left(attribution ->> 'source', 200), '') end,
    case when jsonb_typeof(attribution -> 'referrer') = 'string'
         then substring(attribution ->> 'referrer' from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)') end,
    'Direct')
$$;

-- The calculator step as a bit (1 step 1 seen, 2 step 1 completed, 4 step 2 completed,
-- 8 report requested); 0 for every other event.
create function analytics.calculator_step_bit(type text, details text)
returns smallint language sql immutable parallel safe as $$
  select (case when type <> 'calculator' then 0
               when details = 'step 1 seen' then 1
               when details = 'step 1 completed' then 2
               when details = 'step 2 completed' then 4
               when details = 'report requested' then 8
               else 0 end)::smallint
$$;

-- A page view counts on arrival ("Viewed <path>"), not on leaving ("Left <path>. ...").
create function analytics.is_page_arrival(type text, details text)
returns boolean language sql immutable parallel safe as $$
  select type = 'pageview' and details like 'Viewed %'
$$;

-- A slot such as '10:00 AM' as minutes after midnight (for ordering), or null.
create function analytics.slot_minutes(slot text)
returns integer language sql immutable parallel safe as $$
  select case when slot ~ '^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$'
         then (split_part(slot, ':', 1)::int % 12) * 60 + substr(slot, length(slot) - 4, 2)::int
              + case when slot like '% PM' then 720 else 0 end end
$$;

revoke all on all functions in schema analytics from public, anon, authenticated;
grant execute on all functions in schema analytics to authenticated, service_role;

-- One row per visit and New York day on which the visit did anything; `steps` ORs the
-- calculator bits. Distinct visits over any range are counted from these rows. `source` copies
-- the visit's source (null: none known, read as 'Direct'), so a range never joins all visits.
-- `other_days`: the visit has rows on other days too. Nearly every visit lives within one day,
-- and only the others need grouping by visit to be counted once in a range.
create table analytics.visit_days (
  day        date     not null,
  visit_id   text     not null,
  steps      smallint not null default 0,
  source     text,
  other_days boolean  not null default false,
  primary key (day, visit_id)
);
-- A visit's rows on all its days (its source arriving late, its other days).
create index visit_days_visit_id_idx on analytics.visit_days (visit_id);
-- The few rows of visits over several days, the only ones site_stats groups.
create index visit_days_other_days_idx on analytics.visit_days (day) where other_days;
-- A visit's source, from the first event that carried its attribution.
create table analytics.visits (
  visit_id text primary key,
  source   text not null
);
-- Arrivals per New York day and path.
create table analytics.page_days (
  day   date    not null,
  page  text    not null,
  views integer not null,
  primary key (day, page)
);
-- Leads per New York day (of created_at) and form type; a consultation's booked weekday (ISO,
-- 1 = Monday) and slot are part of the key, 0 and '' when nothing was booked.
create table analytics.lead_days (
  day            date     not null,
  form_type      text     not null,
  booked_weekday smallint not null,
  booked_slot    text     not null,
  leads          integer  not null,
  primary key (day, form_type, booked_weekday, booked_slot)
);
-- The visits with a lead, per New York day of the lead (the conversion rate).
create table analytics.lead_visits (
  day      date    not null,
  visit_id text    not null,
  leads    integer not null,
  primary key (day, visit_id)
);

do $$
declare t text;
begin
  foreach t in array array['visit_days', 'visits', 'page_days', 'lead_days', 'lead_visits'] loop
    execute format('alter table analytics.%I enable row level security', t);
    execute format('revoke all on table analytics.%I from public, anon, authenticated', t);
    execute format('grant select on table analytics.%I to authenticated', t);
    execute format('grant select, insert, update, delete on table analytics.%I to service_role', t);
    execute format('create policy "%s: admins read" on analytics.%I for select to authenticated
                    using ((select private.is_admin()))', t, t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------- rollup upkeep
-- Rebuilds every rollup row of the given New York days (and the sources of the given visits)
-- from site_events: used by the backfill below and when events are deleted or changed.
create function private.site_stats_rebuild(days date[], visit_ids text[])
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
    insert into analytics.visits (visit_id, source)
    select distinct on (v.id) v.id, analytics.visit_source(e.metadata -> 'attribution')
    from public.site_events e
    cross join lateral (select analytics.visit_id(e.metadata) as id) v
    where v.id = any (visit_ids) and jsonb_typeof(e.metadata -> 'attribution') = 'object'
    order by v.id, e.created_at, e.id;
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
  -- The visits' other days keep their copy of the source in step.
  update analytics.visit_days vd
  set source = (select s.source from analytics.visits s where s.visit_id = vd.visit_id)
  where vd.visit_id = any (visit_ids) and not (vd.day = any (days));
  -- Every visit with a row on these days, or that lost its rows there, learns again whether it
  -- has other days.
  update analytics.visit_days vd
  set other_days = not vd.other_days
  where vd.visit_id in (select t.visit_id from analytics.visit_days t where t.day = any (days)
                        union select unnest(visit_ids))
    and vd.other_days <> exists (select 1 from analytics.visit_days o
                                 where o.visit_id = vd.visit_id and o.day <> vd.day);
end;
$$;
revoke all on function private.site_stats_rebuild(date[], text[]) from public, anon, authenticated;

-- Row by row on insert: cheap upserts (the common path: every page view).
create function private.site_stats_on_insert()
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
      insert into analytics.visits (visit_id, source)
      values (event_visit, analytics.visit_source(new.metadata -> 'attribution'))
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
      -- The visit's first event of this day. The lock makes two first events of one visit on
      -- different days (around midnight) see each other's row.
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
revoke all on function private.site_stats_on_insert() from public, anon, authenticated;

-- Deleted or changed rows (erasure requests, service_role fixes): rebuild the days they touch.
create function private.site_stats_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  days date[];
  visit_ids text[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct (created_at at time zone 'America/New_York')::date),
           array_agg(distinct analytics.visit_id(metadata)) filter (where analytics.visit_id(metadata) is not null)
      into days, visit_ids from gone;
  else
    select array_agg(distinct (created_at at time zone 'America/New_York')::date),
           array_agg(distinct analytics.visit_id(metadata)) filter (where analytics.visit_id(metadata) is not null)
      into days, visit_ids from (select created_at, metadata from gone union all select created_at, metadata from came) r;
  end if;
  perform private.site_stats_rebuild(coalesce(days, '{}'), coalesce(visit_ids, '{}'));
  return null;
end;
$$;
revoke all on function private.site_stats_on_change() from public, anon, authenticated;

create function private.site_stats_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate analytics.visit_days, analytics.visits, analytics.page_days;
  return null;
end;
$$;
revoke all on function private.site_stats_on_truncate() from public, anon, authenticated;

create trigger site_events_stats_insert after insert on public.site_events
  for each row execute function private.site_stats_on_insert();
create trigger site_events_stats_delete after delete on public.site_events
  referencing old table as gone
  for each statement execute function private.site_stats_on_change();
create trigger site_events_stats_update after update on public.site_events
  referencing old table as gone new table as came
  for each statement execute function private.site_stats_on_change();
create trigger site_events_stats_truncate after truncate on public.site_events
  for each statement execute function private.site_stats_on_truncate();

-- Backfill from the events already stored.
select private.site_stats_rebuild(
  coalesce((select array_agg(distinct (created_at at time zone 'America/New_York')::date) from public.site_events), '{}'),
  coalesce((select array_agg(distinct analytics.visit_id(metadata)) from public.site_events
            where analytics.visit_id(metadata) is not null), '{}'));

-- Leads: counted row by row on insert and delete (erasure), and on the rare change of a field
-- the statistics read; the lead desk's updates (status, follow-up, notification) touch none of
-- them and do not fire the trigger. Each lead adds `delta` (1 or -1) to its rows; a row that
-- drops to zero goes.
create function private.lead_stats_add(lead public.form_submissions, delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_day   date := (lead.created_at at time zone 'America/New_York')::date;
  booked     boolean := lead.form_type = 'consultation' and lead.consultation_date is not null;
  weekday    smallint := case when booked then extract(isodow from lead.consultation_date)::smallint else 0 end;
  slot       text := case when booked then lead.consultation_slot else '' end;
  lead_visit text := analytics.visit_id(lead.metadata);
begin
  insert into analytics.lead_days as l (day, form_type, booked_weekday, booked_slot, leads)
  values (lead_day, lead.form_type, weekday, slot, delta)
  on conflict on constraint lead_days_pkey do update set leads = l.leads + excluded.leads;
  if lead_visit is not null then
    insert into analytics.lead_visits as l (day, visit_id, leads) values (lead_day, lead_visit, delta)
    on conflict on constraint lead_visits_pkey do update set leads = l.leads + excluded.leads;
  end if;
  if delta < 0 then
    delete from analytics.lead_days l
    where l.day = lead_day and l.form_type = lead.form_type and l.booked_weekday = weekday
      and l.booked_slot = slot and l.leads <= 0;
    delete from analytics.lead_visits l where l.day = lead_day and l.visit_id = lead_visit and l.leads <= 0;
  end if;
end;
$$;
revoke all on function private.lead_stats_add(public.form_submissions, integer) from public, anon, authenticated;

create function private.lead_stats_on_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.lead_stats_add(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.lead_stats_add(new, 1);
  end if;
  return null;
end;
$$;
revoke all on function private.lead_stats_on_change() from public, anon, authenticated;

-- Recounts the lead rollups from form_submissions (the backfill; tests compare it with the
-- row-by-row upkeep).
create function private.lead_stats_rebuild()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from analytics.lead_days;
  delete from analytics.lead_visits;
  perform private.lead_stats_add(f, 1) from public.form_submissions f;
end;
$$;
revoke all on function private.lead_stats_rebuild() from public, anon, authenticated;

create function private.lead_stats_on_truncate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  truncate analytics.lead_days, analytics.lead_visits;
  return null;
end;
$$;
revoke all on function private.lead_stats_on_truncate() from public, anon, authenticated;

create trigger form_submissions_stats_insert_delete after insert or delete on public.form_submissions
  for each row execute function private.lead_stats_on_change();
create trigger form_submissions_stats_update
  after update of created_at, form_type, metadata, consultation_date, consultation_slot on public.form_submissions
  for each row
  when ((old.created_at, old.form_type, old.metadata, old.consultation_date, old.consultation_slot)
        is distinct from (new.created_at, new.form_type, new.metadata, new.consultation_date, new.consultation_slot))
  execute function private.lead_stats_on_change();
create trigger form_submissions_stats_truncate after truncate on public.form_submissions
  for each statement execute function private.lead_stats_on_truncate();

select private.lead_stats_rebuild();

-- ---------------------------------------------------------------------------- site_stats
create function public.site_stats(from_ts timestamptz, to_ts timestamptz)
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
  doc       jsonb;
begin
  -- Invoker rights: the caller's own user_roles rows are all it can see.
  if not exists (select 1 from public.user_roles r
                 where r.user_id = (select auth.uid()) and r.role = 'admin'::public.app_role) then
    raise exception 'site_stats: only admins may read site statistics' using errcode = '42501';
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
  leads_per_day as (
    select l.day,
      sum(l.leads) filter (where l.form_type = 'contact_form') as contact_form,
      sum(l.leads) filter (where l.form_type = 'investment_calculator') as investment_calculator,
      sum(l.leads) filter (where l.form_type = 'lead') as lead,
      sum(l.leads) filter (where l.form_type = 'consultation') as consultation,
      sum(l.leads) filter (where l.form_type = 'newsletter') as newsletter,
      sum(l.leads) filter (where l.form_type = 'other_form') as other_form,
      sum(l.leads) as total
    from analytics.lead_days l where l.day >= first_day and l.day < end_day group by l.day
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
        'leads', jsonb_build_object(
          'contact_form', coalesce(l.contact_form, 0), 'investment_calculator', coalesce(l.investment_calculator, 0),
          'lead', coalesce(l.lead, 0), 'consultation', coalesce(l.consultation, 0),
          'newsletter', coalesce(l.newsletter, 0), 'other_form', coalesce(l.other_form, 0))
      ) order by p.day)
      from per_day p left join chats c on c.day = p.day left join leads_per_day l on l.day = p.day),
    'totals', (select jsonb_build_object('visits', t.visits, 'pageViews', t.page_views, 'leads', t.leads,
                                         'chatQuestions', t.chats, 'visitsWithLead', t.converted) from totals t),
    'conversionRate', (select case when t.visits = 0 then null else round(t.converted::numeric / t.visits, 4) end
                       from totals t),
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
  'The admin Overview: visits, page views, leads, sources, calculator funnel, chats, bookings per New York day.';
revoke all on function public.site_stats(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.site_stats(timestamptz, timestamptz) to authenticated;

commit;
