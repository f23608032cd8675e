/**
 * Admins and compliance: one page of the newsletter's addresses, newest first, with how many
 * match, filtered by state. The database writes these rows alone (sign-up, confirm, unsubscribe,
 * erasure); anyone else reads none.
 */
import { useQuery } from '@tanstack/react-query'
import type { Page } from '@/lib/backend/page'
import { parseInput } from '@/lib/backend/parse-input'
import type { Client } from '@/lib/backend/supabase/client'
import type { Database } from '@/lib/backend/supabase/database.types'
import { readNewestFirst } from '@/lib/backend/supabase/paged-read'
import { pageReadOptions } from '@/lib/read-options'
import { z } from '@/lib/zod'

export const SUBSCRIBER_STATES = ['pending', 'subscribed', 'unsubscribed'] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]

type Row = Database['public']['Tables']['newsletter_subscribers']['Row']

export interface Subscriber {
  id: string
  /** null once erased on request. */
  email: string | null
  state: SubscriberState
  since: string
  signedUpAt: string
  consentVersion: string | null
  consentPage: string | null
}

export interface SubscriberQuery {
  state?: SubscriberState
  page?: number
  pageSize?: number
}

const filterSchema = z.object({ state: z.enum(SUBSCRIBER_STATES).optional() })

const fromRow = (row: Row): Subscriber => ({
  id: row.id,
  email: row.email,
  state: row.state,
  since: row.state_at,
  signedUpAt: row.created_at,
  consentVersion: row.consent_version,
  consentPage: row.consent_page,
})

export async function getSubscribers(client: Client, query: SubscriberQuery = {}): Promise<Page<Subscriber>> {
  const { state } = parseInput(filterSchema, { state: query.state })
  const matching = (head: boolean) => {
    const request = client.from('newsletter_subscribers').select('*', { count: 'exact', head })
    return state ? request.eq('state', state) : request
  }
  return readNewestFirst(matching, 'created_at', query, fromRow)
}

/** One page of subscribers; the previous page stays on screen while the next loads. */
export function useSubscribersPage(query: SubscriberQuery) {
  return useQuery(pageReadOptions(['admin', 'subscribers', 'page', query], (client) => getSubscribers(client, query)))
}
