/**
 * Admins and compliance: one page of the audit trail, newest first, with how many entries match,
 * filtered by action and by person (checked before the query is sent). Entries are written by the
 * database alone; a member reads none, a visitor is refused (`forbidden`). Read through the
 * audit_entries view, which adds the name and address of the leads an entry names, as far as the
 * reader may read those leads (20261128001610_privacy_lookup.sql).
 */
import { useQuery } from '@tanstack/react-query'
import { pageReadOptions } from '@/lib/read-options'
import { AUDIT_ACTIONS, type AuditAction } from '@/lib/backend/kinds'
import type { Page } from '@/lib/backend/page'
import { parseAnswer, parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { auditEntryFromRow } from '@/lib/backend/team-rows'
import type { AuditEntry } from '@/lib/backend/team-schema'
import { z } from '@/lib/zod'

/** The audit view's filters, checked before the query is sent. */
export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.uuid().optional(),
})

/** A person an entry names: a lead that still exists (its name may be missing). */
const personSchema = z.object({ name: z.string().nullable(), email: z.string().nullable() })
export type AuditPerson = z.infer<typeof personSchema>
/** An entry with the people it names (none once their leads are erased). */
export type AuditRecord = AuditEntry & { people: AuditPerson[] }

const peopleSchema = z.object({ people: z.array(personSchema) })
export function auditRecordFromRow(row: unknown): AuditRecord {
  return { ...auditEntryFromRow(row), people: parseAnswer(peopleSchema, row, 'audit_entries').people }
}

export interface AuditQuery {
  action?: AuditAction
  actorId?: string
  page?: number
  pageSize?: number
}

export async function getAuditEntries(client: Client, query: AuditQuery = {}): Promise<Page<AuditRecord>> {
  const { action, actorId } = parseInput(auditFilterSchema, { action: query.action, actorId: query.actorId })
  const matching = (head: boolean) => {
    let request = client.from('audit_entries').select('*', { count: 'exact', head })
    if (action) request = request.eq('action', action)
    if (actorId) request = request.eq('actor_id', actorId)
    return request
  }
  return readNewestFirst(matching, 'at', query, auditRecordFromRow)
}

/** One page of the audit trail; the previous page stays on screen while the next loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery(pageReadOptions(['admin', 'audit', 'page', query], (client) => getAuditEntries(client, query)))
}
