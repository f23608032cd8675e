-- Words for people in the staff area (issue 36, item 6), part 1: the audit log's new action. A
-- value added by ALTER TYPE ... ADD VALUE cannot be used in the transaction that adds it, so the
-- migration that uses it (20261128001610_privacy_lookup.sql) comes after this one.
--
--   * privacy.lookup   an admin looked up what the firm holds for an address (the privacy dialog's
--                      "Look up"); privacy.export now records only a download of that data.

begin;

alter type public.audit_action add value if not exists 'privacy.lookup' after 'privacy.export';

commit;
