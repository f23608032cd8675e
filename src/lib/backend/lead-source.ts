/**
 * Where a lead came from, by the same rule as the database's stored `lead_source` column
 * (supabase/migrations/*_lead_desk.sql): the utm source, else the external referrer's host,
 * else 'Direct'. Zod-free: the dashboard and both adapters use it.
 */
const SCHEME_AND_HOST = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/:?#]+)/

export function leadSource(metadata: Record<string, unknown>): string {
  const attribution = metadata.attribution
  if (typeof attribution !== 'object' || attribution === null) return 'Direct'
  const { source, referrer } = attribution as Record<string, unknown>
  // btrim() in SQL trims spaces only
  const utm = typeof source === 'string' ? source.replace(/^ +| +$/g, '') : ''
  if (utm) return utm
  const host = typeof referrer === 'string' ? SCHEME_AND_HOST.exec(referrer)?.[1] : undefined
  return host ?? 'Direct'
}
