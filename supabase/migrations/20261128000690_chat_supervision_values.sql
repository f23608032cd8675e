-- The supervision of the assistant (issue 34), part 1: the audit log's new actions. A value added
-- by ALTER TYPE ... ADD VALUE cannot be used in the transaction that adds it, so the migration
-- that uses them (20261128000700_chat_supervision.sql) comes after this one.
--
--   * chat.review   a reviewer marked a chat conversation reviewed (its outcome, and the leads a
--                   complaint flagged)
--   * chat.sample   an admin changed the share of conversations sampled for review

begin;

alter type public.audit_action add value if not exists 'chat.review';
alter type public.audit_action add value if not exists 'chat.sample';

commit;
