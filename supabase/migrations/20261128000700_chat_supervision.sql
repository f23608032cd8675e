-- The supervision of the assistant (issue 34; docs/decisions/0021-supervised-communications.md):
-- the assistant's answers are the firm's communications, rated by visitors and reviewed by a
-- principal.
--
--   1. The conversation token. private.chat_token_key holds a random 32-byte key made here, which
--      no API role reads. public.chat_conversation_token(conversation_id) (service_role only: the
--      chat function and the local backend's record step) returns the HMAC-SHA256 of the
--      conversation's id under that key, hex: the visitor's proof that the conversation is theirs.
--   2. Ratings. public.chat_message_ratings: one per assistant message (helpful, an optional
--      reason of at most 500 characters), written only by public.rate_chat_answer(...) (anon and
--      authenticated), which checks the token (the HMACs of the given and the expected token are
--      compared, so the comparison's time says nothing of the expected one), that the message is
--      an answer of that conversation, and the limit: a second rating of an answer replaces the
--      first, at most 5 times (then 429). Answers themselves are capped by the per-visit cap of
--      the chat round-4 migration, so a conversation writes at most 6 ratings per answer.
--      Admins and compliance read ratings. Deleting a conversation or the retention job deletes
--      its ratings with its messages.
--   3. Reviews. public.chat_reviews: append-only (no API role writes it; a trigger refuses UPDATE,
--      DELETE and TRUNCATE for everybody), written only by public.review_chat(conversation_id,
--      outcome, note) (admins and compliance; audited as chat.review). A `complaint` (which needs
--      a note) flags the conversation's leads: the chat handoff's lead (form_submissions.
--      conversation_id) and any lead of the same visit (metadata.visitId): complaint_at is set
--      (once) and a note tells the desk who marked it and why.
--   4. The queue. public.chat_review_queue() (admins and compliance): the conversations not yet
--      reviewed that have a negative rating, a handoff, a refusal, words that need a look
--      (complaint, lawsuit, guarantee, FDIC, SEC, fraud: whole words, any case, in the visitor's
--      messages), or fall in the firm's random sample (chat_sample_percent, default 5: a
--      conversation is sampled when the first 32 bits of the MD5 of its id, mod 10,000, fall
--      under percent x 100, so the same conversations stay sampled), each with its reasons,
--      newest first. Admins set the percentage with public.set_chat_sample_percent(integer),
--      audited as chat.sample; admins and compliance read it with public.chat_sample_setting().
--   5. Compliance reads the transcripts (chat_messages) to review them. The Conversations tab and
--      chat_conversations() stay the admins'.
--   6. Erasure. Transcripts stay outside erase_person's reach (as before). A rating's reason is
--      the visitor's own words: when erase_person tags a transcript message of the person's visits
--      (private.erased_person_records), the reason of its rating is erased; whether it helped
--      stays. Reviews are the firm's supervision record: kept, note and all.
--
-- Reads: chat_messages.refusal (20261128000550_chat_answer_records.sql), form_submissions.
--    conversation_id and form_type `chat` (20261128000600_chat_handoff.sql).
-- 99_chat_supervision.test.sql proves it.

begin;

-- ===================================================================== 1. the conversation token
create table private.chat_token_key (
  id  boolean primary key default true constraint chat_token_key_one_row check (id),
  key bytea   not null default extensions.gen_random_bytes(32) constraint chat_token_key_length check (octet_length(key) = 32)
);
comment on table private.chat_token_key is
  'The key of the chat conversation tokens (HMAC-SHA256 of a conversation id). Changing it voids every token given.';
revoke all on table private.chat_token_key from public, anon, authenticated, service_role;
insert into private.chat_token_key default values;

create function private.chat_token(conversation_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to('chat-conversation:' || conversation_id::text, 'UTF8'), k.key, 'sha256'), 'hex')
  from private.chat_token_key k where k.id;
$$;
revoke all on function private.chat_token(uuid) from public, anon, authenticated, service_role;

-- Compares the HMACs of both tokens under the key: where the two first differ says nothing of the
-- expected token.
create function private.chat_token_matches(conversation_id uuid, token text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    extensions.hmac(convert_to(token, 'UTF8'), k.key, 'sha256')
      = extensions.hmac(convert_to(private.chat_token(conversation_id), 'UTF8'), k.key, 'sha256'), false)
  from private.chat_token_key k where k.id;
$$;
revoke all on function private.chat_token_matches(uuid, text) from public, anon, authenticated, service_role;

create function public.chat_conversation_token(conversation_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if conversation_id is null then
    raise exception 'chat_conversation_token: name the conversation' using errcode = '22023';
  end if;
  return private.chat_token(conversation_id);
end;
$$;
revoke all on function public.chat_conversation_token(uuid) from public, anon, authenticated, service_role;
grant execute on function public.chat_conversation_token(uuid) to service_role;

-- ===================================================================== 2. ratings
create table public.chat_message_ratings (
  message_id      bigint primary key references public.chat_messages (id) on delete cascade,
  conversation_id uuid        not null,
  helpful         boolean     not null,
  reason          text,
  rated_at        timestamptz not null default now(),
  -- How many times the visitor changed the rating (at most 5).
  changes         integer     not null default 0,
  constraint chat_message_ratings_reason_check check (char_length(reason) <= 500 and reason ~ '\S'),
  constraint chat_message_ratings_changes_check check (changes between 0 and 5)
);
comment on table public.chat_message_ratings is
  'Visitors'' ratings of the assistant''s answers: written only by rate_chat_answer(), read by admins and compliance.';
create index chat_message_ratings_conversation_idx on public.chat_message_ratings (conversation_id);

alter table public.chat_message_ratings enable row level security;
revoke all on table public.chat_message_ratings from public, anon, authenticated, service_role;
grant select on table public.chat_message_ratings to authenticated; -- admins and compliance (policy)
create policy "chat_message_ratings: admins and compliance read"
  on public.chat_message_ratings for select to authenticated
  using ((select private.can_review()));

create function public.rate_chat_answer(
  conversation_id    uuid,
  conversation_token text,
  message_id         bigint,
  helpful            boolean,
  reason             text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned text := nullif(btrim(reason, E' \t\r\n'), '');
  rated   public.chat_message_ratings;
begin
  if rate_chat_answer.conversation_id is null or rate_chat_answer.message_id is null or rate_chat_answer.helpful is null then
    raise exception 'rate_chat_answer: name the conversation and the answer, and say whether it helped' using errcode = '22023';
  end if;
  if char_length(cleaned) > 500 then
    raise exception 'A reason is at most 500 characters.' using errcode = '22023';
  end if;
  if conversation_token is null or not private.chat_token_matches(rate_chat_answer.conversation_id, conversation_token) then
    raise exception 'rate_chat_answer: this is not the token of that conversation' using errcode = '42501';
  end if;
  perform 1 from public.chat_messages m
  where m.id = rate_chat_answer.message_id and m.conversation_id = rate_chat_answer.conversation_id
    and m.role = 'assistant';
  if not found then
    raise exception 'There is no answer % in this conversation.', rate_chat_answer.message_id using errcode = 'P0002';
  end if;
  insert into public.chat_message_ratings as r (message_id, conversation_id, helpful, reason)
  values (rate_chat_answer.message_id, rate_chat_answer.conversation_id, rate_chat_answer.helpful, cleaned)
  on conflict on constraint chat_message_ratings_pkey do update
    set helpful = excluded.helpful, reason = excluded.reason, rated_at = now(), changes = r.changes + 1
    where r.changes < 5
  returning r.* into rated;
  if not found then
    raise sqlstate 'PGRST' using
      message = json_build_object('code', 'rating_limit',
                  'message', 'This answer''s rating was changed too many times; it stays as it is.')::text,
      detail  = json_build_object('status', 429, 'headers', json_build_object())::text;
  end if;
  return jsonb_build_object('message_id', rated.message_id, 'helpful', rated.helpful, 'reason', rated.reason,
                            'rated_at', rated.rated_at, 'replaced', rated.changes > 0);
end;
$$;
revoke all on function public.rate_chat_answer(uuid, text, bigint, boolean, text) from public, anon, authenticated, service_role;
grant execute on function public.rate_chat_answer(uuid, text, bigint, boolean, text) to anon, authenticated;

-- Erasure: a rating's reason goes when erase_person tags its message (the person's visit).
create function private.erase_rating_reasons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.record = 'chat_messages' and new.record_id ~ '^[0-9]{1,18}$' then
    update public.chat_message_ratings r set reason = null where r.message_id = new.record_id::bigint and r.reason is not null;
  end if;
  return null;
end;
$$;
revoke all on function private.erase_rating_reasons() from public, anon, authenticated, service_role;
create trigger erased_person_records_rating_reasons
  after insert on private.erased_person_records
  for each row execute function private.erase_rating_reasons();

-- ===================================================================== 3. reviews
create type public.chat_review_outcome as enum ('no_issue', 'follow_up', 'complaint');
comment on type public.chat_review_outcome is
  'What a review of a chat conversation found (chat_reviews.outcome): no issue, a follow-up needed, a complaint.';

create table public.chat_reviews (
  id              bigint generated always as identity primary key,
  conversation_id uuid        not null,
  outcome         public.chat_review_outcome not null,
  note            text,
  -- No foreign key: the record stays when the account goes.
  reviewer_id     uuid,
  reviewer_email  text,
  reviewed_at     timestamptz not null default clock_timestamp(),
  -- The leads a complaint flagged.
  flagged_leads   uuid[]      not null default '{}',
  constraint chat_reviews_note_check check (char_length(note) <= 2000 and note ~ '\S'),
  constraint chat_reviews_complaint_note_check check (outcome <> 'complaint' or note is not null)
);
comment on table public.chat_reviews is
  'Reviews of chat conversations: append-only, written only by review_chat(), read by admins and compliance. Kept.';
create index chat_reviews_conversation_idx on public.chat_reviews (conversation_id, reviewed_at desc);

alter table public.chat_reviews enable row level security;
revoke all on table public.chat_reviews from public, anon, authenticated, service_role;
grant select on table public.chat_reviews to authenticated; -- admins and compliance (policy)
create policy "chat_reviews: admins and compliance read"
  on public.chat_reviews for select to authenticated
  using ((select private.can_review()));

create function private.refuse_chat_review_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Chat reviews are append-only: a review is never changed or deleted; review the conversation again.'
    using errcode = '42501';
end;
$$;
revoke all on function private.refuse_chat_review_change() from public, anon, authenticated, service_role;
create trigger chat_reviews_append_only
  before update or delete on public.chat_reviews
  for each row execute function private.refuse_chat_review_change();
create trigger chat_reviews_no_truncate
  before truncate on public.chat_reviews
  for each statement execute function private.refuse_chat_review_change();

-- The flag a complaint puts on a lead: when, once (the first complaint).
alter table public.form_submissions add column complaint_at timestamptz;
comment on column public.form_submissions.complaint_at is
  'When a review of the lead''s chat conversation first marked it a complaint (review_chat()); null otherwise.';

-- Compliance reads the transcripts it reviews (policies add up: admins read them already).
create policy "chat_messages: compliance reads"
  on public.chat_messages for select to authenticated
  using ((select private.can_review()));

create function public.review_chat(conversation_id uuid, outcome text, note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  cleaned  text := nullif(btrim(note, E' \t\r\n'), '');
  verdict  public.chat_review_outcome;
  reviewer text := (select u.email from auth.users u where u.id = auth.uid());
  started  timestamptz;
  visits   text[];
  leads    uuid[] := '{}';
  review   public.chat_reviews;
begin
  perform private.require_role('review_chat', array['admin', 'compliance']::public.app_role[], 'compliance and admins');
  if outcome is null or outcome not in ('no_issue', 'follow_up', 'complaint') then
    raise exception 'review_chat: the outcome is no_issue, follow_up or complaint' using errcode = '22023';
  end if;
  verdict := outcome::public.chat_review_outcome;
  if char_length(cleaned) > 2000 then
    raise exception 'Keep the note under 2,000 characters.' using errcode = '22023';
  end if;
  if verdict = 'complaint' and cleaned is null then
    raise exception 'Say what the complaint is: the desk reads the note with the lead.' using errcode = '23514';
  end if;
  select min(m.created_at), coalesce(array_agg(distinct m.visit_id) filter (where m.visit_id is not null), '{}')
    into started, visits
  from public.chat_messages m where m.conversation_id = review_chat.conversation_id;
  if started is null then
    raise exception 'There is no conversation %.', coalesce(review_chat.conversation_id::text, 'null') using errcode = 'P0002';
  end if;

  if verdict = 'complaint' then
    -- The handoff's lead, and any lead sent in the same visit.
    with flagged as (
      update public.form_submissions s
         set complaint_at = coalesce(s.complaint_at, clock_timestamp())
       where s.conversation_id = review_chat.conversation_id
          or analytics.visit_id(s.metadata) = any (visits)
      returning s.id
    )
    select coalesce(array_agg(f.id order by f.id), '{}') into leads from flagged f;
    insert into public.lead_notes (submission_id, kind, body)
    select l, 'note', format('Complaint: the chat conversation of %s was marked a complaint in its review by %s. %s',
                             to_char(started at time zone 'America/New_York', 'Mon FMDD, YYYY'),
                             coalesce(reviewer, 'a reviewer'), cleaned)
    from unnest(leads) l;
  end if;

  insert into public.chat_reviews (conversation_id, outcome, note, reviewer_id, reviewer_email, flagged_leads)
  values (review_chat.conversation_id, verdict, cleaned, auth.uid(), reviewer, leads)
  returning * into review;
  perform private.audit('chat.review', review_chat.conversation_id::text,
    jsonb_build_object('outcome', verdict, 'note', cleaned, 'flagged_leads', to_jsonb(leads)));
  return jsonb_build_object('id', review.id, 'outcome', review.outcome, 'reviewed_at', review.reviewed_at,
                            'reviewer_email', review.reviewer_email, 'flagged_leads', to_jsonb(leads));
end;
$$;
revoke all on function public.review_chat(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.review_chat(uuid, text, text) to authenticated;

-- ===================================================================== 4. the sample and the queue
alter table private.supervision_settings
  add column chat_sample_percent integer not null default 5
    constraint supervision_settings_chat_sample_check check (chat_sample_percent between 0 and 100);

create function private.chat_sample_percent()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.chat_sample_percent from private.supervision_settings s where s.id), 5);
$$;
revoke all on function private.chat_sample_percent() from public, anon, authenticated, service_role;

-- The same conversations stay sampled: the first 32 bits of the MD5 of the id, mod 10,000.
create function private.chat_sampled(conversation_id uuid, percent integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (('x' || left(md5(conversation_id::text), 8))::bit(32)::bigint % 10000) < percent * 100;
$$;
revoke all on function private.chat_sampled(uuid, integer) from public, anon, authenticated, service_role;

-- What the queue samples, for the staff who review (the setting beside approval_required).
create function public.chat_sample_setting()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_role('chat_sample_setting', array['admin', 'compliance']::public.app_role[], 'compliance and admins');
  return jsonb_build_object('chat_sample_percent', private.chat_sample_percent());
end;
$$;
revoke all on function public.chat_sample_setting() from public, anon, authenticated, service_role;
grant execute on function public.chat_sample_setting() to authenticated;

create function public.set_chat_sample_percent(percent integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('set_chat_sample_percent');
  if percent is null or percent not between 0 and 100 then
    raise exception 'set_chat_sample_percent: a whole percentage from 0 to 100' using errcode = '22023';
  end if;
  update private.supervision_settings s
     set chat_sample_percent = percent, changed_at = now(), changed_by = (select auth.uid())
   where s.id and s.chat_sample_percent is distinct from percent;
  return jsonb_build_object('chat_sample_percent', percent, 'changed', found);
end;
$$;
revoke all on function public.set_chat_sample_percent(integer) from public, anon, authenticated, service_role;
grant execute on function public.set_chat_sample_percent(integer) to authenticated;

create function private.audit_chat_sample()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('chat.sample', null,
    jsonb_build_object('percent', new.chat_sample_percent, 'previous', old.chat_sample_percent));
  return null;
end;
$$;
revoke all on function private.audit_chat_sample() from public, anon, authenticated, service_role;
create trigger supervision_settings_chat_sample_audit
  after update on private.supervision_settings
  for each row when (old.chat_sample_percent is distinct from new.chat_sample_percent)
  execute function private.audit_chat_sample();

-- Reasons: not_helpful, handoff, refusal, words, sample. `words` lists the words found (lower
-- case), `feedback` the reasons visitors gave for "not helpful", oldest first. At most 200 rows.
create function public.chat_review_queue()
returns table (
  conversation_id uuid,
  started_at      timestamptz,
  last_at         timestamptz,
  first_question  text,
  questions       integer,
  reasons         text[],
  words           text[],
  feedback        text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  percent integer := private.chat_sample_percent();
begin
  perform private.require_role('chat_review_queue', array['admin', 'compliance']::public.app_role[], 'compliance and admins');
  return query
    with conversations as (
      select m.conversation_id as id, min(m.created_at) as started_at, max(m.created_at) as last_at,
             (array_agg(m.content order by m.id) filter (where m.role = 'user'))[1] as first_question,
             (count(*) filter (where m.role = 'user'))::integer as questions,
             bool_or(m.refusal is not null) as refused
      from public.chat_messages m
      where not exists (select 1 from public.chat_reviews r where r.conversation_id = m.conversation_id)
      group by m.conversation_id
    ),
    found as (
      select c.*,
             exists (select 1 from public.chat_message_ratings r where r.conversation_id = c.id and not r.helpful) as unhelpful,
             exists (select 1 from public.form_submissions s where s.conversation_id = c.id) as handed_off,
             array(select distinct lower(w[1])
                   from public.chat_messages u
                   cross join lateral regexp_matches(u.content, '\m(complaint|lawsuit|guarantee|fdic|sec|fraud)\M', 'gi') w
                   where u.conversation_id = c.id and u.role = 'user'
                   order by 1) as matched,
             array(select r.reason from public.chat_message_ratings r
                   where r.conversation_id = c.id and not r.helpful and r.reason is not null
                   order by r.message_id) as reasons_given
      from conversations c
    )
    select f.id, f.started_at, f.last_at, f.first_question, f.questions,
           array_remove(array[case when f.unhelpful then 'not_helpful' end,
                              case when f.handed_off then 'handoff' end,
                              case when f.refused then 'refusal' end,
                              case when cardinality(f.matched) > 0 then 'words' end,
                              case when private.chat_sampled(f.id, percent) then 'sample' end], null),
           f.matched, f.reasons_given
    from found f
    where f.unhelpful or f.handed_off or f.refused or cardinality(f.matched) > 0 or private.chat_sampled(f.id, percent)
    order by f.last_at desc, f.id
    limit 200;
end;
$$;
revoke all on function public.chat_review_queue() from public, anon, authenticated, service_role;
grant execute on function public.chat_review_queue() to authenticated;

-- chat_messages too: its sources and refusal (20261128000550) are read by the queue's reviewers.
select private.keep_no_planner_statistics(rel)
from unnest(array['public.chat_message_ratings', 'public.chat_reviews', 'public.form_submissions',
                  'public.chat_messages']::regclass[]) rel;

commit;
