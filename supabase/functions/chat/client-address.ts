/**
 * Which address a request counts against in the per-client rate limit. Only headers that the
 * hosting platform itself sets can be trusted: a client may send any `X-Forwarded-For` it likes,
 * and proxies append to it, so only its RIGHTMOST hop (added by the last proxy, the platform's)
 * is not the client's own writing. Cloudflare, in front of Supabase's edge functions, overwrites
 * `cf-connecting-ip` with the address it saw.
 *
 * The key is the address for IPv4, and the /64 network for IPv6: a subscriber is given a whole
 * /64 (or more) and may use any of its 2^64 addresses, so a limit per IPv6 address is no limit.
 * The database keys its own limit the same way (private.address_key, round-3 hardening).
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

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const HEXTET = /^[0-9a-f]{1,4}$/i

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two), or null. */
function hextets(address: string): number[] | null {
  let text = address
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail?.[1]) {
    if (!IPV4.test(tail[1])) return null
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number)
    text = `${text.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parts = (half: string | undefined) => (half ? half.split(':') : [])
  const head = parts(halves[0])
  const rest = parts(halves[1])
  if (![...head, ...rest].every((part) => HEXTET.test(part))) return null
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  return [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...rest].map((part) =>
    parseInt(part, 16),
  )
}

/** The rate-limit key of one address: IPv4 as is, IPv6 as its /64, anything else as it came. */
export function addressKey(address: string): string {
  const bare =
    /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(address)?.[1] ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address)?.[1] ?? address
  if (IPV4.test(bare)) return bare
  const groups = hextets(bare)
  if (!groups) return address.slice(0, 64)
  const mapped = groups.slice(0, 6).join() === '0,0,0,0,0,65535'
  const [g6 = 0, g7 = 0] = groups.slice(6)
  if (mapped) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The key of the rightmost value of the first configured header present on the request. */
export function clientAddress(headers: Headers, names: readonly string[] = DEFAULT_ADDRESS_HEADERS): string {
  for (const name of names) {
    const hops = (headers.get(name) ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    const last = hops[hops.length - 1]
    if (last) return addressKey(last)
  }
  return UNKNOWN_ADDRESS
}

const SLASH_64 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/

/**
 * The /48 holding an IPv6 /64 key (from addressKey), e.g. `2001:db8:77::/48`; null for an IPv4
 * address or an unparsed one. A /48 is one site's usual allocation (65,536 /64s), so a client
 * given one can rotate /64s at will: its share of the global cap is counted here.
 */
export function networkKey(key: string): string | null {
  const prefix = SLASH_64.exec(key)?.[1]
  return prefix ? `${prefix}::/48` : null
}
