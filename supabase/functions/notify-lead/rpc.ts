/** The Data API's rpc calls with the service role, shared by the lead and the e-mail stores. */
export interface RpcOptions {
  supabaseUrl: string
  serviceKey: string
  fetch?: typeof fetch
}

/**
 * The headers that carry the service key. A secret key (`sb_secret_...`) is not a JWT: it goes
 * in `apikey` only, and the platform maps it to the service role. A legacy service_role key is a
 * JWT and goes in both headers, as before.
 */
export function serviceKeyHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_secret_') ? { apikey: key } : { apikey: key, Authorization: `Bearer ${key}` }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One rpc call: its JSON object answer ({} for none or another value); throws on an error status. */
export function createRpc(options: RpcOptions) {
  return async (fn: string, args: Record<string, unknown>): Promise<Record<string, unknown>> => {
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
}
