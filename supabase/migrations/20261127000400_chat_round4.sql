-- Chat transcripts, round 4 (issue 31):
--
--   * A cap on what one visit can write: at most 100 questions a visit in any 24 hours (counted by
--     the conversation when the function was given no visit id). The chat function stores each
--     question before it asks the model, so a refused question is never answered: PostgREST
--     answers 429 (code `conversation_limit`, Retry-After until the oldest counted question is a
--     day old) and the function passes it on. A real visitor asks a few questions; 100 a day is
--     far above that and far below what the function's per-address limit (20 a minute) lets
--     through, 28,800 a day. The rule is here, not in the function, so every writer (the function,
--     the local backend's offline assistant, the SQL editor) meets it.
--   * public.delete_chat_conversation(conversation_id): an admin deletes one conversation (abuse,
--     spam); audited as `chat.delete` with how many messages it held and when it started (never
--     their text, which may hold personal data). Transcripts are otherwise never deleted but by
--     the retention job (records migration).
--   * Text the database cannot keep: a `text` value holds no NUL and no lone surrogate, so an
--     insert holding one is refused by type (22P05 / 22P02 through the Data API's JSON); the
--     chat function refuses such a question first (supabase/functions/_shared/storable-text.ts).
--     94_chat_round4.test.sql proves both.

begin;

-- ---------------------------------------------------------------------------- the per-visit cap
-- What the cap counts, newest last; the conversation case reads chat_messages_conversation_idx.
-- A plain column index: its size tells nothing the table's own does not.
create index chat_messages_visit_idx on public.chat_messages (visit_id, created_at);

create function private.enforce_chat_visit_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cap    constant integer  := 100;
  period constant interval := interval '1 day';
  asked  integer;
  oldest timestamptz;
begin
  if new.role <> 'user' then
    return new;
  end if;
  -- One writer at a time per visit, so concurrent questions cannot each see room for one more.
  perform pg_advisory_xact_lock(hashtextextended('chat_messages:' || coalesce(new.visit_id, new.conversation_id::text), 0));
  select count(*), min(m.created_at) into asked, oldest
  from public.chat_messages m
  where m.role = 'user'
    and m.created_at > now() - period
    and case when new.visit_id is null then m.conversation_id = new.conversation_id and m.visit_id is null
             else m.visit_id = new.visit_id end;
  if asked >= cap then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'conversation_limit',
                  'message', format('This visit has asked %s questions in the last 24 hours, the most the assistant answers; please try again later.', cap))::text,
      detail  = json_build_object('status', 429,
                  'headers', json_build_object('Retry-After',
                    greatest(1, ceil(extract(epoch from oldest + period - now())))::int))::text;
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_chat_visit_cap() from public, anon, authenticated, service_role;

create trigger chat_messages_visit_cap
  before insert on public.chat_messages
  for each row execute function private.enforce_chat_visit_cap();

-- ---------------------------------------------------------------------------- deleting abuse
-- `chat.delete` joins the audit actions, keeping every action already allowed (whichever
-- migration added it).
do $$
declare
  current_check text := (select pg_get_constraintdef(c.oid) from pg_constraint c
                         where c.conrelid = 'public.audit_log'::regclass and c.conname = 'audit_log_action_check');
begin
  execute 'alter table public.audit_log drop constraint audit_log_action_check';
  execute format('alter table public.audit_log add constraint audit_log_action_check check ((%s) or %s)',
    regexp_replace(current_check, '^CHECK ', ''), $c$action = 'chat.delete'$c$);
end
$$;

-- Deletes every message of one conversation; returns how many. Admins only (42501 otherwise);
-- an unknown conversation: P0002, nothing recorded.
create function public.delete_chat_conversation(conversation_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deleted integer;
  started timestamptz;
  visits  integer;
begin
  perform private.require_admin('delete_chat_conversation');
  with gone as (
    delete from public.chat_messages m
    where m.conversation_id = delete_chat_conversation.conversation_id
    returning m.created_at, m.visit_id
  )
  select count(*), min(gone.created_at), count(distinct gone.visit_id) into deleted, started, visits from gone;
  if deleted = 0 then
    raise exception 'There is no conversation %.', coalesce(conversation_id::text, 'null') using errcode = 'P0002';
  end if;
  perform private.audit('chat.delete', conversation_id::text,
    jsonb_build_object('messages', deleted, 'started_at', started, 'visits', visits));
  return deleted;
end;
$$;
revoke all on function public.delete_chat_conversation(uuid) from public, anon, authenticated, service_role;
grant execute on function public.delete_chat_conversation(uuid) to authenticated;

commit;
