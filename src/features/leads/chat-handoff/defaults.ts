/** The handoff form's empty values, apart from the schema so the form renders without zod. */
import type { HandoffDraft } from './schema'

export const handoffDefaults: HandoffDraft = { fullName: '', email: '', phone: '', preferredDay: '', timeSlot: '' }
