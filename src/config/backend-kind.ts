/** `VITE_BACKEND` wins; unset, `supabase` when a project URL is set, else `local`. */
export type BackendKind = 'supabase' | 'local'

export function resolveBackendKind(raw: {
  VITE_BACKEND?: string | undefined
  VITE_SUPABASE_URL?: string | undefined
}): BackendKind {
  if (raw.VITE_BACKEND === 'supabase' || raw.VITE_BACKEND === 'local') return raw.VITE_BACKEND
  return raw.VITE_SUPABASE_URL ? 'supabase' : 'local'
}
