/**
 * One-click unsubscribe (RFC 8058) for the newsletter's e-mails. Their List-Unsubscribe header
 * names this function with the subscriber's signed token; a mail client POSTs
 * `List-Unsubscribe=One-Click` to it, without the site or its JavaScript. The token is checked in
 * the database (public.unsubscribe_newsletter, with the key from Vault). A person who opens the
 * URL in a browser (GET) is sent to the site's page, whose button unsubscribes: a GET changes
 * nothing, so a mail scanner following links unsubscribes nobody.
 */
export type Outcome = 'unsubscribed' | 'already' | 'invalid'

export interface UnsubscribeDeps {
  /** The site's origin, for the page a GET is sent to. */
  siteUrl: string
  /** Calls public.unsubscribe_newsletter(token, 'one_click'); throws when the database cannot be reached. */
  unsubscribe: (token: string) => Promise<Outcome>
}

const ONE_CLICK = 'List-Unsubscribe=One-Click'
const MAX_BODY = 2048
const TOKEN = /^[0-9a-f-]{36}\.[0-9]{1,12}\.[0-9a-f]{32}$/

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } })

/** The form body holds List-Unsubscribe=One-Click (RFC 8058 section 3.1), in either encoding. */
async function isOneClick(request: Request): Promise<boolean> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY) return false
  const body = (await request.text()).slice(0, MAX_BODY)
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data'))
    return body.includes('name="List-Unsubscribe"') && body.includes('One-Click')
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click' || body.trim() === ONE_CLICK
}

export async function handleUnsubscribe(request: Request, deps: UnsubscribeDeps): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (request.method === 'GET') {
    const page = `${deps.siteUrl.replace(/\/+$/, '')}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
    return new Response(null, { status: 303, headers: { Location: page } })
  }
  if (request.method !== 'POST') return text('Method not allowed', 405, { Allow: 'GET, POST' })
  if (!(await isOneClick(request))) return text(`Send ${ONE_CLICK} to unsubscribe.`, 400)
  if (!TOKEN.test(token)) return text('This unsubscribe link is not valid.', 400)
  try {
    const outcome = await deps.unsubscribe(token)
    if (outcome === 'invalid') return text('This unsubscribe link is not valid.', 400)
    return text(outcome === 'already' ? 'This address was already unsubscribed.' : 'Unsubscribed.', 200)
  } catch (error) {
    console.error('newsletter-unsubscribe: the database could not be reached', error)
    return text('Please try again later.', 503, { 'Retry-After': '60' })
  }
}
