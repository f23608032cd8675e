/**
 * The audit trail over PostgREST (audit_log, newest first with an exact count; audit_actors())
 * and privacy requests (export_person(), erase_person()). CSV exports are recorded by the
 * database's export_leads() (export-leads.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { auditFilterSchema, staffEmailSchema, type AuditPort, type AuditQuery } from '../team-schema'
import { erasureRequestSchema, type PrivacyPort } from '../privacy-schema'
import { parseInput } from '../parse-input'
import { actorsFromRows, auditEntryFromRow, erasureFromRow, exportFromRow } from '../team-rows'
import type { Database } from './database.types'
import { dataOrThrow } from './errors'
import { readNewestFirst } from './paged-read'

type Client = SupabaseClient<Database>

export function createSupabaseAudit(client: Client): AuditPort {
  return {
    async query(query: AuditQuery = {}) {
      const { action, actorId } = parseInput(auditFilterSchema, { action: query.action, actorId: query.actorId })
      const matching = (head: boolean) => {
        let request = client.from('audit_log').select('*', { count: 'exact', head })
        if (action) request = request.eq('action', action)
        if (actorId) request = request.eq('actor_id', actorId)
        return request
      }
      return readNewestFirst(matching, 'at', query, auditEntryFromRow)
    },
    async actors() {
      return actorsFromRows(await dataOrThrow(client.rpc('audit_actors').retry(false), 'read'))
    },
  }
}

export function createSupabasePrivacy(client: Client): PrivacyPort {
  return {
    async export(email) {
      const address = parseInput(staffEmailSchema, email)
      return exportFromRow(await dataOrThrow(client.rpc('export_person', { email: address }), 'admin-write'))
    },
    async erase(email, request) {
      const address = parseInput(staffEmailSchema, email)
      const { reason, ticket } = parseInput(erasureRequestSchema, request)
      const erasure = await dataOrThrow(client.rpc('erase_person', { email: address, reason, ticket }), 'admin-write')
      return erasureFromRow(erasure)
    },
  }
}
