-- Chat handoff (issue 34, part D), part 1: the form type of a lead a visitor leaves from the chat
-- panel ("Talk to a person"), labelled "Chat Handoff" (docs/interfaces.md, "Stored names"). A value added
-- by ALTER TYPE ... ADD VALUE cannot be used in the transaction that adds it, so the migration
-- that uses it (20261128000610_chat_handoff.sql) comes after this one; every runner (tests/db/run.sh,
-- the local backend, scripts/local-db-snapshot.ts) applies each file on its own.

begin;

alter type public.form_type add value if not exists 'chat' before 'other_form';

commit;
