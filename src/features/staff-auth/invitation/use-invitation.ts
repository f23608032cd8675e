import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getClient } from '@/lib/backend'
import { isBackendError } from '@/lib/backend/errors'
import { sessionQueryOptions } from '@/lib/staff/auth/get-session'
import type { Session } from '@/lib/staff/auth/session'
import { acceptInvitation } from './accept-invitation'
import { clearInvitationLink, readInvitationLink } from './invite-tokens'

export type InvitationState =
  { status: 'opening' } | { status: 'open'; session: Session } | { status: 'refused'; message: string }

const NO_LINK = 'This page opens from the link in your invitation e-mail, and that link is not here.'

/**
 * Reads the invitation's tokens from the address once, clears them from the address bar and the
 * history at once (before anything is asked), then opens the invited person's session.
 */
export function useInvitation(): InvitationState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<InvitationState>({ status: 'opening' })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const link = readInvitationLink(new URL(window.location.href))
    clearInvitationLink()
    async function open(): Promise<InvitationState> {
      if (!link) return { status: 'refused', message: NO_LINK }
      if ('error' in link) return { status: 'refused', message: link.error }
      try {
        const session = await acceptInvitation(await getClient(), link.tokens)
        queryClient.setQueryData(sessionQueryOptions.queryKey, session)
        return { status: 'open', session }
      } catch (error) {
        return {
          status: 'refused',
          message: isBackendError(error) ? error.message : 'The invitation could not be opened.',
        }
      }
    }
    void open().then(setState)
  }, [queryClient])
  return state
}
