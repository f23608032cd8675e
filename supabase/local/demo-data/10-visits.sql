-- Demo data, part 2: the visits and the pages they viewed (temporary tables; see 00-begin.sql).

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

-- ---------------------------------------------------------------------------- chat questions
-- The questions asked in the chat on the landing page, one a minute, each answered 8 seconds
-- later: the site events record them (50-site-events.sql), and a Chat Handoff's transcript holds
-- the same words (20-leads.sql picks the handoffs).
create temp table demo_chat as
select w.k, q.n, w.page, qa.question, qa.answer,
       w.at + (q.n * 60 - 20) * interval '1 second' as asked_at,
       w.at + (q.n * 60 - 12) * interval '1 second' as answered_at
from demo_view w join demo_visit v using (k)
cross join lateral generate_series(1, v.chat_questions) as q(n)
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
where w.seq = 1 and v.chat_questions > 0;
