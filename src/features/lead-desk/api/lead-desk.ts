import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getBackend } from '@/lib/backend'
import type { LeadStatus } from '@/lib/backend/kinds'

/** The source filter's choices (every source with its number of leads). */
const leadSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'submissions', 'sources'],
    queryFn: async () => (await getBackend()).submissions.sources(),
    staleTime: 60_000,
  })

/** A lead's notes and status changes, newest first. */
const leadHistoryQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ['admin', 'notes', leadId],
    queryFn: async () => (await getBackend()).notes.list(leadId, { pageSize: 100 }),
    staleTime: 0,
  })

export function useLeadSources() {
  return useQuery(leadSourcesQueryOptions())
}

export function useLeadHistory(leadId: string) {
  return useQuery(leadHistoryQueryOptions(leadId))
}

/** After a change the lists, counts and the lead's history are read again. */
function useRefreshLead() {
  const client = useQueryClient()
  return (leadId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'submissions'] }),
      client.invalidateQueries({ queryKey: ['admin', 'notes', leadId] }),
    ])
}

export function useSetStatus() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: LeadStatus }) =>
      (await getBackend()).submissions.setStatus(id, status),
    onSettled: (_data, _error, { id }) => refresh(id),
  })
}

export function useSetFollowUp() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, date }: { id: string; date: string | null }) =>
      (await getBackend()).submissions.setFollowUp(id, date),
    onSettled: (_data, _error, { id }) => refresh(id),
  })
}

export function useAddNote() {
  const refresh = useRefreshLead()
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }) => (await getBackend()).notes.add(id, body),
    onSuccess: (_data, { id }) => refresh(id),
  })
}
