-- tests/db/prelude.sql: the SQL tests' prelude on a throwaway PostgreSQL 15 (tests/db/run.sh and
-- the benchmarks): the platform prelude shared with the local backend, then pgTAP, the request
-- helpers the pgTAP tests use, and the Vault secrets an operator would set.
-- TEST FIXTURE ONLY: never run it on a real Supabase project.

\set ON_ERROR_STOP on
\ir ../../supabase/local/prelude.sql
-- The local demo's "no second factor required" is not the tests': they run with the migration's
-- default, as a Supabase project does (staff need aal2).
select set_config('local_demo.mfa_required', '', false);
-- Nor its "no approval required": a post version goes live only once approved, by default.
select set_config('local_demo.approval_required', '', false);
-- The bot check of public forms is off, as in the local demo, for every session of this database
-- (the migrations' too): the tests that insert leads send no pass; 99_bot_defence turns it on.
select current_database() as prelude_db \gset
alter database :"prelude_db" set local_demo.bot_check_required = 'off';

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

-- The accounts the Overview's files check cell by cell: an admin (a...01), a member without a
-- role (b...02), a viewer (c...03), a compliance officer (d...04) and an author (e...05).
-- PL/pgSQL: the prelude runs before the migrations that create public.user_roles.
create or replace function tests.create_staff() returns void
language plpgsql as $$
begin
  perform tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
  perform tests.create_user('b0000000-0000-4000-8000-000000000002', 'member@example.com');
  perform tests.create_user('c0000000-0000-4000-8000-000000000003', 'viewer@example.com');
  perform tests.create_user('d0000000-0000-4000-8000-000000000004', 'compliance@example.com');
  perform tests.create_user('e0000000-0000-4000-8000-000000000005', 'author@example.com');
  insert into public.user_roles (user_id, role) values
    ('a0000000-0000-4000-8000-000000000001', 'admin'),
    ('c0000000-0000-4000-8000-000000000003', 'viewer'),
    ('d0000000-0000-4000-8000-000000000004', 'compliance'),
    ('e0000000-0000-4000-8000-000000000005', 'author');
end $$;

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

-- One table-driven case: `select tests.check(c.who, c.sql, c.expect, c.descr, c.msg) from (values ...) c(...)`.
-- `_who` is the request to run it as -- 'anon', 'service', 'postgres' or a user id (tests.as_user,
-- aal2) -- or null for the current one; the request before the case is restored after it.
-- `_expect` is 'ok' (lives_ok), 'empty' (is_empty), 'nonempty' (isnt_empty) or a SQLSTATE
-- (throws_ok, with `_msg` the exact error message when given). Returns the pgTAP line.
create or replace function tests.check(_who text, _sql text, _expect text, _descr text, _msg text default null)
returns text
language plpgsql as $$
declare
  _role text := current_setting('role');
  _claims text := coalesce(current_setting('request.jwt.claims', true), '');
  _headers text := coalesce(current_setting('request.headers', true), '');
  _tap text;
begin
  case _who
    when 'anon' then perform tests.as_anon();
    when 'service' then perform tests.as_service();
    when 'postgres' then perform tests.as_postgres();
    else if _who is not null then perform tests.as_user(_who::uuid); end if;
  end case;
  _tap := case _expect
    when 'ok' then lives_ok(_sql, _descr)
    when 'empty' then is_empty(_sql, _descr)
    when 'nonempty' then isnt_empty(_sql, _descr)
    else throws_ok(_sql, _expect, _msg, _descr)
  end;
  if _who is not null then
    perform set_config('role', _role, true);
    perform set_config('request.jwt.claims', _claims, true);
    perform set_config('request.headers', _headers, true);
  end if;
  return _tap;
end $$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

insert into vault.secrets (name, secret) values
  ('notify_lead_url', 'https://project.test/functions/v1/notify-lead'),
  ('notify_lead_secret', 'test-notify-secret')
on conflict (name) do nothing;

-- ============================================================================================
