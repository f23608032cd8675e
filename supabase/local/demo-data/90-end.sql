-- Demo data, last part: tidy up, and answer how many demo leads and events there are now.

-- ---------------------------------------------------------------------------- done
drop table pg_temp.demo_visit, pg_temp.demo_view, pg_temp.demo_chat, pg_temp.demo_lead;
drop function pg_temp.demo_rand(text), pg_temp.demo_pick(text[], text), pg_temp.demo_uuid(text), pg_temp.demo_today(),
              pg_temp.demo_iso(timestamptz), pg_temp.demo_slot_iso(date, text);

select (select count(*) from public.form_submissions where metadata @> '{"demo": true}')::int as leads,
       (select count(*) from public.site_events where metadata @> '{"demo": true}')::int as events;
