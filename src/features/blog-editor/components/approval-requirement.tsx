import { settingChangeToasts, SettingToggle } from '@/components/ui/setting-toggle'
import { useMay } from '@/lib/staff/staff-role'
import { useSupervision, type Supervision } from '@/lib/staff/supervision'
import { useSetApprovalRequired } from '../api/set-approval-required'

/** The setting in words: its name, what it does, and its state for those who may not change it. */
const APPROVAL_SETTING = {
  label: 'Require approval before publishing',
  hint: 'While on, a saved version goes live only once someone other than who saved it approves it in the Review tab; visitors keep reading the approved version meanwhile. While off, an admin’s save goes live at once, and an author’s version still waits for review.',
  on: (settings: Supervision) => settings.approvalRequired,
  stateText: (required: boolean | undefined) =>
    required === undefined
      ? 'Approval before publishing: checking...'
      : `Approval before publishing is ${required ? 'required' : 'not required'}.`,
}

const toasts = settingChangeToasts(({ approvalRequired }: Supervision) =>
  approvalRequired ? 'Approval is now required before publishing' : 'Approval is no longer required before publishing',
)

/**
 * The firm's setting "Require approval before publishing": admins turn it on or off (the database
 * audits each change); everyone else who sees the posts reads its state.
 */
export function ApprovalRequirement() {
  const canChange = useMay('changeSettings')
  const supervision = useSupervision()
  const change = useSetApprovalRequired(toasts)
  return <SettingToggle {...APPROVAL_SETTING} query={supervision} change={canChange ? change : undefined} />
}
