/**
 * Turns the firm's "Require approval before publishing" setting on or off:
 * `public.set_approval_required(required)`, admins only, audited by the database.
 */
import { firmSettingWriter, useFirmSettingChange } from '@/lib/staff/firm-setting'
import { SUPERVISION_QUERY_KEY, supervisionSchema, type Supervision } from '@/lib/staff/supervision'

export const setApprovalRequired = firmSettingWriter('set_approval_required', supervisionSchema)

/** After a change the setting and the audit log are read again (`changed` first, as the screen says so). */
export const useSetApprovalRequired = (on: {
  changed: (settings: Supervision) => void
  refused: (error: Error) => void
}) => useFirmSettingChange(setApprovalRequired, SUPERVISION_QUERY_KEY, on)
