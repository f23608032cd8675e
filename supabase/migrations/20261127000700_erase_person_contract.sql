-- erase_person(email text, reason text), as docs/interfaces.md and outside scripts name it, kept
-- beside the round-4 form erase_person(email, reason public.erasure_reason, ticket). Its `reason`
-- is no free text either: a category of public.erasure_reason, then the ticket reference
-- ("person_request PRIV-2026-014" or "person_request: PRIV-2026-014"). It only parses and hands
-- over, as its caller (security invoker): the three-argument function checks the caller, the
-- category and the ticket, erases, and writes the audit entry.
--
-- Redefines: public.erase_person(text, text) (first in 20261124000220_privacy_requests.sql; dropped
--    by 20261127000100_erasure_round4.sql, created again here)
create function public.erase_person(email text, reason text)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  parts text[] := regexp_match(coalesce(reason, ''), '^\s*([a-z_]+)\s*[:\s]\s*(\S.*?)\s*$');
  category public.erasure_reason;
begin
  if parts is null or not parts[1] = any (enum_range(null::public.erasure_reason)::text[]) then
    raise exception 'erase_person: the reason is a category (%) and a ticket reference, such as "person_request PRIV-2026-014"',
      array_to_string(enum_range(null::public.erasure_reason)::text[], ', ')
      using errcode = '22023';
  end if;
  category := parts[1]::public.erasure_reason;
  return public.erase_person(email, category, parts[2]);
end;
$$;
comment on function public.erase_person(text, text) is
  'erase_person(email, ''<category> <ticket>''): the two-argument form of erase_person(email, reason, ticket).';
revoke all on function public.erase_person(text, text) from public, anon, authenticated, service_role;
grant execute on function public.erase_person(text, text) to authenticated;
