-- Supervised communications (issue 33), part 1: the new values of existing enums. A value added by
-- ALTER TYPE ... ADD VALUE cannot be used in the transaction that adds it, so the migration that
-- uses them (20261128000200_supervised_communications.sql) comes after this one.
--
--   * public.app_role: `author` writes drafts and submits them for review, and publishes nothing;
--     `compliance` reads what staff read, approves or rejects, and edits nothing.
--   * public.audit_action: the review's steps, a version going live or withdrawn, the firm's
--     approval setting, and an archive export.

begin;

alter type public.app_role add value if not exists 'author';
alter type public.app_role add value if not exists 'compliance';

alter type public.audit_action add value if not exists 'post.submit';
alter type public.audit_action add value if not exists 'post.approve';
alter type public.audit_action add value if not exists 'post.reject';
alter type public.audit_action add value if not exists 'post.live';
alter type public.audit_action add value if not exists 'post.withdraw';
alter type public.audit_action add value if not exists 'approval.required';
alter type public.audit_action add value if not exists 'archive.export';

commit;
