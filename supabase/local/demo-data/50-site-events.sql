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
  select c.k, case a.reply when 0 then c.asked_at else c.answered_at end,
         (case a.reply when 0 then 'chatbot' else 'chat-answer' end)::public.event_type,
         case a.reply when 0 then c.question else c.answer end,
         jsonb_build_object('visitId', v.visit_id) || case a.reply when 0 then '{}'::jsonb else '{"ok": true}'::jsonb end, c.page
  from demo_chat c join demo_visit v using (k)
  cross join (values (0), (1)) as a(reply)
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

-- ---------------------------------------------------------------------------- chat transcripts
-- A Chat Handoff's conversation, kept as the chat function keeps it (chat_messages; the offline
-- assistant's model): the visit's questions and their answers, at the times of their events. The
-- table has no metadata to mark: a demo transcript is the one of a demo lead's conversation or a
-- demo visit, and 00-begin.sql deletes it with the demo (the owner may; no API role can).
insert into public.chat_messages (conversation_id, visit_id, role, content, model, created_at)
select l.conversation_id, v.visit_id, m.role::public.chat_message_role, m.content, 'offline-assistant', m.at
from demo_lead l
join demo_visit v using (k)
join demo_chat c using (k)
cross join lateral (values (0, 'user', c.question, c.asked_at), (1, 'assistant', c.answer, c.answered_at)) as m(turn, role, content, at)
where l.form_type = 'chat' and m.at < now()
order by m.at, c.n, m.turn;
