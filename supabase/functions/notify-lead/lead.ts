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
  /** The lead desk's status, once that column exists. */
  status?: string | null
}

/** Where the lead lives: claimed before the e-mail, finished after it (see the migration). */
export interface LeadStore {
  /** The row when this call may e-mail it; null when it was notified or another call holds it. */
  claim(id: string): Promise<Lead | null>
  /** sent: the firm was told (notified_at is set); otherwise the claim is released for a retry. */
  finish(id: string, sent: boolean): Promise<void>
}

/** The Data API with the service role: the two RPCs of the notify_lead migration. */
export function createPostgrestLeadStore(options: {
  supabaseUrl: string
  serviceRoleKey: string
  fetch?: typeof fetch
}): LeadStore {
  const call = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    const response = await (options.fetch ?? fetch)(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`${fn}: the database answered ${response.status}`)
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : null
  }
  return {
    async claim(id) {
      const row = await call('claim_lead_notification', { submission_id: id })
      return row && typeof row === 'object' ? (row as Lead) : null
    },
    async finish(id, sent) {
      await call('finish_lead_notification', { submission_id: id, sent })
    },
  }
}
