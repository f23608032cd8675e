-- Availability the firm sets (issue 35, item 4), part 1: the audit log's new actions. A value added
-- by ALTER TYPE ... ADD VALUE cannot be used in the transaction that adds it, so the migration
-- that uses them (20261128001200_booking_availability.sql) comes after this one.
--
--   * availability.rules    an admin changed the minimum notice or the buffer between consultations
--   * availability.day_off  a day off was added, changed or removed

begin;

alter type public.audit_action add value if not exists 'availability.rules';
alter type public.audit_action add value if not exists 'availability.day_off';

commit;
