-- Demo data, part 4: the leads written to form_submissions, with what each form stores.

-- ---------------------------------------------------------------------------- write the leads
insert into public.form_submissions (
  id, created_at, client_id, form_type, full_name, email, phone, investor_type, investment_amount,
  investment_goal, investment_timeline, message, metadata, page, consultation_date, consultation_slot, conversation_id,
  notified_at)
select l.id, l.created_at, pg_temp.demo_uuid('client:' || l.lk), l.form_type,
       case when l.form_type <> 'newsletter' then l.full_name end,
       l.email,
       case when l.form_type in ('lead', 'investment_calculator') then l.mobile
            when l.form_type in ('contact_form', 'consultation', 'chat') then l.phone end,
       case l.form_type when 'investment_calculator' then c.investor_type
                        when 'contact_form' then f.investor_code
                        when 'consultation' then f.interest end,
       case l.form_type when 'investment_calculator' then '$' || to_char(c.amount, 'FM9,999,999') || ' ' || c.kind
                        when 'contact_form' then f.amount_code end,
       case when l.form_type = 'investment_calculator' then c.goal end,
       case l.form_type when 'investment_calculator' then c.timeline when 'consultation' then l.consultation_slot end,
       case l.form_type when 'contact_form' then f.message when 'consultation' then f.consultation_message
                        when 'other_form' then f.other_message
                        when 'chat' then 'Asked the chat assistant for a person.'
                          || case when l.preferred_day is not null then format(' Preferred time: %s, %s (New York time).',
                                    to_char(l.preferred_day, 'FMDay, FMMonth FMDD, YYYY'), l.preferred_time) else '' end end,
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
         when 'chat' then jsonb_build_object('fullName', l.full_name, 'email', l.email, 'phone', coalesce(l.phone, ''))
           || case when l.preferred_day is not null then jsonb_build_object(
                'preferredDay', l.preferred_day::text, 'preferredTime', l.preferred_time,
                'startsAt', pg_temp.demo_slot_iso(l.preferred_day, l.preferred_time), 'timeZone', 'America/New_York')
              else '{}'::jsonb end
         else jsonb_build_object('fullName', l.full_name, 'email', l.email, 'subject', f.subject, 'message', f.other_message)
       end) || jsonb_build_object('attribution', v.attribution, 'visitId', v.visit_id, 'demo', true),
       l.page, l.consultation_date, l.consultation_slot, l.conversation_id, l.created_at + interval '1 minute'
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
