-- Demo data, part 6: the visits' site events, as the site's tracker writes them.

-- ---------------------------------------------------------------------------- site events
-- As the site's tracker writes them: every event carries the visit's id, the first page view
-- also where the visit came from; "Viewed" on arrival and "Left ... Time spent" on leaving.
insert into public.site_events (created_at, type, details, metadata, page, user_agent)
select e.created_at, e.type, e.details, e.metadata || '{"demo": true}', e.page, v.user_agent
from (
  select w.k, w.at as created_at, 'pageview'::public.event_type as type, 'Viewed ' || w.page as details,
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
         (case a.reply when 0 then 'chatbot' else 'chat-answer' end)::public.event_type,
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
