-- What an answer rested on, kept with the answer (issue 34): the chat function retrieves passages
-- of the firm's approved content, answers from them and cites them, or refuses.
--
--   * chat_messages.sources: the sources shown under an assistant answer, a JSON array of one to
--     three objects `{ "title": text, "url": text }` exactly as the visitor saw them (the url a
--     site path starting with `/` or an https address). Null when none were shown.
--   * chat_messages.refusal (public.chat_refusal): null for a grounded answer; `policy` when the
--     model's answer broke the answer policy and the refusal was shown instead; `not_found` when
--     nothing relevant was found (or retrieval failed) and the visitor was offered a person.
--
-- Assistant rows only (a question carries neither). Written with the row by the service role
-- (the chat function; the local backend for the offline assistant), read by whoever reads the rest
-- of the row (admins; compliance too, from the supervision migration); chat_messages stays
-- append-only: nobody updates or deletes through the API.
-- 99_chat_answer_records.test.sql proves it.

begin;

create type public.chat_refusal as enum ('policy', 'not_found');
comment on type public.chat_refusal is
  'Why an answer is a refusal (chat_messages.refusal): policy (the model''s answer broke the answer policy) or not_found (nothing relevant in the firm''s content).';

alter table public.chat_messages
  add column sources jsonb,
  add column refusal public.chat_refusal,
  -- Only the answer rests on sources or refuses.
  add constraint chat_messages_answer_only_check check (role = 'assistant' or (sources is null and refusal is null)),
  -- One to three { title, url } objects, each a non-blank title and a site path or https address
  -- (lax jsonpath: a missing key is an empty sequence, so its test is false and the row refused).
  add constraint chat_messages_sources_check check (sources is null or (
    jsonb_typeof(sources) = 'array'
    and jsonb_array_length(case when jsonb_typeof(sources) = 'array' then sources else '[]' end) between 1 and 3
    and octet_length(sources::text) <= 4000
    and not jsonb_path_exists(sources, '$[*] ? (!(@.type() == "object")
                                              || !(@.title.type() == "string") || !(@.url.type() == "string")
                                              || !(@.title like_regex "\\S")
                                              || !(@.url like_regex "^(/[^\\s]*|https://[^\\s]+)$"))')));

comment on column public.chat_messages.sources is
  'The sources shown under an assistant answer: [{ title, url }], one to three; null when none.';
comment on column public.chat_messages.refusal is
  'Null for a grounded answer; policy or not_found when the answer is a refusal (assistant rows only).';

grant insert (sources, refusal) on table public.chat_messages to service_role;

commit;
