-- Initial schema: roles, form submissions, site events, blog posts; row-level security on every table.
--
-- Rules applied throughout (docs/decisions/0002-backend-ports-and-rls.md):
--   * RLS is enabled on every table of the exposed "public" schema.
--   * Privileges are revoked from the API roles first (older projects grant everything in public by
--     default), then given back explicitly; anonymous inserts get column-level grants only, so a
--     client can never choose ids or timestamps.
--   * CHECK constraints mirror the client's zod schemas and LIMITS in src/lib/backend/ports.ts.
--   * Authorisation helpers are SECURITY DEFINER with an empty search_path, fully qualified, in the
--     non-exposed "private" schema; policies call them as (select fn()) so they run once per query.
--   * Nobody but service_role (and the SQL editor) writes user_roles.

begin;

-- ---------------------------------------------------------------------------- private schema
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------- roles
create type public.app_role as enum ('admin');

create table public.user_roles (
  id         bigint generated always as identity primary key,
  user_id    uuid not null references auth.users (id) on delete cascade,
  role       public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'Application roles. Written only by service_role or the SQL editor.';

alter table public.user_roles enable row level security;
revoke all on table public.user_roles from public, anon, authenticated;
grant select on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;

-- The SPA asks "am I an admin?" (docs/product.md §7); a user reads only their own rows.
create policy "user_roles: read own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur
    where ur.user_id = (select auth.uid()) and ur.role = 'admin'::public.app_role
  );
$$;
revoke all on function private.is_admin() from public, anon, authenticated;
grant execute on function private.is_admin() to authenticated, service_role;

-- ---------------------------------------------------------------------------- per-IP rate limit
-- A speed bump against scripted spam: the leftmost X-Forwarded-For hop is client-controlled.
-- PostgREST turns SQLSTATE 'PGRST' with this JSON into HTTP 429 + Retry-After.
create table private.rate_limits (
  bucket       text        not null,
  window_start timestamptz not null,
  hits         integer     not null default 0,
  primary key (bucket, window_start)
);
alter table private.rate_limits enable row level security;
revoke all on table private.rate_limits from public, anon, authenticated;

create function private.enforce_insert_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims    jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  headers   jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  req_role  text := coalesce(claims ->> 'role', nullif(current_setting('request.jwt.claim.role', true), ''));
  max_hits  integer := tg_argv[0]::integer;
  win       interval := tg_argv[1]::interval;
  client_ip text;
  win_start timestamptz;
  n         integer;
begin
  -- Only Data API traffic from browsers is throttled; service_role and direct SQL are exempt.
  if req_role is null or req_role not in ('anon', 'authenticated') then
    return new;
  end if;
  client_ip := coalesce(
    nullif(headers ->> 'cf-connecting-ip', ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  );
  win_start := to_timestamp(floor(extract(epoch from now()) / extract(epoch from win)) * extract(epoch from win));

  insert into private.rate_limits as rl (bucket, window_start, hits)
  values (tg_table_name || ':' || client_ip, win_start, 1)
  on conflict (bucket, window_start) do update set hits = rl.hits + 1
  returning rl.hits into n;

  if n = 1 then -- first hit of a new window: forget windows older than a day
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;

  if n > max_hits then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rate_limited', 'message', 'Too many requests, try again later')::text,
      detail  = json_build_object('status', 429,
                  'headers', json_build_object('Retry-After', extract(epoch from win)::int))::text;
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_insert_rate_limit() from public, anon, authenticated;

create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.touch_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------- form_submissions
-- Columns of docs/product.md §3, plus client_id: generated on the device, so a retried save of the
-- same submission hits the unique key (23505) and the client treats it as already stored.
create table public.form_submissions (
  id                  uuid primary key default gen_random_uuid(),
  created_at          timestamptz not null default now(),
  client_id           uuid not null unique,
  form_type           text not null,
  full_name           text,
  email               text,
  phone               text,
  investor_type       text,
  investment_amount   text,
  investment_goal     text,
  investment_timeline text,
  message             text,
  metadata            jsonb not null default '{}'::jsonb,
  page                text,

  constraint form_submissions_form_type_check check (form_type in
    ('contact_form', 'investment_calculator', 'lead', 'consultation', 'newsletter', 'other_form')),
  constraint form_submissions_full_name_check check (char_length(full_name) <= 200),
  -- the same pattern as zod's z.email()
  constraint form_submissions_email_check check (char_length(email) <= 320
    and email ~ '^([A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'),
  constraint form_submissions_phone_check check (char_length(phone) <= 40),
  constraint form_submissions_investor_type_check check (char_length(investor_type) <= 100),
  constraint form_submissions_investment_amount_check check (char_length(investment_amount) <= 100),
  constraint form_submissions_investment_goal_check check (char_length(investment_goal) <= 100),
  constraint form_submissions_investment_timeline_check check (char_length(investment_timeline) <= 100),
  constraint form_submissions_message_check check (char_length(message) <= 5000),
  -- The client limits JSON.stringify(metadata) to 20000 bytes; jsonb's text form adds a space
  -- after every ':' and ',', hence the head-room.
  constraint form_submissions_metadata_check check (jsonb_typeof(metadata) = 'object'
    and octet_length(metadata::text) <= 30000),
  constraint form_submissions_page_check check (char_length(page) <= 500)
);
create index form_submissions_created_at_idx on public.form_submissions (created_at desc);

alter table public.form_submissions enable row level security;
revoke all on table public.form_submissions from public, anon, authenticated;
grant insert (client_id, form_type, full_name, email, phone, investor_type, investment_amount,
              investment_goal, investment_timeline, message, metadata, page)
  on table public.form_submissions to anon, authenticated;
grant select, delete on table public.form_submissions to authenticated; -- admins only (policies)
grant select, insert, update, delete on table public.form_submissions to service_role;

create policy "form_submissions: anyone can submit"
  on public.form_submissions for insert to anon, authenticated
  with check (form_type in ('contact_form', 'investment_calculator', 'lead', 'consultation', 'newsletter', 'other_form'));
create policy "form_submissions: admins read"
  on public.form_submissions for select to authenticated
  using ((select private.is_admin()));
-- Erasure requests (privacy policy): an admin may delete; nobody edits a submission.
create policy "form_submissions: admins delete"
  on public.form_submissions for delete to authenticated
  using ((select private.is_admin()));

create trigger form_submissions_rate_limit
  before insert on public.form_submissions
  for each row execute function private.enforce_insert_rate_limit('10', '10 minutes');

-- ---------------------------------------------------------------------------- site_events
-- The activity records of docs/product.md §3 (page views, chat opens, questions and answers).
create table public.site_events (
  id         uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  type       text not null,
  details    text not null,
  metadata   jsonb not null default '{}'::jsonb,
  page       text not null,
  user_agent text,

  constraint site_events_type_check check (type in ('pageview', 'chatbot', 'chat-open', 'chat-answer', 'form')),
  constraint site_events_details_check check (char_length(details) <= 5000),
  constraint site_events_metadata_check check (jsonb_typeof(metadata) = 'object'
    and octet_length(metadata::text) <= 30000),
  constraint site_events_page_check check (char_length(page) <= 500),
  constraint site_events_user_agent_check check (char_length(user_agent) <= 500)
);
create index site_events_created_at_idx on public.site_events (created_at desc);

alter table public.site_events enable row level security;
revoke all on table public.site_events from public, anon, authenticated;
grant insert (type, details, metadata, page, user_agent) on table public.site_events to anon, authenticated;
grant select, delete on table public.site_events to authenticated; -- admins only (policies)
grant select, insert, update, delete on table public.site_events to service_role;

create policy "site_events: anyone can record"
  on public.site_events for insert to anon, authenticated
  with check (type in ('pageview', 'chatbot', 'chat-open', 'chat-answer', 'form'));
create policy "site_events: admins read"
  on public.site_events for select to authenticated
  using ((select private.is_admin()));
create policy "site_events: admins delete"
  on public.site_events for delete to authenticated
  using ((select private.is_admin()));

create trigger site_events_rate_limit
  before insert on public.site_events
  for each row execute function private.enforce_insert_rate_limit('300', '10 minutes');

-- ---------------------------------------------------------------------------- blog_posts
-- The post fields of docs/product.md §3 (date is display text) plus the published flag.
-- Text fields must not be blank (~ '\S'), as the client's trimmed, non-empty zod strings.
create table public.blog_posts (
  id         text primary key,
  title      text not null,
  excerpt    text not null,
  date       text not null,
  author     text not null,
  image      text not null,
  slug       text not null unique,
  content    text not null,
  published  boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint blog_posts_id_check check (char_length(id) between 1 and 100),
  constraint blog_posts_title_check check (char_length(title) <= 200 and title ~ '\S'),
  constraint blog_posts_excerpt_check check (char_length(excerpt) <= 500 and excerpt ~ '\S'),
  constraint blog_posts_date_check check (char_length(date) <= 100 and date ~ '\S'),
  constraint blog_posts_author_check check (char_length(author) <= 200 and author ~ '\S'),
  constraint blog_posts_image_check check (char_length(image) <= 2000 and image ~ '\S'),
  constraint blog_posts_slug_check check (char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint blog_posts_content_check check (char_length(content) <= 100000 and content ~ '\S')
);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function private.touch_updated_at();

alter table public.blog_posts enable row level security;
revoke all on table public.blog_posts from public, anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant insert (id, title, excerpt, date, author, image, slug, content, published),
      update (id, title, excerpt, date, author, image, slug, content, published),
      delete
  on table public.blog_posts to authenticated; -- admins only (policies)
grant select, insert, update, delete on table public.blog_posts to service_role;

create policy "blog_posts: published posts are public"
  on public.blog_posts for select to anon, authenticated
  using (published);
create policy "blog_posts: admins read all"
  on public.blog_posts for select to authenticated
  using ((select private.is_admin()));
create policy "blog_posts: admins insert"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_admin()));
create policy "blog_posts: admins update"
  on public.blog_posts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "blog_posts: admins delete"
  on public.blog_posts for delete to authenticated
  using ((select private.is_admin()));

commit;
