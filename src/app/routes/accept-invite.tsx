import { AcceptInvitePage } from '@/features/staff-auth'
import { QueryProvider } from '@/lib/query'

/** /auth/accept-invite: an invited colleague sets a password (lazy chunk: public pages never download it). */
export function Component() {
  return (
    <QueryProvider>
      <AcceptInvitePage />
    </QueryProvider>
  )
}
