import { useId } from 'react'
import { toast } from 'sonner'
import { useCanChangeSettings } from '@/lib/staff/staff-role'
import { useSupervision } from '@/lib/staff/supervision'
import { useSetApprovalRequired } from '../api/set-approval-required'

const HINT =
  'While on, a saved version goes live only once someone other than who saved it approves it in the Review tab; visitors keep reading the approved version meanwhile. While off, an admin’s save goes live at once, and an author’s version still waits for review.'

/**
 * The firm's setting "Require approval before publishing": admins turn it on or off (the database
 * audits each change); everyone else who sees the posts reads its state.
 */
export function ApprovalRequirement() {
  const hintId = useId()
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
  const required = supervision.data?.approvalRequired
  return (
    <div className="grid gap-1 rounded-xl border border-ink-200 bg-white p-4">
      {canChange ? (
        <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={required ?? false}
            disabled={supervision.isPending || change.isPending}
            aria-describedby={hintId}
            onChange={(event) => change.mutate(event.target.checked)}
          />
          Require approval before publishing
        </label>
      ) : (
        <p className="text-sm font-medium text-ink-900">
          {required === undefined
            ? 'Approval before publishing: checking...'
            : `Approval before publishing is ${required ? 'required' : 'not required'}.`}
        </p>
      )}
      <p id={hintId} className="text-sm text-ink-600">
        {HINT}
      </p>
      {supervision.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The setting could not be read: {supervision.error.message}
        </p>
      ) : null}
    </div>
  )
}
