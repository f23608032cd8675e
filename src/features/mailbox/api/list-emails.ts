/**
 * Admins and compliance (RLS; anyone else reads no rows): one page of public.outbound_emails,
 * newest first, with how many there are. The database and the sender write these rows alone.
 */
import { useQuery } from '@tanstack/react-query'
import type { Page } from '@/lib/backend/page'
import type { Client } from '@/lib/backend/supabase/client'
import type { Tables } from '@/lib/backend/supabase/database.types'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { pageReadOptions } from '@/lib/read-options'

type Row = Tables<'outbound_emails'>

export interface OutboundEmail {
  id: string
  createdAt: string
  kind: Row['kind']
  /** null, or a tombstone ('hmac:...'), once the person was erased. */
  recipient: string | null
  subject: string | null
  text: string | null
  status: Row['status']
  attempts: number
  lastError: string | null
  sentAt: string | null
  /** The attachments' file names (a booking's .ics). */
  attachments: string[]
}

const names = (attachments: Row['attachments']): string[] =>
  Array.isArray(attachments)
    ? attachments.flatMap((item) =>
        item && typeof item === 'object' && !Array.isArray(item) && typeof item.filename === 'string'
          ? [item.filename]
          : [],
      )
    : []

const fromRow = (row: Row): OutboundEmail => ({
  id: row.id,
  createdAt: row.created_at,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  text: row.body_text,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  sentAt: row.sent_at,
  attachments: names(row.attachments),
})

export function listEmails(
  client: Client,
  query: { page?: number; pageSize?: number } = {},
): Promise<Page<OutboundEmail>> {
  const matching = (head: boolean) => client.from('outbound_emails').select('*', { count: 'exact', head })
  return readNewestFirst(matching, 'created_at', query, fromRow)
}

/** One page of e-mails; the previous page stays on screen while the next loads. */
export function useEmailsPage(query: { page: number; pageSize: number }) {
  return useQuery(pageReadOptions(['admin', 'mailbox', 'page', query], (client) => listEmails(client, query)))
}
