import { toast } from 'sonner'
import { SettingToggle } from '@/components/ui/setting-toggle'
import { useCanChangeSettings } from '@/lib/staff/staff-role'
import { useSupervision } from '@/lib/staff/supervision'
import { useSetApprovalRequired } from '../api/set-approval-required'

const HINT =
  'While on, a saved version goes live only once someone other than who saved it approves it in the Review tab; visitors keep reading the approved version meanwhile. While off, an admin’s save goes live at once, and an author’s version still waits for review.'

const stateText = (required: boolean | undefined) =>
  required === undefined
    ? 'Approval before publishing: checking...'
    : `Approval before publishing is ${required ? 'required' : 'not required'}.`

/**
 * The firm's setting "Require approval before publishing": admins turn it on or off (the database
 * audits each change); everyone else who sees the posts reads its state.
 */
export function ApprovalRequirement() {
  const canChange = useCanChangeSettings()
  const supervision = useSupervision()
  const change = useSetApprovalRequired({
    changed: (settings) =>
      toast.success(
        settings.approvalRequired
          ? 'Approval is now required before publishing'
          : 'Approval is no longer required before publishing',
      ),
    refused: (error) => toast.error('The setting was not changed', { description: error.message }),
  })
  return (
    <SettingToggle
      label="Require approval before publishing"
      hint={HINT}
      on={supervision.data?.approvalRequired}
      busy={supervision.isPending || change.isPending}
      readError={supervision.error}
      onChange={canChange ? (on) => change.mutate(on) : undefined}
      stateText={stateText}
    />
  )
}
