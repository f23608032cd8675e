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

/** Where the leads live: the four service-role calls of the notification migrations. */
export interface LeadStore {
  claim(id: string): Promise<Claim>
  claimNext(): Promise<NextClaim>
  /** Sent: the leads are notified, and the e-mail counts against the hourly cap. */
  finish(ids: string[]): Promise<void>
  /** Not sent: the attempt and its error are recorded; the next attempt waits (or never comes). */
  fail(ids: string[], failure: Failure): Promise<void>
}

/**
 * The headers that carry the service key. A secret key (`sb_secret_...`) is not a JWT: it goes
 * in `apikey` only, and the platform maps it to the service role. A legacy service_role key is a
 * JWT and goes in both headers, as before.
 */
export function serviceKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_secret_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isLead = (value: unknown): value is Lead =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.created_at === 'string' &&
  typeof value.form_type === 'string'

/** The Data API with the service role (rpc calls). */
export function createPostgrestLeadStore(options: {
  supabaseUrl: string
  serviceKey: string
  fetch?: typeof fetch
}): LeadStore {
  const call = async (fn: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await (options.fetch ?? fetch)(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { ...serviceKeyHeaders(options.serviceKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`${fn}: the database answered ${response.status}`)
    const text = await response.text()
    const value: unknown = text ? JSON.parse(text) : null
    return isObject(value) ? value : {}
  }
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
    async finish(ids) {
      await call('finish_lead_notification', { submission_ids: ids })
    },
    async fail(ids, failure) {
      await call('fail_lead_notification', {
        submission_ids: ids,
        error: failure.error,
        permanent: failure.permanent,
        retry_after_seconds: failure.retryAfterSeconds,
      })
    },
  }
}
