import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { AuditQuery, Invitation } from '@/lib/backend/team-schema'
import type { StaffRole } from '@/lib/backend/kinds'
import { pageReadOptions, readOptions } from '@/lib/staff/read-options'

export const useStaff = () => useQuery(readOptions(['admin', 'team', 'staff'], (b) => b.team.list()))

/** One page of the audit trail, newest first; the previous page stays on screen meanwhile. */
export const useAuditPage = (query: AuditQuery) =>
  useQuery(pageReadOptions(['admin', 'audit', 'page', query], (b) => b.audit.query(query)))

export const useAuditActors = () => useQuery(readOptions(['admin', 'audit', 'actors'], (b) => b.audit.actors()))

/** After a staff change, the list and the audit trail are read again. */
function useTeamMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'team'] }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      ]),
  })
}

export const useInvite = () =>
  useTeamMutation(async (invitation: Invitation) => (await getBackend()).team.invite(invitation))

export const useSetRole = () =>
  useTeamMutation(async ({ userId, role }: { userId: string; role: StaffRole }) =>
    (await getBackend()).team.setRole(userId, role),
  )

export const useRevoke = () => useTeamMutation(async (userId: string) => (await getBackend()).team.revoke(userId))

export const useResetFactors = () =>
  useTeamMutation(async (userId: string) => (await getBackend()).team.resetFactors(userId))
