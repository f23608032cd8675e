import { createContext, useContext } from 'react'
import type { StaffRole } from '@/lib/backend/kinds'

/**
 * The signed-in person's staff role, provided by the dashboard's guard. Screens ask what the
 * person may do (the capabilities below) and leave out the rest. This decides what to show only:
 * the database refuses whatever a role may not do, whatever the screen offers. Screens rendered
 * outside the guard (their own tests) act as an admin's.
 */
export const StaffRoleContext = createContext<StaffRole>('admin')

export const useStaffRole = (): StaffRole => useContext(StaffRoleContext)

/** Who may do what, as the database's rules have it (20261128000200_supervised_communications.sql). */
const CAPABILITIES = {
  /** The counts, the Overview, the leads, page views and chat questions (private.is_staff). */
  readLeads: ['admin', 'viewer', 'compliance'],
  /** A lead's status, notes, follow-up, CSV export, demo data. */
  changeLeads: ['admin'],
  /** Chat transcripts (admins only). */
  readConversations: ['admin'],
  /** The assistant's conversations to review, their ratings and reviews (private.can_review). */
  reviewConversations: ['admin', 'compliance'],
  /** Blog posts with their versions and history (private.can_read_posts). */
  readPosts: ['admin', 'author', 'compliance'],
  /** Write posts and submit versions for review (private.can_write_posts). */
  writePosts: ['admin', 'author'],
  /** Delete a post, and take it off the site at once by unpublishing it. */
  withdrawPosts: ['admin'],
  /** Approve or reject a version someone else saved (private.can_review). */
  reviewPosts: ['admin', 'compliance'],
  /** The audit log. */
  readAuditLog: ['admin', 'compliance'],
  /** The e-mails the site wrote (public.outbound_emails; the Mailbox, local mode only). */
  readMailbox: ['admin', 'compliance'],
  /** The communications archive: every version shown to the public. */
  readArchive: ['admin', 'compliance'],
  /** Invite, change and revoke staff, and their sign-in rules. */
  manageTeam: ['admin'],
  /** When visitors may book a consultation: the notice, the buffer, the days off (admins change them). */
  readAvailability: ['admin', 'compliance'],
  /** The newsletter's subscribers and their consent (private.can_review). */
  readSubscribers: ['admin', 'compliance'],
  /** The firm's settings: whether a post needs approval before it goes live. */
  changeSettings: ['admin'],
  /** Export or erase what the firm holds on a person. */
  handlePrivacyRequests: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>

export type Capability = keyof typeof CAPABILITIES

export const roleMay = (role: StaffRole, capability: Capability): boolean =>
  (CAPABILITIES[capability] as readonly StaffRole[]).includes(role)

/** Whether the signed-in staff member may do `capability` (what to show; the database decides). */
export const useMay = (capability: Capability) => roleMay(useStaffRole(), capability)
