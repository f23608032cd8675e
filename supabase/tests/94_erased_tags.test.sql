-- Tags of records kept after an erasure (private.erased_person_records) go with their transcript
-- message, whoever deletes it (20261127000800_erased_tags_follow_transcripts.sql).
begin;
select plan(4);

select tests.create_user('a0000000-0000-4000-8000-000000000001', 'admin@example.com');
insert into public.user_roles (user_id, role) values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.chat_messages (id, conversation_id, visit_id, role, content) overriding system value values
  (901, 'd0000000-0000-4000-8000-000000000001', 'v-jane', 'user', 'Write to me at jane@example.com'),
  (902, 'd0000000-0000-4000-8000-000000000001', 'v-jane', 'assistant', 'The firm will write to you.'),
  (903, 'd0000000-0000-4000-8000-000000000002', 'v-bo', 'user', 'Hello');
insert into private.erased_person_records (tag, record, record_id) values
  (repeat('a', 64), 'chat_messages', '901'),
  (repeat('a', 64), 'chat_messages', '902'),
  (repeat('b', 64), 'chat_messages', '903');

select is((select count(*) from private.erased_person_records)::int, 3, 'three tagged messages');

select tests.as_user('a0000000-0000-4000-8000-000000000001');
select is(public.delete_chat_conversation('d0000000-0000-4000-8000-000000000001'), 2,
  'an admin deletes the tagged conversation');
select tests.as_postgres();
select is((select array_agg(record_id order by record_id) from private.erased_person_records), array['903'],
  'its tags went with it; the other stays');

delete from public.chat_messages where id = 903;
select is((select count(*) from private.erased_person_records)::int, 0, 'a delete by any path takes its tag');

select * from finish();
rollback;
