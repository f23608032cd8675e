import { useQueryClient } from '@tanstack/react-query'

/** After a change to a lead, the lists, counts and the lead's history are read again. */
export function useRefreshLead() {
  const client = useQueryClient()
  return (leadId: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin', 'submissions'] }),
      client.invalidateQueries({ queryKey: ['admin', 'notes', leadId] }),
    ])
}
