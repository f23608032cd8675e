-- tests/db/prelude.sql: the SQL tests' prelude on a throwaway PostgreSQL 15 (tests/db/run.sh and
-- the benchmarks): the platform prelude shared with the local backend, then pgTAP, the request
-- helpers the pgTAP tests use, and the Vault secrets an operator would set.
-- TEST FIXTURE ONLY: never run it on a real Supabase project.

\set ON_ERROR_STOP on
\ir ../../supabase/local/prelude.sql
-- The local demo's "no second factor required" is not the tests': they run with the migration's
-- default, as a Supabase project does (staff need aal2).
select set_config('local_demo.mfa_required', '', false);

-- 1. pgTAP lives in "extensions" like on Supabase (supabase test db enables it).
create extension if not exists pgtap with schema extensions;

-- Supabase puts "extensions" on the search_path of postgres (and PostgREST's
-- db-extra-search-path); pgTAP functions are then callable unqualified.
alter role postgres set search_path = "$user", public, extensions;

-- 2. Test helpers (schema "tests", like basejump's supabase_test_helpers). They simulate a
--    PostgREST request: the role it switches to, the JWT claims and the request headers.
create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

create or replace function tests.create_user(_id uuid, _email text) returns uuid
language sql as $$
  insert into auth.users (id, email, aud, role) values (_id, _email, 'authenticated', 'authenticated')
  returning id
$$;

create or replace function tests.as_anon(_ip text default '198.51.100.1') returns void
language plpgsql as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role":"anon","iss":"supabase"}', true);
  perform set_config('request.headers', json_build_object('x-forwarded-for', _ip)::text, true);
end $$;

-- A signed-in user's request. `_aal` is the session's assurance level: 'aal2' (signed in with a
-- second factor) unless a test says otherwise, since staff need it where the firm requires it.
create or replace function tests.as_user(_id uuid, _ip text default '198.51.100.2', _aal text default 'aal2')
returns void
language plpgsql as $$
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims',
    json_build_object('role', 'authenticated', 'sub', _id, 'aud', 'authenticated', 'aal', _aal)::text, true);
  perform set_config('request.headers', json_build_object('x-forwarded-for', _ip)::text, true);
end $$;

create or replace function tests.as_service() returns void
language plpgsql as $$
begin
  perform set_config('role', 'service_role', true);
  perform set_config('request.jwt.claims', '{"role":"service_role"}', true);
end $$;

create or replace function tests.as_postgres() returns void
language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.headers', '', true);
end $$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

insert into vault.secrets (name, secret) values
  ('notify_lead_url', 'https://project.test/functions/v1/notify-lead'),
  ('notify_lead_secret', 'test-notify-secret')
on conflict (name) do nothing;

-- ============================================================================================
