-- supabase/local/demo-data/*.sql: demo data for the LOCAL backend only (the dashboard's "Load Demo
-- Data" in local mode). Never a migration, never run on a Supabase project.
--
-- Ninety days of a plausible site, generated here in SQL, relative to now(): visits from several
-- sources with their page views, chat questions and calculator steps, the leads those visits
-- left (every form type, every status, with notes, status history and follow-ups) and
-- consultation bookings on free weekday slots. Everything is inserted into the application's own
-- tables, so their CHECKs, unique slot index and triggers apply: the status history and the
-- Overview's rollups are written by the migrations' triggers, as for real traffic.
--
-- Every row it writes carries `"demo": true` in its metadata (a chat transcript, which has none,
-- belongs to a demo Chat Handoff's conversation and a demo visit). Running it again first deletes
-- those rows (their notes and rollups go with them), so it replaces the demo, never doubles it.
-- Pseudo-random but deterministic: every choice is a hash of the row's position, never random().
--
-- One script in parts, run in the order of their names, as a superuser, in ONE transaction (the
-- parts share temporary tables), after supabase/local/prelude.sql and the migrations. The app
-- does (src/lib/backend/local/demo-data.ts); by hand:
--   psql -1 -v ON_ERROR_STOP=1 -f <(cat supabase/local/demo-data/*.sql)
-- The last statement answers how many demo leads and events the database now holds.

do $$
begin
  if not (select r.rolsuper from pg_roles r where r.rolname = current_user) then
    raise exception 'demo data: run it as a superuser on a local database' using errcode = '42501';
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
-- chat_messages has no metadata to mark: a demo transcript is the conversation of a demo Chat
-- Handoff, or one of a demo visit (its events are marked). The owner deletes them (append-only
-- for the API roles); their ratings go with them; every other transcript stays.
delete from public.chat_messages m
where m.conversation_id in (select s.conversation_id from public.form_submissions s
                            where s.metadata @> '{"demo": true}' and s.conversation_id is not null)
   or m.visit_id in (select e.metadata ->> 'visitId' from public.site_events e where e.metadata @> '{"demo": true}');
delete from public.site_events where metadata @> '{"demo": true}';
delete from public.form_submissions where metadata @> '{"demo": true}';
drop table if exists pg_temp.demo_visit, pg_temp.demo_view, pg_temp.demo_chat, pg_temp.demo_lead;
