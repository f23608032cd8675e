-- Records the firm keeps of what it said in public (docs/decisions/0014-records-and-disclosures.md):
--
--   * public.chat_messages: every question the chat edge function answered and the answer it
--     returned. Written with the service role only (the function); admins read; nobody updates or
--     deletes through the API. private.purge_old_chat_messages deletes rows older than an age
--     (6 years by default, never under 5), daily through pg_cron where it exists.
--   * public.post_revisions: every saved version of a blog post, written by a trigger on each
--     insert, update and delete of blog_posts. No foreign key: a deleted post's versions stay.
--     Admins read; nobody writes, updates or deletes through the API.
--   * What the admin screens call: chat_conversations() (newest first, keyset paging, search),
--     post_history(post_id) (who, when, what changed) and restore_post_revision(revision_id).

begin;

-- ---------------------------------------------------------------------------- chat_messages
create table public.chat_messages (
  id              bigint generated always as identity primary key,
  conversation_id uuid not null,
  visit_id        text,
  role            text not null,
  content         text not null,
  model           text,
  created_at      timestamptz not null default now(),

  constraint chat_messages_role_check check (role in ('user', 'assistant')),
  -- The per-visit id events carry (the Overview reads at most 100 characters of it).
  constraint chat_messages_visit_id_check check (char_length(visit_id) between 1 and 100),
  -- A question is at most 1,000 characters (the chat function refuses longer ones before
  -- writing anything); an answer is the model's text plus any legend.
  constraint chat_messages_content_check check (
    content ~ '\S' and char_length(content) <= 100000
    and (role = 'assistant' or char_length(content) <= 1000)),
  constraint chat_messages_model_check check (char_length(model) between 1 and 200)
);
comment on table public.chat_messages is
  'Chat transcripts: written by the chat edge function (service role), read by admins, never edited.';

-- Newest first and retention (created_at); opening a conversation and counting its turns
-- (conversation_id, id); the search box (trigram, through chat_message_search below).
create index chat_messages_created_at_idx on public.chat_messages (created_at);
create index chat_messages_conversation_idx on public.chat_messages (conversation_id, id);
create index chat_messages_search_idx on public.chat_messages using gin (content extensions.gin_trgm_ops);

alter table public.chat_messages enable row level security;
revoke all on table public.chat_messages from public, anon, authenticated, service_role;
grant select on table public.chat_messages to authenticated; -- admins only (policy)
grant select, insert (conversation_id, visit_id, role, content, model) on table public.chat_messages to service_role;

create policy "chat_messages: admins read"
  on public.chat_messages for select to authenticated
  using ((select private.is_admin()));

-- What the search reads: the table under the caller's own rights (security_invoker), so the
-- planner's estimates never reveal rows to a caller who may not read them (a view with its
-- owner's rights would: see the hardening round 3 migration). Transcripts are few next to leads;
-- a search reads them all under row-level security.
create view public.chat_message_search with (security_invoker = true) as
  select m.* from public.chat_messages m
  where (select private.is_admin());
comment on view public.chat_message_search is
  'chat_messages for admins, readable with the trigram index (see the records migration).';
revoke all on table public.chat_message_search from public, anon, authenticated, service_role;
grant select on table public.chat_message_search to authenticated;

-- One row per conversation, newest first: when it started, its first question, how many
-- questions it holds, its last message and the visit. `search` (at most 200 characters) keeps
-- the conversations where any message contains it, case-insensitively. Paging by keyset: pass
-- the last row's first_message_id as before_id for the next page. Admins get rows; anyone else
-- signed in gets none (the view above); anon may not call it.
create function public.chat_conversations(
  search     text    default null,
  before_id  bigint  default null,
  page_size  integer default 50
)
returns table (
  conversation_id  uuid,
  first_message_id bigint,
  started_at       timestamptz,
  last_at          timestamptz,
  first_question   text,
  turns            integer,
  visit_id         text
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  term    text := nullif(btrim(search), '');
  pattern text;
begin
  if page_size is null or page_size not between 1 and 200 then
    raise exception 'chat_conversations: page_size must be between 1 and 200' using errcode = '22023';
  end if;
  if char_length(term) > 200 then
    raise exception 'chat_conversations: the search is limited to 200 characters' using errcode = '22023';
  end if;
  -- The search is a plain substring: %, _ and \ match themselves.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select f.conversation_id, f.id, f.created_at, l.last_at, f.content, l.turns, f.visit_id
    from public.chat_message_search f
    cross join lateral (
      select max(m.created_at) as last_at, (count(*) filter (where m.role = 'user'))::integer as turns
      from public.chat_message_search m
      where m.conversation_id = f.conversation_id
    ) l
    where f.role = 'user'
      and not exists (select 1 from public.chat_message_search e
                      where e.conversation_id = f.conversation_id and e.role = 'user' and e.id < f.id)
      and (before_id is null or f.id < before_id)
      and (term is null or f.conversation_id in (
            select s.conversation_id from public.chat_message_search s where s.content ilike pattern))
    order by f.id desc
    limit page_size;
end;
$$;
revoke all on function public.chat_conversations(text, bigint, integer) from public, anon, authenticated, service_role;
grant execute on function public.chat_conversations(text, bigint, integer) to authenticated;

-- ---------------------------------------------------------------------------- chat retention
-- Advertising records are kept at least five years (SEC Rule 204-2): a shorter age is refused.
create function private.checked_chat_age(max_age interval)
returns interval
language plpgsql
immutable
set search_path = ''
as $$
begin
  if max_age is null or max_age < interval '5 years' then
    raise exception 'max_age must be at least 5 years (chat transcripts are kept that long), got %',
      coalesce(max_age::text, 'null') using errcode = '22023';
  end if;
  return max_age;
end;
$$;
revoke all on function private.checked_chat_age(interval) from public, anon, authenticated, service_role;

-- Deletes chat messages older than max_age; returns how many.
create function private.purge_old_chat_messages(max_age interval default '6 years')
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  n bigint;
begin
  delete from public.chat_messages where created_at < now() - private.checked_chat_age(max_age);
  get diagnostics n = row_count;
  return n;
end;
$$;
revoke all on function private.purge_old_chat_messages(interval) from public, anon, authenticated, service_role;

-- (Re)schedules the daily purge under one job name; returns the pg_cron job id, or NULL (with a
-- notice) where pg_cron is not enabled. Change the time or the age by calling it again.
create function private.schedule_chat_purge(run_at text default '47 3 * * *', max_age interval default '6 years')
returns bigint
language plpgsql
set search_path = ''
as $$
begin
  if to_regnamespace('cron') is null then
    raise notice 'pg_cron is not enabled: old chat messages are not purged automatically';
    return null;
  end if;
  return cron.schedule('purge-old-chat-messages', run_at,
    format('select private.purge_old_chat_messages(%L::interval)', private.checked_chat_age(max_age)));
end;
$$;
revoke all on function private.schedule_chat_purge(text, interval) from public, anon, authenticated, service_role;

-- Scheduled where pg_cron exists (Supabase, once the hardening migration enabled it); plain
-- PostgreSQL and PGlite apply this migration all the same.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform private.schedule_chat_purge();
  end if;
end;
$$;

-- ---------------------------------------------------------------------------- post_revisions
create table public.post_revisions (
  id             bigint generated always as identity primary key,
  post_id        text not null, -- no foreign key: the versions of a deleted post stay
  version        integer not null check (version >= 1),
  action         text not null check (action in ('created', 'updated', 'restored', 'deleted')),
  restored_from  bigint references public.post_revisions (id),
  saved_at       timestamptz not null default now(),
  saved_by       uuid references auth.users (id), -- auth.uid() of whoever saved it; null for the SQL editor
                                                  -- or service role (an account with revisions is kept)
  saved_by_email text,  -- their address at the time
  post           jsonb not null check (jsonb_typeof(post) = 'object'), -- every column but content
  content        text not null,
  unique (post_id, version)
);
comment on table public.post_revisions is
  'Every saved version of a blog post (post + content), written by a trigger; admins read, nobody edits.';
comment on column public.post_revisions.post is 'The blog_posts row as saved, every column but content.';

alter table public.post_revisions enable row level security;
revoke all on table public.post_revisions from public, anon, authenticated, service_role;
grant select on table public.post_revisions to authenticated, service_role; -- admins only (policy)

create policy "post_revisions: admins read"
  on public.post_revisions for select to authenticated
  using ((select private.is_admin()));

-- Set (for the transaction) by restore_post_revision: the version being restored.
create function private.record_post_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved    public.blog_posts := case when tg_op = 'DELETE' then old else new end;
  restored bigint := nullif(current_setting('app.restoring_revision', true), '')::bigint;
  next_version integer;
begin
  select coalesce(max(r.version), 0) + 1 into next_version from public.post_revisions r where r.post_id = saved.id;
  insert into public.post_revisions (post_id, version, action, restored_from, saved_by, saved_by_email, post, content)
  values (
    saved.id,
    next_version,
    case when tg_op = 'DELETE' then 'deleted'
         when restored is not null then 'restored'
         when tg_op = 'INSERT' then 'created'
         else 'updated' end,
    case when tg_op = 'DELETE' then null else restored end,
    auth.uid(),
    (select u.email from auth.users u where u.id = auth.uid()),
    to_jsonb(saved) - 'content',
    saved.content
  );
  return null;
end;
$$;
revoke all on function private.record_post_revision() from public, anon, authenticated;

create trigger blog_posts_record_revision
  after insert or update or delete on public.blog_posts
  for each row execute function private.record_post_revision();

-- The versions of a post, newest first: who saved each, when, and which fields changed from the
-- version before (updated_at aside; null for the first version). Admins get rows; anyone else
-- signed in gets none.
create function public.post_history(post_id text)
returns table (
  id             bigint,
  version        integer,
  action         text,
  saved_at       timestamptz,
  saved_by       uuid,
  saved_by_email text,
  restored_from  bigint,
  title          text,
  slug           text,
  changed        text[]
)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.version, r.action, r.saved_at, r.saved_by, r.saved_by_email, r.restored_from,
         r.post ->> 'title', r.post ->> 'slug',
         case when p.id is not null then
           array(select e.key from jsonb_each(r.post) e
                 where e.key <> 'updated_at' and (p.post -> e.key) is distinct from e.value
                 union all
                 select 'content' where r.content is distinct from p.content
                 order by 1)
         end
  from public.post_revisions r
  left join public.post_revisions p on p.post_id = r.post_id and p.version = r.version - 1
  where r.post_id = post_history.post_id
  order by r.version desc;
$$;
revoke all on function public.post_history(text) from public, anon, authenticated, service_role;
grant execute on function public.post_history(text) to authenticated;

-- Brings a saved version back as a new revision (action 'restored', restored_from = the version).
-- The post keeps whether and when it is published; a deleted post comes back as a draft. Refused
-- with a clear message when the version's slug now belongs to another post. Runs with the
-- caller's rights: only admins see versions and write posts.
create function public.restore_post_revision(revision_id bigint)
returns public.blog_posts
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rev      public.post_revisions;
  snapshot public.blog_posts;
  holder   public.blog_posts;
  result   public.blog_posts;
begin
  select r.* into rev from public.post_revisions r where r.id = revision_id;
  if not found then
    raise exception 'There is no saved version %.', coalesce(revision_id::text, 'null') using errcode = 'P0002';
  end if;
  snapshot := jsonb_populate_record(null::public.blog_posts, rev.post || jsonb_build_object('content', rev.content));

  select p.* into holder from public.blog_posts p where p.slug = snapshot.slug and p.id <> rev.post_id;
  if found then
    raise exception 'The address /blog/% now belongs to another post, "%". Change that post''s slug first, or edit this one instead.',
      snapshot.slug, holder.title
      using errcode = '23505', detail = format('post %s holds the slug %s', holder.id, snapshot.slug);
  end if;

  perform set_config('app.restoring_revision', rev.id::text, true);
  update public.blog_posts p
     set title = snapshot.title, excerpt = snapshot.excerpt, date = snapshot.date, author = snapshot.author,
         image = snapshot.image, slug = snapshot.slug, content = snapshot.content
   where p.id = rev.post_id
  returning p.* into result;
  if not found then
    insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
    values (rev.post_id, snapshot.title, snapshot.excerpt, snapshot.date, snapshot.author, snapshot.image, snapshot.slug, snapshot.content, false)
    returning * into result;
  end if;
  perform set_config('app.restoring_revision', '', true);
  return result;
end;
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon, authenticated, service_role;
grant execute on function public.restore_post_revision(bigint) to authenticated;

-- Posts saved before this migration get their current state as version 1.
insert into public.post_revisions (post_id, version, action, post, content, saved_at)
select p.id, 1, 'created', to_jsonb(p) - 'content', p.content, p.updated_at
from public.blog_posts p;

commit;
