/**
 * The visit: a random id for this tab's session and where the visit came from (the landing
 * URL's `utm_*` parameters, the external referrer's origin, the landing path). Kept in
 * sessionStorage: no cookie, nothing personal, gone when the tab closes. Every event carries
 * the id (so the Overview can count visits and conversions) and every lead of the visit stores
 * the attribution (so the lead desk shows where it came from).
 *
 * Dependency-free on purpose: the page's first script records the first view through it.
 */
import { appKey } from '@/lib/storage'

export const VISIT_KEY = appKey('visit')

/** Each stored value is cut to this many characters. */
const ATTRIBUTION_MAX_LENGTH = 200

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
const ATTRIBUTION_KEYS = [...UTM_KEYS, 'referrer', 'landing_page'] as const
type AttributionKey = (typeof ATTRIBUTION_KEYS)[number]
/** Only the keys the visit had; never an empty string. */
export type Attribution = Partial<Record<AttributionKey, string>>

export interface Visit {
  id: string
  attribution: Attribution
}

const cut = (value: string) => value.slice(0, ATTRIBUTION_MAX_LENGTH)

/** The referrer's origin when it is another site's; nothing for a same-site or bad referrer. */
function externalOrigin(referrer: string, ownOrigin: string): string | undefined {
  try {
    const origin = new URL(referrer).origin
    return origin !== 'null' && origin !== ownOrigin ? origin : undefined
  } catch {
    return undefined
  }
}

/** What the first page of a visit tells about its source. */
export function attributionFrom(landing: URL, referrer: string): Attribution {
  const attribution: Attribution = {}
  for (const key of UTM_KEYS) {
    const value = landing.searchParams.get(`utm_${key}`)?.trim()
    if (value) attribution[key] = cut(value)
  }
  const origin = externalOrigin(referrer, landing.origin)
  if (origin) attribution.referrer = cut(origin)
  attribution.landing_page = cut(landing.pathname)
  return attribution
}

function isVisit(value: unknown): value is Visit {
  if (typeof value !== 'object' || value === null) return false
  const { id, attribution } = value as Partial<Visit>
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    typeof attribution === 'object' &&
    attribution !== null &&
    Object.entries(attribution).every(
      ([key, v]) => (ATTRIBUTION_KEYS as readonly string[]).includes(key) && typeof v === 'string',
    )
  )
}

function readStored(): Visit | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null')
    return isVisit(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Kept for the page's life when storage is unavailable, so its events still share one id. */
let fallback: Visit | undefined

/**
 * This tab's visit, started on first use from the current URL and referrer (`isNew`: this call
 * started it). Later pages of the same tab session get the same id and the first page's
 * attribution.
 */
export function resolveVisit(): { visit: Visit; isNew: boolean } {
  const stored = readStored() ?? fallback
  if (stored) return { visit: stored, isNew: false }
  const visit: Visit = {
    id: globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
    attribution: attributionFrom(new URL(location.href), document.referrer),
  }
  try {
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit))
  } catch {
    fallback = visit // storage full or disabled: tracking never breaks the page
  }
  return { visit, isNew: true }
}

export function currentVisit(): Visit {
  return resolveVisit().visit
}

/** Tests only: forget the in-memory fallback. */
export function resetVisitForTests(): void {
  fallback = undefined
}
