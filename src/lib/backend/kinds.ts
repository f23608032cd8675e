/**
 * The database's enumerated values, as the migrations define them (zod-free): each list is the
 * enum's, in its order, read from the generated database.constants.ts (`npm run db:types`). A new
 * value is a migration and a regenerate; every label map typed by these unions then asks for it.
 */
import { Constants } from './database.constants'

const { Enums } = Constants.public

/** A guard for one enum's values (anything else, null included, is not one). */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value)

// Each enum's values, in the database's order.
export const FORM_TYPES = Enums.form_type
export const LEAD_STATUSES = Enums.lead_status
export const EVENT_TYPES = Enums.event_type
export const STAFF_ROLES = Enums.app_role
/** A lead history entry: an admin's note or a status change. */
export const LEAD_NOTE_KINDS = Enums.lead_note_kind
export const REVISION_ACTIONS = Enums.post_revision_action
export const CHAT_MESSAGE_ROLES = Enums.chat_message_role
/** A booking's state: booked, cancelled by the visitor, attended or a no-show (the desk marks those). */
export const CONSULTATION_STATUSES = Enums.consultation_status
/** Every action the audit log records (the audit view filters by and labels each). */
export const AUDIT_ACTIONS = Enums.audit_action

// Each enum's values as a union type.
export type FormType = (typeof FORM_TYPES)[number]
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]
export type EventType = (typeof EVENT_TYPES)[number]
export type StaffRole = (typeof STAFF_ROLES)[number]
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number]
export type RevisionAction = (typeof REVISION_ACTIONS)[number]
export type ChatMessageRole = (typeof CHAT_MESSAGE_ROLES)[number]
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

// Guards for values read back from rows and forms.
export const isFormType = oneOf(FORM_TYPES)
export const isLeadStatus = oneOf(LEAD_STATUSES)
export const isEventType = oneOf(EVENT_TYPES)
export const isStaffRole = oneOf(STAFF_ROLES)
export const isAuditAction = oneOf(AUDIT_ACTIONS)
