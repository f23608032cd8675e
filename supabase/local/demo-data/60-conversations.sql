-- Demo data, part 7: a dozen conversations with the assistant, as the Conversations tab shows them.

-- ---------------------------------------------------------------------------- what was said
-- Questions visitors ask, answered within the firm's answer policy: from the site's own pages,
-- cited; no promised return, no guarantee, no tax advice, no recommendation. Answers use the small
-- Markdown the chat renders (paragraphs, `- ` and numbered lists, **bold**, links).
create temp table demo_talk (n int, turn int, question text, answer text, sources jsonb);
insert into demo_talk values
  (1, 1, 'What is reinsurance investing?',
   'Reinsurance is insurance for insurance companies. Investors provide capital that stands behind part of an insurer''s catastrophe risk and, in exchange, receive a share of the premiums.

- **What you earn from:** the premiums paid for that protection
- **What you are exposed to:** losses from covered events such as hurricanes or earthquakes

The primer on our blog explains the structures in more detail.',
   '[{"title": "Understanding reinsurance investments", "url": "/blog/understanding-reinsurance-investments"}]'),
  (1, 2, 'How is that different from owning insurance company stocks?',
   'An insurer''s stock moves with the whole company and with the stock market. A reinsurance program is tied to the specific risks it covers, so its results depend mostly on whether those events happen.

That difference is why some investors look at it for diversification; whether it suits you is something to discuss with a specialist.',
   '[{"title": "Investment programs", "url": "/investment"}]'),
  (2, 1, 'What is the minimum investment?',
   'Minimums depend on the program and are set out in its offering documents. For the firm''s current programs they start at **$50,000**.

A specialist can walk you through the programs open now and their terms.',
   '[{"title": "Investment programs", "url": "/investment"}, {"title": "Schedule a consultation", "url": "/schedule-consultation"}]'),
  (2, 2, 'Do I need to be an accredited investor?',
   'Yes. The programs are offered only to **accredited investors**, and only through their offering documents. We confirm eligibility during the consultation.',
   '[{"title": "Our process", "url": "/process"}]'),
  (3, 1, 'How often are distributions paid?',
   'Most programs aim to make distributions **quarterly**, but distributions are not guaranteed:

1. The program collects premiums over the quarter.
2. Claims from covered events are paid or reserved.
3. What remains, if anything, may be distributed.

A quarter with large catastrophe losses can mean a smaller distribution or none.',
   '[{"title": "How quarterly distributions work", "url": "/blog/how-quarterly-distributions-work"}]'),
  (4, 1, 'What returns can I expect?',
   'I can''t state or promise a return. Results depend on the premiums earned and on the catastrophe losses in each period, and **past results do not predict future results**.

- You can lose some or all of the money invested.
- The calculator on our site shows hypothetical figures only, with the assumptions beside them.

Each program''s offering documents describe its risks in full.',
   '[{"title": "Investment calculator", "url": "/investment-calculator"}, {"title": "Disclaimer", "url": "/disclaimer"}]'),
  (5, 1, 'Is my principal guaranteed?',
   'No. Reinsurance investments are **not guaranteed** and are not insured by any government agency. A severe catastrophe season can reduce or wipe out the capital that backs the covered risks.

The risks are explained on the investment page and in each program''s offering documents.',
   '[{"title": "Investment programs", "url": "/investment"}, {"title": "Disclaimer", "url": "/disclaimer"}]'),
  (6, 1, 'What are the tax advantages?',
   'I can''t give tax advice: how an investment is taxed depends on your own situation. Our blog post describes in general terms how some structures are treated.

- Read the post for the background.
- **Ask your tax advisor** how it would apply to you.',
   '[{"title": "Tax considerations of reinsurance", "url": "/blog/tax-advantages-of-reinsurance"}]'),
  (7, 1, 'Should I move my IRA into this?',
   'I can''t recommend an investment or tell you how to allocate your savings. Some programs can be held through a **self-directed IRA** with a custodian that accepts them.

Whether that fits your plans is a question for your financial advisor; a specialist here can explain how the custody works.',
   '[{"title": "Schedule a consultation", "url": "/schedule-consultation"}]'),
  (8, 1, 'How do hurricanes affect my investment?',
   'Hurricanes are one of the main risks these programs cover. When a covered storm causes large insured losses:

- claims are paid from the program''s capital,
- distributions for that period can be smaller or skipped,
- in a severe case, part or all of the capital can be lost.

Programs spread risk across regions and perils, which limits but does not remove that exposure.',
   '[{"title": "Portfolio diversification", "url": "/blog/reinsurance-and-portfolio-diversification"}]'),
  (9, 1, 'Is this correlated with the stock market?',
   'Catastrophe losses have little to do with financial markets, so historically the results have shown **low correlation** with stocks and bonds. Low correlation is not no risk: these programs have risks of their own.',
   '[{"title": "Portfolio diversification", "url": "/blog/reinsurance-and-portfolio-diversification"}]'),
  (10, 1, 'How long is my money locked up?',
   'Terms vary by program, typically **one to three years**, and capital can stay held after a term while claims from late events are settled. Early withdrawal is usually not possible. The offering documents give each program''s terms.',
   '[{"title": "Investment programs", "url": "/investment"}]'),
  (10, 2, 'How do I get started?',
   'The process has four steps:

1. **Consultation**: a call with a specialist about your goals and eligibility.
2. **Review**: you receive and read the offering documents.
3. **Subscription**: you complete the subscription documents.
4. **Funding**: you transfer the investment to the program''s account.',
   '[{"title": "Our process", "url": "/process"}, {"title": "Schedule a consultation", "url": "/schedule-consultation"}]'),
  (11, 1, 'Can I speak to someone about the programs?',
   'Of course. Choose **Talk to a person** below the chat and leave your details, or book a time on the consultation page. A specialist will contact you.',
   '[{"title": "Schedule a consultation", "url": "/schedule-consultation"}]'),
  (11, 2, 'Will they tell me which program to pick?',
   'A specialist will explain the programs, their risks and their terms, and answer your questions. The decision is yours, ideally with your own financial advisor.',
   '[{"title": "Our process", "url": "/process"}]'),
  (12, 1, 'What happens to my money if there is a big earthquake?',
   'If a covered earthquake causes large insured losses, the program pays claims from its capital. Distributions can be reduced or stopped, and **you can lose some or all of your investment**.',
   '[{"title": "Understanding reinsurance investments", "url": "/blog/understanding-reinsurance-investments"}]'),
  (12, 2, 'I would like to talk this through with someone.',
   'Choose **Talk to a person** below the chat: leave your name and how to reach you, and a specialist will call you back.',
   '[{"title": "Contact us", "url": "/contact"}]');

-- ---------------------------------------------------------------------------- where and when
-- Conversations 1 to 10: the first visit of a chosen day (1 to 60 days ago) that did not chat
-- otherwise, on its landing page, from 20 seconds after arrival, a question a minute. 11 and 12:
-- the two newest demo Chat Handoffs, whose short transcript (and its chat events) they replace,
-- ending before the lead was sent.
create temp table demo_talk_at as
select t.n, v.k, v.visit_id, v.landing as page, v.user_agent, null::uuid as conversation_id,
       v.started_at + interval '20 seconds' as starts_at
from (values (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21), (7, 28), (8, 36), (9, 47), (10, 60)) as t(n, d)
cross join lateral (select * from demo_visit v where v.d = t.d and v.chat_questions is null order by v.i limit 1) v
union all
select 10 + row_number() over (order by l.created_at desc), v.k, v.visit_id, l.page, v.user_agent, l.conversation_id,
       l.created_at - interval '3 minutes'
from (select * from demo_lead where form_type = 'chat' order by created_at desc limit 2) l
join demo_visit v using (k);

delete from public.chat_messages where conversation_id in (select conversation_id from demo_talk_at);
delete from public.site_events e
where e.metadata @> '{"demo": true}' and e.type in ('chatbot', 'chat-answer')
  and e.metadata ->> 'visitId' in (select visit_id from demo_talk_at where conversation_id is not null);

-- ---------------------------------------------------------------------------- transcripts and events
insert into public.chat_messages (conversation_id, visit_id, role, content, model, created_at, sources)
select coalesce(a.conversation_id, pg_temp.demo_uuid('talk:' || a.n)), a.visit_id, m.role::public.chat_message_role,
       m.content, 'offline-assistant', m.at, m.sources
from demo_talk_at a
join demo_talk t using (n)
cross join lateral (values (0, 'user', t.question, a.starts_at + (t.turn - 1) * interval '60 seconds', null::jsonb),
                           (1, 'assistant', t.answer, a.starts_at + (t.turn - 1) * interval '60 seconds' + interval '8 seconds',
                            t.sources)) as m(side, role, content, at, sources)
where m.at < now()
order by m.at, m.side;

insert into public.site_events (created_at, type, details, metadata, page, user_agent)
select e.at, e.type::public.event_type, left(e.details, 1000),
       jsonb_build_object('visitId', a.visit_id, 'demo', true) || e.extra, a.page, a.user_agent
from demo_talk_at a
join demo_talk t using (n)
cross join lateral (values ('chatbot', t.question, a.starts_at + (t.turn - 1) * interval '60 seconds', '{}'::jsonb),
                           ('chat-answer', t.answer, a.starts_at + (t.turn - 1) * interval '60 seconds' + interval '8 seconds',
                            '{"ok": true}'::jsonb),
                           ('chat-open', 'Chatbot opened', a.starts_at - interval '5 seconds', '{}'::jsonb)) as e(type, details, at, extra)
where e.at < now() and (e.type <> 'chat-open' or (t.turn = 1 and a.conversation_id is null))
order by e.at;

drop table demo_talk, demo_talk_at;
