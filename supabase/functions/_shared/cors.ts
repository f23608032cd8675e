/** CORS for the configured site origins only (the chat and admin-users functions). */
function normalizeOrigin(value: string): string {
  return value.trim().replace(/\/+$/, '').toLowerCase()
}

export function allowedOrigin(request: Request, allowedOrigins: readonly string[]): string | null {
  const origin = request.headers.get('origin')
  if (!origin) return null
  const wanted = normalizeOrigin(origin)
  return allowedOrigins.some((o) => normalizeOrigin(o) === wanted) ? origin : null
}

export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'content-type, authorization, apikey, x-client-info',
    'Access-Control-Expose-Headers': 'retry-after',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}
