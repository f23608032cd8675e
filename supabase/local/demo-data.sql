-- supabase/local/demo-data.sql: demo data for the LOCAL backend only (the dashboard's "Load demo
-- data" in local mode). Never a migration, never run on a Supabase project.
--
-- Ninety days of a plausible site, generated here in SQL, relative to now(): visits from several
-- sources with their page views, chat questions and calculator steps, the leads those visits
-- left (every form type, every status, with notes, status history and follow-ups) and
-- consultation bookings on free weekday slots. Everything is inserted into the application's own
-- tables, so their CHECKs, unique slot index and triggers apply: the status history and the
-- Overview's rollups are written by the migrations' triggers, as for real traffic.
--
-- Every row it writes carries `"demo": true` in its metadata. Running it again first deletes
-- those rows (their notes and rollups go with them), so it replaces the demo, never doubles it.
-- Pseudo-random but deterministic: every choice is a hash of the row's position, never random().
--
-- Run as a superuser, in ONE transaction, after supabase/local/prelude.sql and the migrations:
-- the app does (src/lib/backend/local/demo-data.ts); by hand, `psql -1 -f supabase/local/demo-data.sql`.
-- The last statement answers how many demo leads and events the database now holds.

do $$
begin
  if not (select r.rolsuper from pg_roles r where r.rolname = current_user) then
    raise exception 'demo-data.sql: run it as a superuser on a local database' using errcode = '42501';
  end if;
end
$$;

-- Written by the platform, not by a visitor: no request claims (no rate limit applies), and the
-- new-lead notification's warning about unset Vault secrets is not repeated for every lead.
select set_config('request.jwt.claims', '', true), set_config('request.headers', '', true);
set local client_min_messages = error;

-- ---------------------------------------------------------------------------- helpers
-- A number in [0, 1) from a key: the same key always gives the same number.
create or replace function pg_temp.demo_rand(key text) returns double precision
language sql immutable as $$ select ('x' || substr(md5(key), 1, 8))::bit(32)::bigint / 4294967296.0 $$;

create or replace function pg_temp.demo_pick(items text[], key text) returns text
language sql immutable as $$ select items[1 + floor(pg_temp.demo_rand(key) * cardinality(items))::int] $$;

-- A version-4-shaped uuid from a key.
create or replace function pg_temp.demo_uuid(key text) returns uuid
language sql immutable as $$ select overlay(overlay(md5(key) placing '4' from 13) placing '8' from 17)::uuid $$;

create or replace function pg_temp.demo_today() returns date
language sql stable as $$ select (now() at time zone 'America/New_York')::date $$;

-- An instant as JavaScript's toISOString() writes it.
create or replace function pg_temp.demo_iso(t timestamptz) returns text
language sql immutable as $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- A booked slot's start with New York's offset, as the consultation form stores it.
create or replace function pg_temp.demo_slot_iso(booked_on date, booked_slot text) returns text
language sql immutable as $$
  select to_char(t.wall, 'YYYY-MM-DD"T"HH24:MI:SS')
         || case when t.offset_minutes < 0 then '-' else '+' end
         || to_char(make_interval(mins => abs(t.offset_minutes)), 'HH24:MI')
  from (select booked_on + analytics.slot_minutes(booked_slot) * interval '1 minute' as wall) w
  cross join lateral (
    select w.wall,
           (extract(epoch from w.wall - ((w.wall at time zone 'America/New_York') at time zone 'UTC')) / 60)::int
             as offset_minutes
  ) t
$$;

-- ---------------------------------------------------------------------------- the previous demo
delete from public.site_events where metadata @> '{"demo": true}';
delete from public.form_submissions where metadata @> '{"demo": true}';
drop table if exists pg_temp.demo_visit, pg_temp.demo_view, pg_temp.demo_lead;

-- ---------------------------------------------------------------------------- visits
-- About 20 to 30 visits a weekday (fewer on weekends), growing over the 90 days; today's only
-- up to now. `k` names the visit in every hash.
create temp table demo_visit as
with days as (
  select d, pg_temp.demo_today() - d as visit_day,
         (pg_temp.demo_today() - d)::timestamp at time zone 'America/New_York' as day_start
  from generate_series(0, 89) as d
), sized as (
  select days.*,
         case when d = 0 then greatest(now() - day_start - interval '20 minutes', interval '0') end as today_span,
         round((16 + 12 * (89 - d) / 89.0)
               * case when extract(isodow from visit_day) > 5 then 0.5 else 1 end
               * (0.75 + 0.5 * pg_temp.demo_rand('day:' || d))
               * case when d = 0
                      then least(1, extract(epoch from greatest(now() - day_start - interval '20 minutes', interval '0')) / 86400)
                      else 1 end)::int as visits
  from days
), base as (
  select s.d, i, s.d || ':' || i as k,
         case when s.d = 0 then s.day_start + s.today_span * pg_temp.demo_rand('t:' || s.d || ':' || i)
              -- mostly in business hours: 6:30 AM to 10:50 PM, peaking mid-afternoon
              else s.day_start + interval '1 day' * (0.27 + 0.68 * (pg_temp.demo_rand('t:' || s.d || ':' || i)
                                                                  + pg_temp.demo_rand('t2:' || s.d || ':' || i)) / 2)
         end as started_at
  from sized s cross join lateral generate_series(1, s.visits) as i
), sourced as (
  select b.*, pg_temp.demo_pick(array['direct', 'direct', 'direct', 'direct', 'direct', 'direct',
           'google', 'google', 'google', 'google', 'google', 'google', 'linkedin', 'linkedin', 'linkedin',
           'newsletter', 'newsletter', 'google-ads', 'google-ads', 'artemis', 'artemis', 'bing', 'reddit'],
           'channel:' || b.k) as channel
  from base b
), landed as (
  select s.*, pg_temp.demo_pick(case s.channel
           when 'direct' then array['/', '/', '/', '/about', '/investment', '/investment-calculator']
           when 'google' then array['/', '/investment', '/process', '/investment-calculator',
                                    '/blog/understanding-reinsurance-investments', '/blog/tax-advantages-of-reinsurance']
           when 'google-ads' then array['/investment', '/investment-calculator']
           when 'linkedin' then array['/investment', '/about', '/blog/reinsurance-and-portfolio-diversification']
           when 'newsletter' then array['/blog', '/blog/how-quarterly-distributions-work', '/blog/tax-advantages-of-reinsurance']
           when 'artemis' then array['/investment', '/process', '/about']
           when 'bing' then array['/', '/investment']
           else array['/blog/understanding-reinsurance-investments', '/investment-calculator'] end,
           'landing:' || s.k) as landing
  from sourced s
), flagged as (
  select l.*,
         -- the calculator: 1 step 1 seen, 2 step 1 completed, 3 step 2 completed, 4 report requested
         case when l.landing = '/investment-calculator' or pg_temp.demo_rand('calc:' || l.k) < 0.07
              then 1 + (c1 < 0.4)::int + (c1 < 0.4 and c2 < 0.6)::int + (c1 < 0.4 and c2 < 0.6 and c3 < 0.6)::int
              else 0 end as calc_level,
         pg_temp.demo_rand('contact:' || l.k) < 0.035 as contact,
         pg_temp.demo_rand('consult:' || l.k) < 0.022 or (l.i = 3 and l.d % 7 = 1) as consult,
         pg_temp.demo_rand('news:' || l.k) < case when l.landing like '/blog%' then 0.08 else 0.012 end as newsletter,
         pg_temp.demo_rand('other:' || l.k) < 0.006 or (l.i = 2 and l.d % 9 = 0) as other,
         -- questions asked in the chat (0: opened it only); null: no chat
         case when pg_temp.demo_rand('chat:' || l.k) < 0.09 then floor(pg_temp.demo_rand('chatq:' || l.k) * 3)::int end
           as chat_questions,
         floor(power(pg_temp.demo_rand('extra:' || l.k), 1.6) * 4)::int as extra_pages
  from landed l
  cross join lateral (select pg_temp.demo_rand('c1:' || l.k) as c1, pg_temp.demo_rand('c2:' || l.k) as c2,
                             pg_temp.demo_rand('c3:' || l.k) as c3) c
)
select f.*,
       pg_temp.demo_uuid('visit:' || f.k)::text as visit_id,
       jsonb_build_object('landing_page', f.landing) || case f.channel
         when 'direct' then '{}'::jsonb
         when 'google' then '{"referrer": "https://www.google.com"}'
         when 'bing' then '{"referrer": "https://www.bing.com"}'
         when 'artemis' then '{"referrer": "https://www.artemis.bm"}'
         when 'reddit' then '{"referrer": "https://www.reddit.com"}'
         when 'linkedin' then '{"source": "linkedin", "medium": "social", "campaign": "cat-bond-insights",
                               "referrer": "https://www.linkedin.com"}'
         when 'newsletter' then '{"source": "newsletter", "medium": "email", "campaign": "monthly-briefing"}'
         else '{"source": "google", "medium": "cpc", "campaign": "reinsurance-yield", "term": "reinsurance investment",
                "referrer": "https://www.google.com"}' end as attribution,
       pg_temp.demo_pick(array[
         'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
         'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
         'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
         'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
         'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'], 'ua:' || f.k) as user_agent,
       -- the pages in order: landing, some browsing, then what the visit came to do
       array[f.landing]
         || array(select pg_temp.demo_pick(array['/', '/about', '/investment', '/investment', '/process', '/blog'],
                                           'page:' || f.k || ':' || j)
                  from generate_series(1, f.extra_pages) as j order by j)
         || case when f.newsletter and f.landing not like '/blog%' then array['/blog'] else '{}' end
         || case when f.calc_level > 0 and f.landing <> '/investment-calculator' then array['/investment-calculator'] else '{}' end
         || case when f.contact then array['/contact'] else '{}' end
         || case when f.consult then array['/schedule-consultation'] else '{}' end
         || case when f.other then array['/about'] else '{}' end as pages
from flagged f;

-- ---------------------------------------------------------------------------- page views
-- One row per page viewed (a page repeated at once is one view, as the tracker counts it), with
-- its arrival time and how long the visitor stayed.
create temp table demo_view as
with listed as (
  select v.k, p.page, p.ord, lag(p.page) over (partition by v.k order by p.ord) as previous
  from demo_visit v cross join lateral unnest(v.pages) with ordinality as p(page, ord)
), stayed as (
  select l.k, l.page, row_number() over (partition by l.k order by l.ord) as seq,
         greatest(8 + floor(power(pg_temp.demo_rand('stay:' || l.k || ':' || l.ord), 2) * 280)::int,
                  case when l.page = '/investment-calculator' then 220 + floor(pg_temp.demo_rand('calcstay:' || l.k) * 200)::int
                       when l.page in ('/contact', '/schedule-consultation') then 150 + floor(pg_temp.demo_rand('formstay:' || l.k) * 200)::int
                       when l.ord = 1 and v.chat_questions is not null then 170 + floor(pg_temp.demo_rand('chatstay:' || l.k) * 200)::int
                       else 0 end) as seconds
  from listed l join demo_visit v using (k)
  where l.previous is distinct from l.page
)
select s.*, v.started_at + (sum(s.seconds + 2) over (partition by s.k order by s.seq) - (s.seconds + 2)) * interval '1 second' as at
from stayed s join demo_visit v using (k);

-- ---------------------------------------------------------------------------- leads
-- The leads the visits left, with who sent them, what they chose and what became of them.
create temp table demo_lead as
with sent as (
  select w.k, 'lead' as form_type, w.page, w.at + interval '70 seconds' as created_at
  from demo_view w join demo_visit v using (k) where w.page = '/investment-calculator' and v.calc_level >= 2
  union all
  select w.k, 'investment_calculator', w.page, w.at + interval '191 seconds'
  from demo_view w join demo_visit v using (k) where w.page = '/investment-calculator' and v.calc_level >= 4
  union all
  select w.k, 'contact_form', w.page, w.at + (w.seconds - 5) * interval '1 second'
  from demo_view w where w.page = '/contact'
  union all
  select w.k, 'consultation', w.page, w.at + (w.seconds - 8) * interval '1 second'
  from demo_view w where w.page = '/schedule-consultation'
  union all
  select * from (select distinct on (w.k) w.k, 'newsletter', w.page, w.at + (w.seconds * 0.6) * interval '1 second'
                 from demo_view w join demo_visit v using (k) where v.newsletter and w.page like '/blog%'
                 order by w.k, w.seq desc) as last_blog_page
  union all
  select * from (select distinct on (w.k) w.k, 'other_form', w.page, w.at + (w.seconds - 5) * interval '1 second'
                 from demo_view w join demo_visit v using (k) where v.other and w.page = '/about'
                 order by w.k, w.seq desc) as last_about_page
), ranked as (
  select s.*, s.k || ':' || s.form_type as lk,
         row_number() over (partition by s.form_type order by s.created_at) as type_rank,
         extract(epoch from now() - s.created_at) / 86400 as age_days
  from sent s
  where s.created_at < now() - interval '2 minutes' -- a visit still under way has not sent it yet
), judged as (
  select r.*, pg_temp.demo_uuid('lead:' || r.lk) as id,
         -- the six oldest of each form type cover every status; the rest follow their age
         case when r.type_rank <= 6 then (array['won', 'lost', 'qualified', 'contacted', 'spam', 'new'])[r.type_rank]
              when r.form_type = 'newsletter' then case when rs < 0.06 then 'spam' when rs < 0.25 then 'contacted' else 'new' end
              when r.age_days < 3 then case when rs < 0.08 then 'spam' when rs < 0.45 then 'contacted' else 'new' end
              when r.age_days < 14 then case when rs < 0.05 then 'spam' when rs < 0.22 then 'new' when rs < 0.55 then 'contacted'
                                             when rs < 0.8 then 'qualified' when rs < 0.9 then 'lost' else 'won' end
              else case when rs < 0.07 then 'spam' when rs < 0.15 then 'new' when rs < 0.32 then 'contacted'
                        when rs < 0.52 then 'qualified' when rs < 0.72 then 'lost' else 'won' end
         end as final_status
  from ranked r cross join lateral (select pg_temp.demo_rand('status:' || r.lk) as rs) x
)
select j.*,
       p.first_name || ' ' || p.last_name as full_name,
       lower(case when pg_temp.demo_rand('emailform:' || j.k) < 0.5 then p.first_name || '.' || p.last_name
                  else left(p.first_name, 1) || p.last_name end)
         || '@' || pg_temp.demo_pick(array['example.com', 'example.com', 'example.org', 'example.net',
                                           'mail.example.com', 'hudsonfamilyoffice.example', 'northgate-partners.example'],
                                     'domain:' || j.k) as email,
       p.mobile,
       case when pg_temp.demo_rand('nophone:' || j.lk) < 0.25 then null
            else format('(%s) %s-%s', substr(p.mobile, 1, 3), substr(p.mobile, 4, 3), substr(p.mobile, 7, 4)) end as phone,
       pg_temp.demo_pick(array['ava.thompson@example.com', 'marcus.reid@example.com', 'priya.nair@example.com'],
                         'owner:' || j.lk) as owner,
       -- when the status changed: contacted within two days, qualified later, the outcome later still
       j.created_at + least((now() - j.created_at) * 0.12, interval '2 days') * (0.2 + 0.8 * pg_temp.demo_rand('tc:' || j.lk))
         as contacted_at,
       j.created_at + (now() - j.created_at) * (0.2 + 0.15 * pg_temp.demo_rand('tq:' || j.lk)) as qualified_at,
       case when j.final_status = 'spam'
            then j.created_at + least((now() - j.created_at) * 0.1, interval '6 hours') * (0.2 + 0.8 * pg_temp.demo_rand('tf:' || j.lk))
            else j.created_at + (now() - j.created_at) * (0.45 + 0.4 * pg_temp.demo_rand('tf:' || j.lk)) end as final_at,
       j.final_status = 'qualified' or j.final_status = 'won'
         or (j.final_status = 'lost' and pg_temp.demo_rand('lostlate:' || j.lk) < 0.5) as was_qualified,
       null::date as consultation_date,
       null::text as consultation_slot,
       null::date as follow_up_on
from judged j
cross join lateral (
  select pg_temp.demo_pick(array['James', 'Olivia', 'Daniel', 'Sophia', 'Michael', 'Emma', 'David', 'Isabella',
           'Robert', 'Mia', 'William', 'Charlotte', 'Anthony', 'Grace', 'Kevin', 'Hannah', 'Rajesh', 'Mei',
           'Carlos', 'Aisha', 'Thomas', 'Elena', 'Jonathan', 'Naomi', 'Samuel', 'Leah', 'Victor', 'Chloe'],
           'first:' || j.k) as first_name,
         pg_temp.demo_pick(array['Anderson', 'Bennett', 'Castillo', 'Donovan', 'Ellis', 'Fischer', 'Goldberg', 'Hayes',
           'Iyer', 'Jensen', 'Kowalski', 'Lambert', 'Morales', 'Nakamura', 'OConnor', 'Patel', 'Quinn', 'Rosen',
           'Sullivan', 'Tanaka', 'Underwood', 'Vasquez', 'Whitaker', 'Young', 'Zhang', 'Brennan', 'Carver', 'Delgado'],
           'last:' || j.k) as last_name,
         pg_temp.demo_pick(array['212', '646', '917', '718', '347', '201', '203', '914', '516', '973'], 'area:' || j.k)
           || '55501' || lpad(floor(pg_temp.demo_rand('line:' || j.k) * 100)::int::text, 2, '0') as mobile
) p;

-- Consultations: the first free weekday slot from a day or more after the request, at most 60
-- days ahead (the unique slot index allows one booking per day and slot; a spam booking frees it).
do $$
declare
  slots constant text[] := array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
                                 '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM'];
  last_day constant date := pg_temp.demo_today() + 60;
  booking record;
  attempt integer;
  wanted date;
  chosen text;
begin
  for booking in select l.id, l.lk, l.created_at from pg_temp.demo_lead l where l.form_type = 'consultation' order by l.created_at loop
    for attempt in 0..64 loop
      wanted := (booking.created_at at time zone 'America/New_York')::date + 1
                + floor(pg_temp.demo_rand('book:' || booking.lk) * 15)::int + attempt / 13;
      wanted := wanted + case extract(isodow from wanted) when 6 then 2 when 7 then 1 else 0 end;
      exit when wanted > last_day;
      chosen := slots[1 + (floor(pg_temp.demo_rand('slot:' || booking.lk) * 13)::int + attempt) % 13];
      if not exists (select 1 from public.form_submissions f
                     where f.consultation_date = wanted and f.consultation_slot = chosen and f.status <> 'spam')
         and not exists (select 1 from pg_temp.demo_lead l where l.consultation_date = wanted and l.consultation_slot = chosen) then
        update pg_temp.demo_lead l set consultation_date = wanted, consultation_slot = chosen where l.id = booking.id;
        exit;
      end if;
    end loop;
  end loop;
end
$$;

-- Follow-ups on open leads (subscribers aside): three due today, four overdue, and about half
-- of the rest on a day between a week ago and three weeks ahead.
with open_leads as (
  select l.id, l.lk, l.created_at,
         row_number() over (order by l.created_at desc) as newest,
         row_number() over (partition by l.age_days > 7 order by l.created_at desc) as newest_of_age,
         l.age_days > 7 as older
  from demo_lead l
  where l.final_status in ('new', 'contacted', 'qualified') and l.form_type <> 'newsletter'
)
update demo_lead l
set follow_up_on = case
    when o.newest <= 3 then pg_temp.demo_today()
    when o.older and o.newest_of_age <= 4 then pg_temp.demo_today() - o.newest_of_age::int
    when pg_temp.demo_rand('followup:' || o.lk) < 0.5
      then greatest((o.created_at at time zone 'America/New_York')::date + 1,
                    pg_temp.demo_today() - 7 + floor(pg_temp.demo_rand('followupday:' || o.lk) * 29)::int)
  end
from open_leads o
where o.id = l.id;

-- ---------------------------------------------------------------------------- write the leads
insert into public.form_submissions (
  id, created_at, client_id, form_type, full_name, email, phone, investor_type, investment_amount,
  investment_goal, investment_timeline, message, metadata, page, consultation_date, consultation_slot, notified_at)
select l.id, l.created_at, pg_temp.demo_uuid('client:' || l.lk), l.form_type,
       case when l.form_type <> 'newsletter' then l.full_name end,
       l.email,
       case when l.form_type in ('lead', 'investment_calculator') then l.mobile
            when l.form_type in ('contact_form', 'consultation') then l.phone end,
       case l.form_type when 'investment_calculator' then c.investor_type
                        when 'contact_form' then f.investor_code
                        when 'consultation' then f.interest end,
       case l.form_type when 'investment_calculator' then '$' || to_char(c.amount, 'FM9,999,999') || ' ' || c.kind
                        when 'contact_form' then f.amount_code end,
       case when l.form_type = 'investment_calculator' then c.goal end,
       case l.form_type when 'investment_calculator' then c.timeline when 'consultation' then l.consultation_slot end,
       case l.form_type when 'contact_form' then f.message when 'consultation' then f.consultation_message
                        when 'other_form' then f.other_message end,
       jsonb_strip_nulls(case l.form_type
         when 'lead' then jsonb_build_object('fullName', l.full_name, 'mobileNumber', l.mobile, 'email', l.email,
                                             'source', 'investment_calculator', 'step', 'Your Information')
         when 'investment_calculator' then jsonb_build_object(
           'fullName', l.full_name, 'mobileNumber', l.mobile, 'email', l.email, 'investorType', c.investor_type,
           'investmentGoal', c.goal, 'investmentTimeline', c.timeline, 'returnRate', c.rate || '%',
           'investmentType', c.kind, 'investmentAmount', c.amount, 'investmentDuration', c.years::text,
           'results', jsonb_build_object('investedAmount', round(c.invested, 2), 'estimatedReturns', round(c.total - c.invested, 2),
                                         'totalValue', round(c.total, 2),
                                         'growthPercent', round(least(100, (c.total - c.invested) / c.total * 100), 2),
                                         'years', c.years))
         when 'contact_form' then jsonb_build_object(
           'fullName', l.full_name, 'email', l.email, 'phone', coalesce(l.phone, ''),
           'investorType', coalesce(f.investor_code, ''), 'investmentAmount', coalesce(f.amount_code, ''), 'message', f.message)
         when 'consultation' then jsonb_build_object(
           'fullName', l.full_name, 'email', l.email, 'phone', coalesce(l.phone, ''),
           'date', pg_temp.demo_iso(l.consultation_date::timestamp at time zone 'America/New_York'),
           'timeSlot', l.consultation_slot, 'investmentInterest', f.interest, 'message', coalesce(f.consultation_message, ''),
           'preferredDay', l.consultation_date::text, 'startsAt', pg_temp.demo_slot_iso(l.consultation_date, l.consultation_slot),
           'timeZone', 'America/New_York', 'submittedAt', pg_temp.demo_iso(l.created_at))
         when 'newsletter' then jsonb_build_object('email', l.email, 'source', 'blog')
         else jsonb_build_object('fullName', l.full_name, 'email', l.email, 'subject', f.subject, 'message', f.other_message)
       end) || jsonb_build_object('attribution', v.attribution, 'visitId', v.visit_id, 'demo', true),
       l.page, l.consultation_date, l.consultation_slot, l.created_at + interval '1 minute'
from demo_lead l
join demo_visit v using (k)
cross join lateral (
  select pg_temp.demo_pick(array['individual', 'individual', 'business', 'retirement', 'other'], 'investor:' || l.lk) as investor_code,
         pg_temp.demo_pick(array['50k-100k', '100k-250k', '100k-250k', '250k-500k', '500k-1m', '1m+'], 'amount:' || l.lk) as amount_code,
         pg_temp.demo_pick(array['general', 'reinsurance', 'reinsurance', 'tax-efficiency', 'portfolio-diversification', 'other'],
                           'interest:' || l.lk) as interest,
         case when l.final_status = 'spam' then pg_temp.demo_pick(array[
                'We can get your website to the first page of Google in 30 days. Reply for a free audit!',
                'Limited offer: buy 10,000 targeted followers today. Visit our site for details.',
                'Hello, I am interested in partnering on crypto arbitrage with guaranteed 40% monthly returns.'],
                'spammessage:' || l.lk)
              else pg_temp.demo_pick(array[
                'I would like to understand how catastrophe reinsurance fits next to my bond allocation.',
                'Could you send me information on current programs and the minimum investment?',
                'We are a family office looking at uncorrelated strategies. Who can we speak with?',
                'How are quarterly distributions taxed for a New York resident?',
                'I am rolling over a 401(k) and wonder whether a self-directed IRA can hold this.',
                'What happened to returns in years with major hurricane losses?',
                'My advisor mentioned insurance-linked securities. Can we set up a call next week?',
                'Interested in the accredited investor program. Please call me after 5 PM.',
                'Our company has excess cash for 3-5 years. Is reinsurance a sensible option?',
                'Please share the offering documents and the fee structure.'], 'message:' || l.lk) end as message,
         case when pg_temp.demo_rand('consultmessage:' || l.lk) < 0.35 then null
              else pg_temp.demo_pick(array[
                'I would like to review my current portfolio and see where reinsurance could fit.',
                'Joining with my spouse; we are planning for retirement in about ten years.',
                'Please have someone who knows the tax side on the call.',
                'Interested in the upcoming program. I have read the blog posts already.',
                'Calling from our company''s treasury team about a corporate allocation.'], 'consultmessage:' || l.lk) end
           as consultation_message,
         pg_temp.demo_pick(array['Press inquiry', 'Partnership proposal', 'Careers', 'Speaking invitation'], 'subject:' || l.lk) as subject,
         pg_temp.demo_pick(array[
           'I am writing a piece on alternative investments for retail investors and would welcome a comment.',
           'We run a wealth platform for advisors and would like to discuss listing your programs.',
           'Are you hiring analysts for the New York office? I have five years in catastrophe modelling.',
           'Would someone from your team speak at our investment club in the spring?'], 'othermessage:' || l.lk) as other_message
) f
cross join lateral (
  select x.*,
         case when x.kind = 'one-time' then x.amount else x.amount * x.years * 12 end as invested,
         case when x.kind = 'one-time' then x.amount * power(1 + x.rate / 100.0, x.years)
              else x.amount * ((power(1 + x.rate / 1200.0, x.years * 12) - 1) / (x.rate / 1200.0)) * (1 + x.rate / 1200.0) end as total
  from (
    select pg_temp.demo_pick(array['Individual Investor', 'Individual Investor', 'Business Owner', 'Institutional Investor',
                                   'Financial Advisor'], 'calcinvestor:' || l.k) as investor_type,
           pg_temp.demo_pick(array['Wealth Growth', 'Passive Income', 'Retirement Planning', 'Diversification'], 'goal:' || l.k) as goal,
           pg_temp.demo_pick(array['Within 1 Month', '3-6 Months', '6-12 Months', 'Just Exploring'], 'timeline:' || l.k) as timeline,
           pg_temp.demo_pick(array['6', '8', '8', '10', '12', '15'], 'rate:' || l.k)::int as rate,
           m.kind,
           case when m.kind = 'one-time'
                then pg_temp.demo_pick(array['50000', '100000', '100000', '250000', '500000', '1000000'], 'calcamount:' || l.k)::numeric
                else pg_temp.demo_pick(array['1000', '2500', '5000'], 'calcamount:' || l.k)::numeric end as amount,
           pg_temp.demo_pick(array['5', '10', '10', '15', '20'], 'years:' || l.k)::int as years
    from (select case when pg_temp.demo_rand('kind:' || l.k) < 0.7 then 'one-time' else 'monthly' end as kind) m
  ) x
) c
order by l.created_at
on conflict do nothing;

-- ---------------------------------------------------------------------------- lead desk
-- Status changes go through the table, so the migration's trigger writes the history rows.
update public.form_submissions s set status = 'contacted'
from demo_lead l where s.id = l.id and l.final_status in ('contacted', 'qualified', 'won', 'lost');
update public.form_submissions s set status = 'qualified'
from demo_lead l where s.id = l.id and l.was_qualified;
update public.form_submissions s set status = l.final_status
from demo_lead l where s.id = l.id and l.final_status in ('won', 'lost', 'spam');
update public.form_submissions s set follow_up_on = l.follow_up_on
from demo_lead l where s.id = l.id and l.follow_up_on is not null;

-- The trigger stamps the history with this moment and no author: give each change its own day
-- and a colleague who made it.
update public.lead_notes n
set created_at = case n.status when 'contacted' then l.contacted_at when 'qualified' then l.qualified_at else l.final_at end,
    author_email = l.owner
from demo_lead l
where n.submission_id = l.id and n.kind = 'status';

insert into public.lead_notes (submission_id, kind, body, author_email, created_at)
select l.id, 'note', n.body, l.owner, n.at
from demo_lead l
join public.form_submissions s on s.id = l.id
cross join lateral (
  select pg_temp.demo_pick(case l.final_status
           when 'spam' then array['Automated message, same text as other spam this week.',
                                  'Not a real enquiry: advertising.']
           when 'new' then array['Asked to be called back later this month.',
                                 'Out of office until next week per auto-reply.']
           else array['Left a voicemail and sent the programme overview by e-mail.',
                      'Spoke briefly; sending the fund deck and last year''s distribution history.',
                      'Confirmed accredited investor status. Wants to understand hurricane exposure.',
                      'Intro call done. Interested in a one-time allocation; follow up with documents.'] end,
           'note:' || l.lk) as body,
         case when l.final_status = 'spam' then l.final_at + interval '2 minutes'
              when l.final_status = 'new' then l.created_at + (now() - l.created_at) * 0.3
              else l.contacted_at + (case when l.was_qualified then l.qualified_at
                                          when l.final_status = 'lost' then l.final_at
                                          else now() end - l.contacted_at) * 0.3 end as at
  where pg_temp.demo_rand('hasnote:' || l.lk) < case when l.final_status = 'new' then 0.2 else 0.7 end
  union all
  select pg_temp.demo_pick(case l.final_status
           when 'won' then array['Subscription documents signed; funding expected within two weeks.',
                                 'Funds received. Welcome pack sent and first statement date confirmed.']
           when 'lost' then array['Decided to stay with their current advisor for now.',
                                  'Minimum is above what they want to commit this year. Revisit in Q3.',
                                  'Went with a municipal bond ladder instead.']
           else array['Reviewed the offering memorandum together; questions on liquidity answered.',
                      'Sent the subscription documents. Call scheduled to walk through them.'] end,
           'note2:' || l.lk),
         l.final_at - interval '3 hours'
  where (l.final_status in ('won', 'lost') or l.final_status = 'qualified')
    and pg_temp.demo_rand('hasnote2:' || l.lk) < 0.5
) n
where n.at < now();

-- ---------------------------------------------------------------------------- site events
-- As the site's tracker writes them: every event carries the visit's id, the first page view
-- also where the visit came from; "Viewed" on arrival and "Left ... Time spent" on leaving.
insert into public.site_events (created_at, type, details, metadata, page, user_agent)
select e.created_at, e.type, e.details, e.metadata || '{"demo": true}', e.page, v.user_agent
from (
  select w.k, w.at as created_at, 'pageview' as type, 'Viewed ' || w.page as details,
         jsonb_build_object('path', w.page, 'visitId', v.visit_id)
           || case when w.seq = 1 then jsonb_build_object('attribution', v.attribution) else '{}' end as metadata,
         w.page
  from demo_view w join demo_visit v using (k)
  union all
  select w.k, w.at + w.seconds * interval '1 second', 'pageview', format('Left %s. Time spent: %ss', w.page, w.seconds),
         jsonb_build_object('path', w.page, 'seconds', w.seconds, 'visitId', v.visit_id), w.page
  from demo_view w join demo_visit v using (k)
  union all
  select w.k, w.at + s.after * interval '1 second', 'calculator', s.step, jsonb_build_object('visitId', v.visit_id), w.page
  from demo_view w join demo_visit v using (k)
  cross join (values (1, 'step 1 seen', 3), (2, 'step 1 completed', 69), (3, 'step 2 completed', 130),
                     (4, 'report requested', 190)) as s(level, step, after)
  where w.page = '/investment-calculator' and s.level <= v.calc_level
  union all
  select w.k, w.at + interval '15 seconds', 'chat-open', 'Chatbot opened', jsonb_build_object('visitId', v.visit_id), w.page
  from demo_view w join demo_visit v using (k)
  where w.seq = 1 and v.chat_questions is not null
  union all
  select w.k, w.at + (q.n * 60 - 20 + a.reply) * interval '1 second',
         case a.reply when 0 then 'chatbot' else 'chat-answer' end,
         case a.reply when 0 then qa.question else qa.answer end,
         jsonb_build_object('visitId', v.visit_id) || case a.reply when 0 then '{}'::jsonb else '{"ok": true}'::jsonb end, w.page
  from demo_view w join demo_visit v using (k)
  cross join lateral generate_series(1, v.chat_questions) as q(n)
  cross join (values (0), (8)) as a(reply)
  cross join lateral (
    select (array['What is reinsurance investing?', 'What is the minimum investment?', 'How often are distributions paid?',
                  'Do I need to be an accredited investor?', 'How do hurricanes affect my returns?',
                  'Is this correlated with the stock market?', 'Can I invest through my IRA?',
                  'What are the tax advantages?', 'How long is my money locked up?', 'How do I talk to someone?'])[x.i] as question,
           (array['Investors provide capital that backs insurers'' catastrophe risks and earn the premiums in return.',
                  'Minimums depend on the program; a specialist can walk you through the current ones.',
                  'Our programs distribute quarterly. The blog post on quarterly distributions explains how it works.',
                  'Most programs are for accredited investors. We can check your eligibility on a short call.',
                  'Losses from major catastrophes reduce returns in that year; programs spread risk across regions and perils.',
                  'Catastrophe losses have little to do with markets, so returns have historically been weakly correlated.',
                  'Some programs can be held in a self-directed IRA. Ask us about the custodian options.',
                  'Some structures are tax-efficient. The blog post on tax advantages covers the basics; ask your tax advisor.',
                  'Terms vary by program, typically one to three years. The offering documents give the details.',
                  'You can schedule a consultation at any weekday slot on our Schedule Consultation page.'])[x.i] as answer
    from (select 1 + floor(pg_temp.demo_rand('question:' || w.k || ':' || q.n) * 10)::int as i) x
  ) qa
  where w.seq = 1 and v.chat_questions > 0
  union all
  -- the consultation form records its booking as an activity before sending it
  select w.k, s.created_at - interval '1 second', 'form', 'Consultation scheduled',
         (s.metadata - 'attribution' - 'demo'), w.page
  from demo_view w
  join demo_lead l on l.k = w.k and l.form_type = 'consultation'
  join public.form_submissions s on s.id = l.id
  where w.page = '/schedule-consultation'
) e
join demo_visit v using (k)
where e.created_at < now()
order by e.created_at;

-- ---------------------------------------------------------------------------- done
drop table pg_temp.demo_visit, pg_temp.demo_view, pg_temp.demo_lead;
drop function pg_temp.demo_rand(text), pg_temp.demo_pick(text[], text), pg_temp.demo_uuid(text), pg_temp.demo_today(),
              pg_temp.demo_iso(timestamptz), pg_temp.demo_slot_iso(date, text);

select (select count(*) from public.form_submissions where metadata @> '{"demo": true}')::int as leads,
       (select count(*) from public.site_events where metadata @> '{"demo": true}')::int as events;
