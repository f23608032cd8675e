import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend, type AuditQuery, type Invitation, type StaffRole } from '@/lib/backend'

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'team', 'staff'],
    queryFn: async () => (await getBackend()).team.list(),
    staleTime: 0,
  })

/** One page of the audit trail, newest first; the previous page stays on screen meanwhile. */
export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'page', query],
    queryFn: async () => (await getBackend()).audit.query(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: async () => (await getBackend()).audit.actors(),
    staleTime: 0,
  })

export const useStaff = () => useQuery(staffQueryOptions())
export const useAuditPage = (query: AuditQuery) => useQuery(auditQueryOptions(query))
export const useAuditActors = () => useQuery(auditActorsQueryOptions())

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
