/**
 * The lead desk of the local backend, answering as the database does: only admins read or
 * change a lead's status and follow-up and read or add notes; a status change writes a history
 * entry (the trigger's job on Supabase); notes are never edited or deleted.
 */
import { createId } from '@/lib/utils'
import {
  BackendError,
  isoDateSchema,
  leadSource,
  leadStatusSchema,
  noteBodySchema,
  type LeadNote,
  type LeadNotesPort,
  type Submission,
  type SubmissionsPort,
} from '../ports'
import { parseInput } from '../parse-input'
import { pageRange } from '../query'
import { later, readableByAdmin, requireAdminWrite } from './access'
import type { LocalAuth } from './auth'
import { appendCapped, LOCAL_CAPS, newestFirst, type LocalTables } from './records'

export function createLocalTriage(
  tables: LocalTables,
  auth: LocalAuth,
): Pick<SubmissionsPort, 'setStatus' | 'setFollowUp' | 'sources'> {
  const entry = (submission: Submission, fields: Pick<LeadNote, 'kind' | 'status' | 'body'>): LeadNote => ({
    id: createId(),
    submissionId: submission.id,
    authorEmail: auth.currentUserEmail(),
    createdAt: new Date().toISOString(),
    ...fields,
  })
  /** Like an UPDATE under RLS: a visitor has no grant; rows others may not change are not found. */
  function update(id: string, change: (s: Submission) => Submission) {
    if (!auth.currentUserId()) throw new BackendError('forbidden', 'permission denied for table form_submissions')
    const rows = tables.submissions.read()
    const found = auth.currentUserIsAdmin() ? rows.find((s) => s.id === id) : undefined
    if (!found) throw new BackendError('not_found', `No submission with id ${id}`)
    const changed = change(found)
    tables.submissions.write(rows.map((s) => (s === found ? changed : s)))
    if (changed.status !== found.status) {
      const body = `Status changed from ${found.status} to ${changed.status}`
      tables.notes.update((notes) =>
        appendCapped(notes, entry(found, { kind: 'status', status: changed.status, body }), LOCAL_CAPS.notes),
      )
    }
  }
  return {
    setStatus: (id, value) =>
      later(() => {
        const status = parseInput(leadStatusSchema, value)
        update(id, (s) => ({ ...s, status }))
      }),
    setFollowUp: (id, date) =>
      later(() => {
        const followUpOn = parseInput(isoDateSchema.nullable(), date)
        update(id, (s) => ({ ...s, followUpOn }))
      }),
    sources: () =>
      later(() => {
        const counts = new Map<string, number>()
        if (readableByAdmin(auth, 'form_submissions')) {
          for (const s of tables.submissions.read()) {
            const source = leadSource(s.metadata)
            counts.set(source, (counts.get(source) ?? 0) + 1)
          }
        }
        return [...counts]
          .map(([source, leads]) => ({ source, leads }))
          .sort((a, b) => b.leads - a.leads || (a.source < b.source ? -1 : 1))
      }),
  }
}

export function createLocalNotes(tables: LocalTables, auth: LocalAuth): LeadNotesPort {
  return {
    list: (submissionId, paging = {}) =>
      later(() => {
        const mine = readableByAdmin(auth, 'lead_notes')
          ? tables.notes.read().filter((n) => n.submissionId === submissionId)
          : []
        const { from, to } = pageRange(paging)
        return { rows: newestFirst(mine, (n) => n.createdAt).slice(from, to + 1), total: mine.length }
      }),
    add: (submissionId, body) =>
      later(() => {
        const text = parseInput(noteBodySchema, body)
        if (!auth.currentUserId()) throw new BackendError('forbidden', 'permission denied for table lead_notes')
        requireAdminWrite(auth, 'lead_notes')
        if (!tables.submissions.read().some((s) => s.id === submissionId)) {
          throw new BackendError('invalid', 'insert or update on table "lead_notes" violates foreign key constraint')
        }
        const note: LeadNote = {
          id: createId(),
          submissionId,
          kind: 'note',
          status: null,
          body: text,
          authorEmail: auth.currentUserEmail(),
          createdAt: new Date().toISOString(),
        }
        tables.notes.update((notes) => appendCapped(notes, note, LOCAL_CAPS.notes))
      }),
  }
}
