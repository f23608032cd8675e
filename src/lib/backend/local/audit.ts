/**
 * The audit trail and privacy requests in local mode: audit_log read as the signed-in person
 * (only admins' reads match rows), audit_actors(), log_export(), export_person() and
 * erase_person(), each the migrations' own, under row-level security as every request is.
 */
import { parseInput } from '../parse-input'
import {
  auditFilterSchema,
  eraseReasonSchema,
  staffEmailSchema,
  type AuditPort,
  type AuditQuery,
  type PrivacyPort,
} from '../ports'
import { actorsFromRows, auditEntryFromRow, erasureFromRow, exportFromRow } from '../team-rows'
import { pageClause } from './list-query'
import { jsonRows, type Run } from './request'

export function createLocalAudit(run: Run): AuditPort {
  return {
    query: async (query: AuditQuery = {}) => {
      const { action, actorId } = parseInput(auditFilterSchema, { action: query.action, actorId: query.actorId })
      const params: unknown[] = []
      const where: string[] = []
      if (action) where.push(`action = $${params.push(action)}`)
      if (actorId) where.push(`actor_id = $${params.push(actorId)}`)
      const filter = where.length ? `where ${where.join(' and ')}` : ''
      return run('read', async (sql) => {
        const rows = await jsonRows(
          sql,
          `select to_jsonb(a) as row from public.audit_log a ${filter} order by at desc, id desc ${pageClause(query)}`,
          params,
        )
        const counted = await sql.query<{ total: number }>(
          `select count(*)::int as total from public.audit_log ${filter}`,
          params,
        )
        return { rows: rows.map(auditEntryFromRow), total: counted.rows[0]?.total ?? 0 }
      })
    },
    actors: () =>
      run('read', async (sql) =>
        actorsFromRows(await jsonRows(sql, 'select to_jsonb(a) as row from public.audit_actors() a')),
      ),
    logExport: async (rows) => {
      await run('admin-write', (sql) => sql.query('select public.log_export($1)', [rows]))
    },
  }
}

export function createLocalPrivacy(run: Run): PrivacyPort {
  return {
    export: async (email) => {
      const address = parseInput(staffEmailSchema, email)
      return run('admin-write', async (sql) =>
        exportFromRow((await jsonRows(sql, 'select public.export_person($1) as row', [address]))[0]),
      )
    },
    erase: async (email, reason) => {
      const address = parseInput(staffEmailSchema, email)
      const why = parseInput(eraseReasonSchema, reason)
      return run('admin-write', async (sql) =>
        erasureFromRow((await jsonRows(sql, 'select public.erase_person($1, $2) as row', [address, why]))[0]),
      )
    },
  }
}
