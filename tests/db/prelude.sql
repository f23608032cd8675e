-- tests/db/prelude.sql: the SQL tests' prelude on a throwaway PostgreSQL 15 (tests/db/run.sh and
-- the benchmarks): the platform prelude shared with the local backend, then pgTAP, the request
-- helpers the pgTAP tests use, and the Vault secrets an operator would set.
-- TEST FIXTURE ONLY: never run it on a real Supabase project.

\set ON_ERROR_STOP on
\ir ../../supabase/local/prelude.sql

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

create or replace function tests.as_user(_id uuid, _ip text default '198.51.100.2') returns void
language plpgsql as $$
begin
  perform set_config('role', 'authenticated', true);
  perform set_config('request.jwt.claims',
    json_build_object('role', 'authenticated', 'sub', _id, 'aud', 'authenticated')::text, true);
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
-- 8. Storage stand-in (uploaded post images: 20261124000400_publishing.sql). Supabase Storage
--    keeps a row per bucket in storage.buckets and a row per file in storage.objects; its API
--    checks a bucket's size and type limits on upload, then writes storage.objects as the
--    caller, so RLS on storage.objects decides who may upload, replace or delete. Only that much
--    is stood in for: the two tables with Storage's columns, RLS enabled and no policy (nothing
--    is allowed until a migration adds policies, as on a new project), the API roles' grants,
--    and the path helpers policies use. The file bytes and the limits stay with the Storage API.
-- ============================================================================================
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit;
  end if;
end
$$;
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id                 text primary key,
  name               text not null,
  owner              uuid,
  owner_id           text,
  created_at         timestamptz default now(),
  updated_at         timestamptz default now(),
  public             boolean default false,
  avif_autodetection boolean default false,
  file_size_limit    bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id               uuid primary key default gen_random_uuid(),
  bucket_id        text references storage.buckets (id),
  name             text,
  owner            uuid,
  owner_id         text,
  created_at       timestamptz default now(),
  updated_at       timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata         jsonb,
  user_metadata    jsonb,
  version          text,
  path_tokens      text[] generated always as (string_to_array(name, '/')) stored,
  level            integer
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
-- As on Supabase: the API roles hold every privilege; the policies decide.
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;

-- `folder/sub/file.png` -> {folder,sub}, file.png, png (Storage's own definitions: a name
-- without a dot is its own "extension").
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[1:array_length(parts, 1) - 1];
end $$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[array_length(parts, 1)];
end $$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return reverse(split_part(reverse(parts[array_length(parts, 1)]), '.', 1));
end $$;

alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
