/**
 * The audit trail over PostgREST (audit_log, newest first with an exact count; audit_actors())
 * and privacy requests (export_person(), erase_person()). CSV exports are recorded by the
 * database's export_leads() (export-leads.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  auditFilterSchema,
  erasureRequestSchema,
  staffEmailSchema,
  type AuditPort,
  type AuditQuery,
  type PrivacyPort,
} from '../ports'
import { parseInput } from '../parse-input'
import { pageRange } from '../query'
import { actorsFromRows, auditEntryFromRow, erasureFromRow, exportFromRow } from '../team-rows'
import type { Database } from './database.types'
import { fromPostgrest, run } from './errors'
import { readPage } from './paged-read'

type Client = SupabaseClient<Database>

export function createSupabaseAudit(client: Client): AuditPort {
  return {
    async query(query: AuditQuery = {}) {
      const { action, actorId } = parseInput(auditFilterSchema, { action: query.action, actorId: query.actorId })
      const { from, to } = pageRange(query)
      const matching = (head: boolean) => {
        let request = client.from('audit_log').select('*', { count: 'exact', head })
        if (action) request = request.eq('action', action)
        if (actorId) request = request.eq('actor_id', actorId)
        return request
      }
      const page = matching(false)
        .order('at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, to)
        .retry(false)
      return readPage(page, () => matching(true).retry(false), auditEntryFromRow)
    },
    async actors() {
      const { data, error, status } = await run(client.rpc('audit_actors').retry(false))
      if (error) throw fromPostgrest(error, status, 'read')
      return actorsFromRows(data)
    },
  }
}

export function createSupabasePrivacy(client: Client): PrivacyPort {
  return {
    async export(email) {
      const address = parseInput(staffEmailSchema, email)
      const { data, error, status } = await run(client.rpc('export_person', { email: address }))
      if (error) throw fromPostgrest(error, status, 'admin-write')
      return exportFromRow(data)
    },
    async erase(email, request) {
      const address = parseInput(staffEmailSchema, email)
      const { reason, ticket } = parseInput(erasureRequestSchema, request)
      const { data, error, status } = await run(client.rpc('erase_person', { email: address, reason, ticket }))
      if (error) throw fromPostgrest(error, status, 'admin-write')
      return erasureFromRow(data)
    },
  }
}
