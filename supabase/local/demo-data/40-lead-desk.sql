-- Demo data, part 5: what the firm did with the leads (statuses, history, notes, follow-ups).

-- ---------------------------------------------------------------------------- lead desk
-- Status changes go through the table, so the migration's trigger writes the history rows.
update public.form_submissions s set status = 'contacted'
from demo_lead l where s.id = l.id and l.final_status in ('contacted', 'qualified', 'won', 'lost');
update public.form_submissions s set status = 'qualified'
from demo_lead l where s.id = l.id and l.was_qualified;
update public.form_submissions s set status = l.final_status
from demo_lead l where s.id = l.id and s.status <> l.final_status; -- won, lost, spam (and any other)
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
