-- supabase/local/prelude.sql: what a Supabase project already has and a plain PostgreSQL lacks.
-- Applied before supabase/migrations/*.sql in two places, so the migrations run unchanged:
--   * the embedded local backend (PGlite in the browser and in Node: src/lib/backend/local/);
--   * the throwaway PostgreSQL 15 of the SQL tests and benchmarks (tests/db/prelude.sql includes it).
-- NEVER run it on a real Supabase project, where these objects already exist.
--
-- Modelled on Supabase's own init scripts (supabase/postgres: initial schema and auth schema;
-- supabase/auth: auth.uid/role/email and auth.jwt). Run as a superuser. Plain SQL only (no psql
-- meta-commands): PGlite executes this text as it is. Written to run again on a database it made
-- (`if not exists`, `create or replace`): a local database made by an older build gets it again
-- before its missing migrations (src/lib/backend/local/db/migrate.ts).
-- 1. API roles. PostgREST logs in as "authenticator" and does SET LOCAL ROLE
--    to the "role" claim of the JWT (anon key -> anon, user session -> authenticated,
--    secret/service key -> service_role).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Same statement timeouts Supabase sets for API roles.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- 2. Schemas and extensions.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;   -- gen_random_uuid() is core in PG13+
grant usage on schema public, extensions to anon, authenticated, service_role;

-- 3. LEGACY default privileges (run.sh also runs every test on a database without them) (projects created before 2026-05-30 still have these):
--    every new table/function/sequence in public is granted to all API roles.
--    Kept here on purpose so the migration is proven to be safe on old projects:
--    it must revoke what it does not want to expose. On new projects (and on all
--    projects after 2026-10-30) these defaults are gone and the migration's explicit
--    GRANTs are what make the tables reachable at all.
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;

-- 4. auth schema: only what RLS policies and FKs need.
create schema if not exists auth authorization supabase_auth_admin;

create table if not exists auth.users (
  instance_id        uuid,
  id                 uuid primary key,
  aud                varchar(255),
  role               varchar(255),
  email              varchar(255) unique,
  encrypted_password varchar(255),
  raw_app_meta_data  jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_anonymous       boolean not null default false,
  created_at         timestamptz default now(),
  updated_at         timestamptz default now()
);
alter table auth.users owner to supabase_auth_admin;
-- Columns and table supabase/seed.sql writes (GoTrue needs them for e-mail sign-in).
alter table auth.users
  add column if not exists email_confirmed_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_token_new varchar(255),
  add column if not exists recovery_token varchar(255),
  add column if not exists invited_at timestamptz,
  add column if not exists last_sign_in_at timestamptz;
create table if not exists auth.identities (
  id              uuid primary key default gen_random_uuid(),
  user_id         uuid not null references auth.users (id) on delete cascade,
  provider_id     text not null,
  identity_data   jsonb not null,
  provider        text not null,
  last_sign_in_at timestamptz,
  created_at      timestamptz,
  updated_at      timestamptz,
  unique (provider_id, provider)
);
alter table auth.identities owner to supabase_auth_admin;

-- Supabase's definitions: PostgREST >= 10 sets request.jwt.claims (whole JSON);
-- older versions set request.jwt.claim.<name>. Both are read.
create or replace function auth.uid() returns uuid
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter function auth.uid()   owner to supabase_auth_admin;
alter function auth.role()  owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt()   owner to supabase_auth_admin;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- 5. pg_net and Vault stand-ins (new-lead notifications). net.http_post keeps each request in
--    net.test_requests instead of sending it (setting tests.net_fails = 'on' makes it raise);
--    vault.decrypted_secrets reads a plain table, seeded as an operator would set it up.
create schema if not exists net;
create table if not exists net.test_requests (
  id                   bigint generated always as identity primary key,
  url                  text not null,
  body                 jsonb,
  headers              jsonb,
  timeout_milliseconds integer
);
create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language plpgsql as $$
declare
  request_id bigint;
begin
  if current_setting('tests.net_fails', true) = 'on' then
    raise exception 'pg_net stand-in: simulated failure';
  end if;
  insert into net.test_requests (url, body, headers, timeout_milliseconds)
  values (url, body, headers, timeout_milliseconds)
  returning id into request_id;
  return request_id;
end $$;

create schema if not exists vault;
create table if not exists vault.secrets (name text primary key, secret text not null);
create or replace view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
-- The key of the HMAC that stands for an erased address (privacy requests): random, made once per
-- database (a Supabase project gets its own from the migration, in Vault).
insert into vault.secrets (name, secret) values ('privacy_hmac_key', encode(extensions.gen_random_bytes(32), 'hex'))
on conflict (name) do nothing;
-- The key of the bot-check passes (20261128001100_bot_defence.sql): the local backend's answer to
-- the bot-check function signs with it (a Supabase project: Vault and the function's BOT_PASS_SECRET).
insert into vault.secrets (name, secret) values ('bot_pass_key', encode(extensions.gen_random_bytes(32), 'hex'))
on conflict (name) do nothing;

-- 6. Storage stand-in (uploaded post images: 20261124000400_publishing.sql). Supabase Storage
--    keeps a row per bucket in storage.buckets and a row per file in storage.objects; its API
--    checks a bucket's size and type limits on upload, then writes storage.objects as the
--    caller, so RLS on storage.objects decides who may upload, replace or delete. Only that much
--    is stood in for: the two tables with Storage's columns, RLS enabled and no policy (nothing
--    is allowed until a migration adds policies, as on a new project), the API roles' grants,
--    and the path helpers policies use. The file bytes and the limits: section 7 (local only).
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

-- 7. Storage's file bytes, for the local backend (which has no Storage API). An upload runs as the
--    caller, as Storage writes storage.objects: the bucket's limits first (size, types), then the
--    object's row (so RLS on storage.objects decides who may upload), then its bytes. Post images
--    are written as service_role (the upload-post-image function's stand-in in the local project,
--    src/lib/backend/local/project/upload-post-image.ts), which bypasses RLS as on Supabase. A public
--    bucket's files are readable by anyone, as Storage serves them at their public URL; deleting
--    the object's row deletes its bytes.
--    SQLSTATEs as HTTP statuses: 54000 the file is too large (413), 22023 its type is refused
--    (415), P0002 no such bucket or file (404).
-- ============================================================================================
create table if not exists storage.local_files (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  bytes     bytea not null
);
alter table storage.local_files owner to supabase_storage_admin;
alter table storage.local_files enable row level security;
grant insert on table storage.local_files to authenticated, service_role;
-- The bytes of an object the caller can see, stored once (objects' RLS applies to the subquery).
drop policy if exists "local files: bytes of a visible object" on storage.local_files;
create policy "local files: bytes of a visible object" on storage.local_files for insert to authenticated
  with check (exists (select 1 from storage.objects o where o.id = object_id));

-- The limits a bucket sets on an upload. SECURITY DEFINER: the API roles cannot read buckets.
create or replace function storage.local_check_upload(bucket text, content_type text, size bigint)
returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  b storage.buckets;
begin
  select * into b from storage.buckets where id = bucket;
  if not found then
    raise exception 'Bucket not found' using errcode = 'P0002';
  end if;
  if b.file_size_limit is not null and size > b.file_size_limit then
    raise exception 'The object exceeded the maximum allowed size' using errcode = '54000';
  end if;
  if b.allowed_mime_types is not null and not (content_type = any (b.allowed_mime_types)) then
    raise exception 'mime type % is not supported', content_type using errcode = '22023';
  end if;
end $$;
alter function storage.local_check_upload(text, text, bigint) owner to supabase_storage_admin;

-- Stores a new file (never replaces one: a taken name is a unique violation) and returns its name.
create or replace function storage.local_upload(bucket text, object_name text, content_type text, bytes bytea)
returns text
language plpgsql volatile security invoker set search_path = '' as $$
declare
  object_id uuid;
begin
  perform storage.local_check_upload(bucket, content_type, octet_length(bytes));
  insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
  values (bucket, object_name, auth.uid(), auth.uid()::text,
          jsonb_build_object('mimetype', content_type, 'size', octet_length(bytes)))
  returning id into object_id;
  insert into storage.local_files (object_id, bytes) values (object_id, bytes);
  return object_name;
end $$;

-- A public bucket's file, for anyone (Storage's public URL); nothing for a private bucket's.
create or replace function storage.local_public_file(bucket text, object_name text)
returns table (content_type text, bytes bytea)
language sql stable security definer set search_path = '' as $$
  select o.metadata ->> 'mimetype', f.bytes
  from storage.objects o
  join storage.buckets b on b.id = o.bucket_id and b.public
  join storage.local_files f on f.object_id = o.id
  where o.bucket_id = bucket and o.name = object_name
$$;
alter function storage.local_public_file(text, text) owner to supabase_storage_admin;

revoke all on function storage.local_check_upload(text, text, bigint), storage.local_upload(text, text, text, bytea),
  storage.local_public_file(text, text) from public;
grant execute on function storage.local_check_upload(text, text, bigint), storage.local_upload(text, text, text, bytea)
  to authenticated, service_role;
grant execute on function storage.local_public_file(text, text) to anon, authenticated, service_role;

-- 8. Auth's second factors (Supabase's auth.mfa_factors, auth.mfa_challenges and auth.sessions,
--    the columns the local backend uses: src/lib/backend/local/project/mfa.ts answers GoTrue's MFA
--    endpoints from them). Migrations read auth.mfa_factors as on Supabase.
-- ============================================================================================
do $$
begin
  if to_regtype('auth.factor_type') is null then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if to_regtype('auth.factor_status') is null then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if to_regtype('auth.aal_level') is null then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end
$$;

create table if not exists auth.mfa_factors (
  id                 uuid primary key,
  user_id            uuid not null references auth.users (id) on delete cascade,
  friendly_name      text,
  factor_type        auth.factor_type not null,
  status             auth.factor_status not null,
  created_at         timestamptz not null,
  updated_at         timestamptz not null,
  secret             text,
  last_challenged_at timestamptz unique
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id          uuid primary key,
  factor_id   uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at  timestamptz not null,
  verified_at timestamptz,
  ip_address  inet not null
);

create table if not exists auth.sessions (
  id           uuid primary key,
  user_id      uuid not null references auth.users (id) on delete cascade,
  created_at   timestamptz,
  updated_at   timestamptz,
  factor_id    uuid,
  aal          auth.aal_level,
  refreshed_at timestamp
);
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;

-- The local demo offers the second factor without requiring it: the migration that adds the
-- firm's setting (20261127000600_staff_mfa.sql) reads this, in the same session, for its first
-- value. A Supabase project never runs this file, so there the setting starts on.
select set_config('local_demo.mfa_required', 'off', false);
-- Likewise the firm's approval step (20261128000200_supervised_communications.sql): the demo's
-- seeded admin publishes at once, as the product always did, and turns it on from the dashboard.
select set_config('local_demo.approval_required', 'off', false);
-- And the bot check of public forms (20261128001100_bot_defence.sql): no Turnstile in the demo.
select set_config('local_demo.bot_check_required', 'off', false);
