/** Event -> `site_events` row. Type-only imports: the light event path uses it without zod. */
import type { SiteEventInput } from './events-schema'
import type { Json, TablesInsert } from './supabase/database.types'

export function eventToRow(input: SiteEventInput): TablesInsert<'site_events'> {
  return {
    type: input.type,
    details: input.details,
    metadata: JSON.parse(JSON.stringify(input.metadata)) as Json,
    page: input.page,
    user_agent: input.userAgent,
  }
}
