import { useEffect } from 'react'
import { toast } from 'sonner'

export const LOAD_FAILURES = {
  leads: { id: 'admin-submissions-error', message: 'Failed to load form submissions. Please try again.' },
  events: { id: 'admin-events-error', message: 'Failed to load activity. Please try again.' },
} as const

/**
 * Toasts each failed load. A fixed toast id, so a backend that stays down updates one toast
 * instead of stacking one per reload.
 */
export function useFailureToast(errorUpdatedAt: number, failure: (typeof LOAD_FAILURES)[keyof typeof LOAD_FAILURES]) {
  useEffect(() => {
    if (errorUpdatedAt) toast.error(failure.message, { id: failure.id })
  }, [errorUpdatedAt, failure])
}
