-- A tag of private.erased_person_records names a transcript message kept after an erasure; when
-- that message goes (its retention purge, or an admin's delete_chat_conversation), its tag goes
-- with it, so nothing keeps the erased address's HMAC beside a record that no longer exists.
create function private.forget_erased_tags()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.erased_person_records t
  using gone
  where t.record = 'chat_messages' and t.record_id = gone.id::text;
  return null;
end;
$$;
revoke all on function private.forget_erased_tags() from public, anon, authenticated, service_role;

create trigger chat_messages_forget_erased_tags
  after delete on public.chat_messages
  referencing old table as gone
  for each statement execute function private.forget_erased_tags();
