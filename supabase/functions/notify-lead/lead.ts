import { createRpc, isObject, type RpcOptions } from './rpc.ts'

/** The stored lead as the function reads it (form_submissions, snake_case, from the Data API). */
export interface Lead {
  id: string
  created_at: string
  form_type: string
  full_name: string | null
  email: string | null
  phone: string | null
  investor_type: string | null
  investment_amount: string | null
  investment_goal: string | null
  investment_timeline: string | null
  message: string | null
  metadata: Record<string, unknown> | null
  page: string | null
  consultation_date?: string | null
  consultation_slot?: string | null
  status?: string | null
}

/** A new lead's own request: the row when this call may e-mail it now, else why not. */
export type Claim = { lead: Lead } | { skipped: string }
/** The scheduled run's next e-mail: one lead, a digest, a wait for the hourly cap, or nothing due. */
export type NextClaim = { lead: Lead } | { digest: Lead[] } | { wait: string } | { done: true }

export interface Failure {
  error: string
  /** No retry can fix it: the lead is not tried again (its error stays on the desk). */
  permanent: boolean
  /** The provider's Retry-After, in seconds, when it sent one. */
  retryAfterSeconds: number | null
}

/**
 * The e-mail about the leads as public.outbound_emails records it (kind lead_notification): its
 * idempotency key names the row, so every attempt at one e-mail is one row.
 */
export interface LeadEmailRecord {
  key: string
  recipient: string
  subject: string
  body_text: string
  provider_id?: string | null
}

/** Where the leads live: the four service-role calls of the notification migrations. */
export interface LeadStore {
  claim(id: string): Promise<Claim>
  claimNext(): Promise<NextClaim>
  /** Sent: the leads are notified, and the e-mail counts against the hourly cap (and is recorded). */
  finish(ids: string[], email?: LeadEmailRecord): Promise<void>
  /** Not sent: the attempt and its error are recorded; the next attempt waits (or never comes). */
  fail(ids: string[], failure: Failure, email?: LeadEmailRecord): Promise<void>
}

const isLead = (value: unknown): value is Lead =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.created_at === 'string' &&
  typeof value.form_type === 'string'

/** The Data API with the service role (rpc calls). */
export function createPostgrestLeadStore(options: RpcOptions): LeadStore {
  const call = createRpc(options)
  return {
    async claim(id) {
      const answer = await call('claim_lead_notification', { submission_id: id })
      return isLead(answer.lead)
        ? { lead: answer.lead }
        : { skipped: typeof answer.skipped === 'string' ? answer.skipped : 'unknown' }
    },
    async claimNext() {
      const answer = await call('claim_next_lead_notification', {})
      if (isLead(answer.lead)) return { lead: answer.lead }
      if (Array.isArray(answer.digest)) return { digest: answer.digest.filter(isLead) }
      if (typeof answer.wait === 'string') return { wait: answer.wait }
      return { done: true }
    },
    async finish(ids, email) {
      await call('finish_lead_notification', { submission_ids: ids, ...(email ? { email } : {}) })
    },
    async fail(ids, failure, email) {
      await call('fail_lead_notification', {
        submission_ids: ids,
        error: failure.error,
        permanent: failure.permanent,
        retry_after_seconds: failure.retryAfterSeconds,
        ...(email ? { email } : {}),
      })
    },
  }
}
