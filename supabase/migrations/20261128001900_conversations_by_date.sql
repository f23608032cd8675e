-- The Conversations tab (issue 36, item 6): a range of days, and the lead a conversation became.
--
--   * chat_conversations() takes `from_day` and `to_day`: New York calendar days, both included,
--     either left out for no bound. A conversation is in the range when its first question was
--     asked on one of those days (the day the tab shows as "Started"). A `to_day` before the
--     `from_day` is refused (22023), as a page size out of range is.
--   * Each row names the Chat Handoff that conversation led to, if any: `lead_id` and
--     `lead_name` of the newest lead whose form_submissions.conversation_id is this conversation,
--     read under the caller's rights (a caller who may not read that lead gets nulls).
--
-- The rest stands as 20261124000300_records.sql wrote it: admins get rows, anyone else signed in
-- gets none (the admins' view chat_message_search), anon may not call it; keyset paging by
-- first_message_id; the search a plain substring of any message. The return type changes, so the
-- function is dropped and created again (one signature: no overload makes a call ambiguous).
-- 99_conversations_by_date.test.sql proves it.

begin;

drop function public.chat_conversations(text, bigint, integer);

create function public.chat_conversations(
  search     text    default null,
  before_id  bigint  default null,
  page_size  integer default 50,
  from_day   date    default null,
  to_day     date    default null
)
returns table (
  conversation_id  uuid,
  first_message_id bigint,
  started_at       timestamptz,
  last_at          timestamptz,
  first_question   text,
  turns            integer,
  visit_id         text,
  lead_id          uuid,
  lead_name        text
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
  -- The range's instants: from the start of from_day to the start of the day after to_day, New York time.
  since   timestamptz := from_day::timestamp at time zone 'America/New_York';
  until   timestamptz := (to_day + 1)::timestamp at time zone 'America/New_York';
begin
  if page_size is null or page_size not between 1 and 200 then
    raise exception 'chat_conversations: page_size must be between 1 and 200' using errcode = '22023';
  end if;
  if char_length(term) > 200 then
    raise exception 'chat_conversations: the search is limited to 200 characters' using errcode = '22023';
  end if;
  if from_day > to_day then
    raise exception 'chat_conversations: the range ends before it starts' using errcode = '22023';
  end if;
  -- The search is a plain substring: %, _ and \ match themselves.
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select f.conversation_id, f.id, f.created_at, l.last_at, f.content, l.turns, f.visit_id, h.id, h.full_name
    from public.chat_message_search f
    cross join lateral (
      select max(m.created_at) as last_at, (count(*) filter (where m.role = 'user'))::integer as turns
      from public.chat_message_search m
      where m.conversation_id = f.conversation_id
    ) l
    left join lateral (
      select s.id, s.full_name from public.form_submissions s
      where s.conversation_id = f.conversation_id
      order by s.created_at desc, s.id
      limit 1
    ) h on true
    where f.role = 'user'
      and not exists (select 1 from public.chat_message_search e
                      where e.conversation_id = f.conversation_id and e.role = 'user' and e.id < f.id)
      and (before_id is null or f.id < before_id)
      and (since is null or f.created_at >= since)
      and (until is null or f.created_at < until)
      and (term is null or f.conversation_id in (
            select s.conversation_id from public.chat_message_search s where s.content ilike pattern))
    order by f.id desc
    limit page_size;
end;
$$;
comment on function public.chat_conversations(text, bigint, integer, date, date) is
  'Admins: the chat conversations, newest first, by keyset (before_id), a search of any message, the New York days their first question was asked in (from_day..to_day, both included), and the Chat Handoff each led to.';
revoke all on function public.chat_conversations(text, bigint, integer, date, date) from public, anon, authenticated, service_role;
grant execute on function public.chat_conversations(text, bigint, integer, date, date) to authenticated;

commit;
