import { isBackendError } from '@/lib/backend/errors'

/** What the person reads when Auth refuses a code (the backend's words are for staff, not for logs). */
export function codeRefusal(error: unknown): string {
  if (!isBackendError(error)) return 'The code could not be checked. Try again.'
  if (error.code === 'network') return 'The code could not be checked: no connection. Try again.'
  if (error.code === 'rate_limited') return 'Too many attempts. Wait a minute, then enter a new code.'
  if (/expired/i.test(error.message)) return 'That code has expired. Enter the code your app shows now.'
  if (error.code === 'auth') return 'That code is not right. Enter the code your app shows now.'
  return `The code could not be checked: ${error.message}`
}
