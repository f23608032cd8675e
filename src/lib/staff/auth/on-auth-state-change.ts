/** Auth's changes (sign-in, sign-out, a refreshed token), as they happen in this tab or another. */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getClient } from '@/lib/backend'
import type { Client } from '@/lib/backend/supabase/client'
import { sessionQueryOptions } from './get-session'
import { sessionFromSupabase, type Session } from './session'

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'INITIAL_SESSION'

const FORWARDED_EVENTS = new Set<string>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
])
const isForwarded = (event: string): event is AuthEvent => FORWARDED_EVENTS.has(event)

/** Calls `listener` on each change; returns the unsubscribe function. */
export function onAuthStateChange(
  client: Client,
  listener: (event: AuthEvent, session: Session | null) => void,
): () => void {
  const { data } = client.auth.onAuthStateChange((event, session) => {
    if (isForwarded(event)) listener(event, session ? sessionFromSupabase(session) : null)
  })
  return () => data.subscription.unsubscribe()
}

/** Writes every auth change (sign-in, sign-out, refresh) into the session query while mounted. */
export function useSessionSync(enabled = true): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    let unsubscribe: (() => void) | undefined
    let active = true
    void getClient().then((client) => {
      if (!active) return
      unsubscribe = onAuthStateChange(client, (_event, session) =>
        queryClient.setQueryData(sessionQueryOptions.queryKey, session),
      )
    })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [enabled, queryClient])
}
