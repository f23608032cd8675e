/**
 * Which address a request counts against in the per-client rate limit. Only headers that the
 * hosting platform itself sets can be trusted: a client may send any `X-Forwarded-For` it likes,
 * and proxies append to it, so only its RIGHTMOST hop (added by the last proxy, the platform's)
 * is not the client's own writing. Cloudflare, in front of Supabase's edge functions, overwrites
 * `cf-connecting-ip` with the address it saw.
 */
const DEFAULT_ADDRESS_HEADERS: readonly string[] = ['cf-connecting-ip', 'x-forwarded-for']

/** The bucket of requests that carry none of the headers: they share one limit, never none. */
const UNKNOWN_ADDRESS = 'unknown'

/** Parses the CHAT_CLIENT_IP_HEADER setting: header names in order of preference, comma-separated. */
export function parseAddressHeaders(setting: string | undefined): readonly string[] {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return names.length > 0 ? names : DEFAULT_ADDRESS_HEADERS
}

/** The rightmost value of the first configured header present on the request. */
export function clientAddress(headers: Headers, names: readonly string[] = DEFAULT_ADDRESS_HEADERS): string {
  for (const name of names) {
    const hops = (headers.get(name) ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const last = hops[hops.length - 1]
    if (last) return last
  }
  return UNKNOWN_ADDRESS
}
