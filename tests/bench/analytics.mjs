// `npm run bench:analytics`: public.site_stats on a throwaway PostgreSQL 15 (prelude + every
// migration) holding 1,000,000 events over the last 120 days (200,000 visits of five events)
// and 100,000 leads (a fifth of them consultations, nearly all with a booked day and slot).
// Prints how long seeding and the rollup rebuild took, what the row-by-row insert triggers cost
// (events and leads),
// and the median time of site_stats for 7, 30 and 90 days (each with its previous period of equal
// length, which the document includes), then of site_campaigns and site_entry_pages for the same
// ranges and of live_visitors, called as an admin through the
// `authenticated` role. Prints figures only; nothing is asserted.
import { startThrowawayPostgres } from '../db/throwaway-pg.mjs'

const EVENTS = Number(process.env.EVENTS ?? 1_000_000)
const LEADS = Number(process.env.LEADS ?? 100_000)
const RUNS = Number(process.env.RUNS ?? 7)
const VISITS = Math.floor(EVENTS / 5)
const ADMIN = 'a0000000-0000-4000-8000-000000000001'

// The timed calls run as the admin, through the API's role, with the second factor.
const AS_ADMIN = `set role authenticated;
  select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${ADMIN}","aal":"aal2"}', false);`
/** PL/pgSQL declarations of the range [from_ts, to_ts): the last `days` New York days, today included. */
const lastDays = (
  days,
) => `to_ts timestamptz := ((now() at time zone 'America/New_York')::date + 1)::timestamp at time zone 'America/New_York';
  from_ts timestamptz := ((now() at time zone 'America/New_York')::date + 1 - ${days})::timestamp at time zone 'America/New_York';`
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1)
const db = startThrowawayPostgres()
try {
  // The 13 booking slots, in order, as the CHECK on form_submissions.consultation_slot lists them.
  const slots = db
    .psql(
      `select m[1] from pg_constraint, regexp_matches(pg_get_constraintdef(oid), '''([^'']+)''::text', 'g') as m
       where conname = 'form_submissions_consultation_slot_check'`,
    )
    .trim()
    .split('\n')
  if (slots.length !== 13) throw new Error(`expected 13 consultation slots, the CHECK lists ${slots.join(', ')}`)
  let start = performance.now()
  db.psql(`
    select setseed(0.42);
    select tests.create_user('${ADMIN}', 'admin@example.com');
    insert into public.user_roles (user_id, role) values ('${ADMIN}', 'admin');
    -- Seeded in bulk with the row trigger off; the rollups are rebuilt once below.
    alter table public.site_events disable trigger site_events_stats_insert;
    create temp table visits as
      select v, now() - random() * interval '120 days' as started,
             (array['/', '/about', '/investment', '/process', '/investment-calculator', '/contact',
                    '/schedule-consultation', '/blog', '/blog/how-quarterly-distributions-work'])[1 + floor(random() * 9)::int] as landing,
             (array['google', 'newsletter', 'linkedin', null, null, null])[1 + floor(random() * 6)::int] as source,
             (array['https://www.google.com', 'https://news.example.org', null, null])[1 + floor(random() * 4)::int] as referrer,
             random() as r
      from generate_series(0, ${VISITS - 1}) v;
    -- The UTM sources' medium and campaign (half of Google's visits are ads).
    alter table visits add column medium text, add column campaign text;
    update visits set medium = case source when 'newsletter' then 'email' when 'linkedin' then 'social' else 'cpc' end,
                      campaign = case source when 'newsletter' then 'monthly-briefing' when 'linkedin' then 'cat-bond-insights'
                                             else 'reinsurance-yield' end
    where source in ('newsletter', 'linkedin') or (source = 'google' and r < 0.5);
    insert into public.site_events (created_at, type, details, metadata, page)
    select vi.started + k * interval '40 seconds',
      (case when x.kind = 'seen' or x.kind = 'step' then 'calculator' when x.kind = 'chat' then 'chatbot' else 'pageview' end)::public.event_type,
      case x.kind
        when 'land' then 'Viewed ' || vi.landing
        when 'leave' then 'Left ' || vi.landing || '. Time spent: 40s'
        when 'calculator' then 'Viewed /investment-calculator'
        when 'seen' then 'step 1 seen'
        when 'chat' then 'What is the minimum investment?'
        when 'step' then (array['step 1 completed', 'step 2 completed', 'report requested'])[1 + floor(vi.r * 10)::int]
        else 'Viewed /contact' end,
      case x.kind
        when 'land' then jsonb_build_object('path', vi.landing, 'visitId', 'v-' || vi.v, 'attribution',
          jsonb_strip_nulls(jsonb_build_object('source', vi.source, 'medium', vi.medium, 'campaign', vi.campaign,
                                               'referrer', vi.referrer, 'landing_page', vi.landing)))
        when 'leave' then jsonb_build_object('path', vi.landing, 'seconds', 40, 'visitId', 'v-' || vi.v)
        else jsonb_build_object('visitId', 'v-' || vi.v) end,
      case x.kind when 'land' then vi.landing when 'leave' then vi.landing when 'chat' then vi.landing
        when 'contact' then '/contact' else '/investment-calculator' end
    from visits vi
    cross join generate_series(0, 4) k
    cross join lateral (select case
      when k = 0 then 'land' when k = 1 then 'leave' when k = 2 then 'calculator'
      when k = 3 and vi.r < 0.6 then 'seen' when k = 3 then 'chat'
      when vi.r < 0.3 then 'step' else 'contact' end as kind) x;
    alter table public.site_events enable trigger site_events_stats_insert;
    alter table public.form_submissions disable trigger form_submissions_stats_insert_delete;
    -- The form type is drawn in the select list: a lateral subquery that does not refer to g
    -- is evaluated once, giving every lead the same type.
    with drawn as (
      select g, (array['contact_form', 'investment_calculator', 'lead', 'consultation', 'newsletter']::public.form_type[])[1 + floor(random() * 5)::int] as form_type,
             now() - random() * interval '120 days' as created_at, 'v-' || floor(random() * ${VISITS})::int as visit_id
      from generate_series(1, ${LEADS}) g
    ),
    leads as (
      select d.*, (row_number() over (partition by d.form_type order by d.g))::int - 1 as n from drawn d
    )
    insert into public.form_submissions (created_at, client_id, form_type, full_name, email, metadata,
                                         consultation_date, consultation_slot)
    select l.created_at, gen_random_uuid(), l.form_type, 'Lead ' || l.g, 'lead' || l.g || '@example.com',
           jsonb_strip_nulls(jsonb_build_object('visitId', l.visit_id, 'preferredDay', b.day, 'timeSlot', b.slot,
             'slot_conflict', case when b.conflict then jsonb_build_object('date', b.day, 'time_slot', b.slot) end)),
           case when not b.conflict then b.day end, case when not b.conflict then b.slot end
    from leads l
    -- The n-th consultation books weekday n / 13 counted from this week's Monday (five a week)
    -- at slot n % 13: one booking per day and slot, as the unique index wants. Every 20th asked
    -- for the slot booked just before it and is stored as the client stores a slot conflict:
    -- without the columns, with metadata.slot_conflict.
    left join lateral (
      select date_trunc('week', current_date)::date + (m / 65) * 7 + (m / 13) % 5 as day,
             (array[${slots.map((slot) => `'${slot}'`).join(', ')}])[1 + m % 13] as slot, k.conflict
      from (select l.n % 20 = 19 as conflict, l.n - (l.n % 20 = 19)::int as m) k
    ) b on l.form_type = 'consultation';
    alter table public.form_submissions enable trigger form_submissions_stats_insert_delete;
  `)
  console.log(
    `seeded ${EVENTS.toLocaleString('en-US')} events and ${LEADS.toLocaleString('en-US')} leads in ${seconds(start)} s`,
  )

  start = performance.now()
  db.psql(`
    select private.site_stats_rebuild(
      (select array_agg(distinct (created_at at time zone 'America/New_York')::date) from public.site_events),
      (select array_agg(distinct metadata ->> 'visitId') from public.site_events where metadata ? 'visitId'));
    select private.lead_stats_rebuild();
    vacuum analyze;
  `)
  const sizes = db.psql(`
    select (select count(*) from analytics.visit_days) || ' visit-day rows, ' ||
           (select count(*) from analytics.page_days) || ' page-day rows, ' ||
           (select count(*) from analytics.visits) || ' visit sources, ' ||
           (select count(*) from analytics.lead_days) || ' lead-day rows, ' ||
           (select count(*) from analytics.lead_visits) || ' lead-visit rows'`)
  console.log(`rollups rebuilt from the events in ${seconds(start)} s: ${sizes.trim()}`)

  console.log(`\nsite_stats as an admin (authenticated role), median of ${RUNS} runs after one warm-up:`)
  for (const days of [7, 30, 90]) {
    const [line] = db.warnings(`
      ${AS_ADMIN}
      do $$
      declare
        times float8[] := '{}';
        t0 timestamptz;
        doc jsonb;
        ${lastDays(days)}
      begin
        perform public.site_stats(from_ts, to_ts);
        for i in 1..${RUNS} loop
          t0 := clock_timestamp();
          doc := public.site_stats(from_ts, to_ts);
          times := times || extract(epoch from clock_timestamp() - t0) * 1000;
        end loop;
        raise warning '${String(days).padStart(2)} days with the previous period: median % ms (min %, max %); % visits, % page views, % leads, % bookings; previous ${days} days: % visits, % page views, % leads',
          round((select percentile_cont(0.5) within group (order by t) from unnest(times) t)::numeric, 1),
          round((select min(t) from unnest(times) t)::numeric, 1), round((select max(t) from unnest(times) t)::numeric, 1),
          doc #>> '{totals,visits}', doc #>> '{totals,pageViews}', doc #>> '{totals,leads}',
          (select sum((b ->> 'bookings')::int) from jsonb_array_elements(doc -> 'consultations') b),
          doc #>> '{previous,totals,visits}', doc #>> '{previous,totals,pageViews}', doc #>> '{previous,totals,leads}';
      end $$;`)
    console.log(line)
  }

  // The Overview's other range calls: campaigns and entry pages (top 25 each), then the live count.
  for (const fn of ['site_campaigns', 'site_entry_pages']) {
    console.log(`\n${fn} as an admin, median of ${RUNS} runs after one warm-up:`)
    for (const days of [7, 30, 90]) {
      const [line] = db.warnings(`
        ${AS_ADMIN}
        do $$
        declare
          times float8[] := '{}';
          t0 timestamptz;
          rows_ integer;
          visits_ bigint;
          ${lastDays(days)}
        begin
          perform count(*) from public.${fn}(from_ts, to_ts);
          for i in 1..${RUNS} loop
            t0 := clock_timestamp();
            select count(*), sum(f.visits) into rows_, visits_ from public.${fn}(from_ts, to_ts) f;
            times := times || extract(epoch from clock_timestamp() - t0) * 1000;
          end loop;
          raise warning '${String(days).padStart(2)} days: median % ms (min %, max %); % rows, % visits in them',
            round((select percentile_cont(0.5) within group (order by t) from unnest(times) t)::numeric, 1),
            round((select min(t) from unnest(times) t)::numeric, 1), round((select max(t) from unnest(times) t)::numeric, 1),
            rows_, visits_;
        end $$;`)
      console.log(line)
    }
  }
  const [live] = db.warnings(`
    set role authenticated;
    select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${ADMIN}","aal":"aal2"}', false);
    do $$
    declare times float8[] := '{}'; t0 timestamptz; n integer;
    begin
      for i in 1..${RUNS} loop
        t0 := clock_timestamp();
        n := public.live_visitors();
        times := times || extract(epoch from clock_timestamp() - t0) * 1000;
      end loop;
      raise warning 'live_visitors: median % ms; % visits in the last five minutes',
        round((select percentile_cont(0.5) within group (order by t) from unnest(times) t)::numeric, 2), n;
    end $$;`)
  console.log(`\n${live}`)

  // EXPLAIN=1: the plans of one 90-day call's slow statements (for tuning).
  if (process.env.EXPLAIN) {
    const plans = db.warnings(
      `
      load 'auto_explain';
      set auto_explain.log_min_duration = 20;
      set auto_explain.log_nested_statements = on;
      set auto_explain.log_analyze = on;
      set auto_explain.log_level = warning;
      ${AS_ADMIN}
      select length(public.site_stats(now() - interval '90 days', now())::text);`,
      { all: true },
    )
    console.log(plans.join('\n'))
  }

  // What every recorded event pays: 10,000 single-row inserts without, then with the trigger
  // (after the timings above, so these rows do not count in them).
  const insertMicros = (trigger) =>
    db.warnings(`
      alter table public.site_events ${trigger} trigger site_events_stats_insert;
      do $$
      declare t0 timestamptz := clock_timestamp();
      begin
        for i in 1..10000 loop
          insert into public.site_events (type, details, metadata, page)
          values ('pageview', 'Viewed /about', jsonb_build_object('path', '/about', 'visitId', 'bench-' || (i % 2000)), '/about');
        end loop;
        raise warning '%', round(extract(epoch from clock_timestamp() - t0) * 100, 1);
      end $$;`)[0]
  const without = insertMicros('disable')
  console.log(`one event insert: ${without} µs without the rollup trigger, ${insertMicros('enable')} µs with it`)

  // What every lead pays: 2,000 single-row inserts (a tenth of them bookings) without, then with
  // the lead rollup trigger. The other lead triggers (rate limit, notification) run in both.
  const leadMicros = (trigger, offset) =>
    db.warnings(`
      alter table public.form_submissions ${trigger} trigger form_submissions_stats_insert_delete;
      do $$
      declare t0 timestamptz := clock_timestamp();
      begin
        for i in ${offset}..${offset + 1999} loop
          insert into public.form_submissions (client_id, form_type, email, metadata, consultation_date, consultation_slot)
          values (gen_random_uuid(), (case when i % 10 = 0 then 'consultation' else 'contact_form' end)::public.form_type,
                  'bench' || i || '@example.com', jsonb_build_object('visitId', 'bench-' || (i % 500)),
                  case when i % 10 = 0 then date '2100-01-04' + (i / 130) * 7 + (i / 10 / 13) % 5 end,
                  case when i % 10 = 0 then (array[${slots.map((slot) => `'${slot}'`).join(', ')}])[1 + (i / 10) % 13] end);
        end loop;
        raise warning '%', round(extract(epoch from clock_timestamp() - t0) * 500, 1);
      end $$;`)[0]
  const leadWithout = leadMicros('disable', 0)
  console.log(
    `one lead insert: ${leadWithout} µs without the lead rollup trigger, ${leadMicros('enable', 2000)} µs with it`,
  )
} finally {
  db.stop()
}
