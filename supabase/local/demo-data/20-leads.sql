-- Demo data, part 3: the leads the visits left, their bookings and follow-ups (temporary table).

-- ---------------------------------------------------------------------------- leads
-- The leads the visits left, with who sent them, what they chose and what became of them.
create temp table demo_lead as
with sent as (
  select w.k, 'lead'::public.form_type as form_type, w.page, w.at + interval '70 seconds' as created_at
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
  select * from (select distinct on (w.k) w.k, 'newsletter'::public.form_type, w.page, w.at + (w.seconds * 0.6) * interval '1 second'
                 from demo_view w join demo_visit v using (k) where v.newsletter and w.page like '/blog%'
                 order by w.k, w.seq desc) as last_blog_page
  union all
  select * from (select distinct on (w.k) w.k, 'other_form'::public.form_type, w.page, w.at + (w.seconds - 5) * interval '1 second'
                 from demo_view w join demo_visit v using (k) where v.other and w.page = '/about'
                 order by w.k, w.seq desc) as last_about_page
  union all
  -- Chat Handoff: about a third of the visitors who asked the chat something then asked for a
  -- person ("Talk to a person"), after the last answer, on the page where they chatted
  select c.k, 'chat', c.page, max(c.answered_at) + interval '40 seconds'
  from demo_chat c where pg_temp.demo_rand('handoff:' || c.k) < 0.35
  group by c.k, c.page
), ranked as (
  select s.*, s.k || ':' || s.form_type as lk,
         row_number() over (partition by s.form_type order by s.created_at) as type_rank,
         extract(epoch from now() - s.created_at) / 86400 as age_days
  from sent s
  where s.created_at < now() - interval '2 minutes' -- a visit still under way has not sent it yet
), judged as (
  select r.*, pg_temp.demo_uuid('lead:' || r.lk) as id,
         -- the oldest of each form type cover every status (these six first, then any other of the
         -- enum's); the rest follow their age
         (case when r.type_rank <= cardinality(st.statuses) then st.statuses[r.type_rank]::text
               when r.form_type = 'newsletter' then case when rs < 0.06 then 'spam' when rs < 0.25 then 'contacted' else 'new' end
               when r.age_days < 3 then case when rs < 0.08 then 'spam' when rs < 0.45 then 'contacted' else 'new' end
               when r.age_days < 14 then case when rs < 0.05 then 'spam' when rs < 0.22 then 'new' when rs < 0.55 then 'contacted'
                                              when rs < 0.8 then 'qualified' when rs < 0.9 then 'lost' else 'won' end
               else case when rs < 0.07 then 'spam' when rs < 0.15 then 'new' when rs < 0.32 then 'contacted'
                         when rs < 0.52 then 'qualified' when rs < 0.72 then 'lost' else 'won' end
          end)::public.lead_status as final_status
  from ranked r cross join lateral (select pg_temp.demo_rand('status:' || r.lk) as rs) x
  cross join (select array['won', 'lost', 'qualified', 'contacted', 'spam', 'new']::public.lead_status[]
                       || array(select s from unnest(enum_range(null::public.lead_status)) s
                                 where s <> all (array['won', 'lost', 'qualified', 'contacted', 'spam', 'new']::public.lead_status[])
                                 order by s) as statuses) st
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
       -- a Chat Handoff names its conversation (the visit's chat, demo_chat), and may name a
       -- preferred time: a weekday slot a few days after the request (not booked)
       case when j.form_type = 'chat' then pg_temp.demo_uuid('conversation:' || j.k) end as conversation_id,
       case when j.form_type = 'chat' and pg_temp.demo_rand('prefers:' || j.lk) < 0.5 then
         (select d + case extract(isodow from d) when 6 then 2 when 7 then 1 else 0 end
          from (select (j.created_at at time zone 'America/New_York')::date + 1
                       + floor(pg_temp.demo_rand('preferday:' || j.lk) * 7)::int as d) x) end as preferred_day,
       case when j.form_type = 'chat' and pg_temp.demo_rand('prefers:' || j.lk) < 0.5 then
         pg_temp.demo_pick(array['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM',
                                 '1:00 PM', '1:30 PM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM'],
                           'prefertime:' || j.lk) end as preferred_time,
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
