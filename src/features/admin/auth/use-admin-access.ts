import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { getBackend } from '@/lib/backend'

export type AdminAccess = 'checking' | 'admin'

/**
 * The dashboard's guard (SPEC sections 4, 6, 8): no session -> /auth; no admin role -> / with
 * 'Access Denied'; a failed lookup -> / with 'Failed to verify admin access'; a later sign-out
 * event -> /auth. Toasts are raised after the redirect; sonner replays them to a <Toaster> that
 * mounts later. The database enforces the same rule (RLS); this is only the experience.
 */
export function useAdminAccess(): AdminAccess {
  const navigate = useNavigate()
  const [access, setAccess] = useState<AdminAccess>('checking')

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | undefined

    async function check() {
      const backend = await getBackend()
      const session = await backend.auth.getSession().catch(() => null)
      if (!active) return
      if (!session) {
        void navigate(paths.auth, { replace: true })
        return
      }
      let isAdmin: boolean
      try {
        isAdmin = await backend.auth.isAdmin(session.user.id)
      } catch {
        if (!active) return
        void navigate(paths.home, { replace: true })
        toast.error('Failed to verify admin access')
        return
      }
      if (!active) return
      if (!isAdmin) {
        // Signed in with an account that may not enter: end that session so /auth works again.
        await backend.auth.signOut().catch(() => undefined)
        if (!active) return
        void navigate(paths.home, { replace: true })
        toast.error('Access Denied', { description: "You don't have admin privileges" })
        return
      }
      setAccess('admin')
      unsubscribe = backend.auth.onAuthStateChange((event) => {
        if (event === 'SIGNED_OUT') void navigate(paths.auth, { replace: true })
      })
    }

    check().catch(() => {
      // the backend itself could not be loaded (offline, a failed chunk): treat as a failed lookup
      if (!active) return
      void navigate(paths.home, { replace: true })
      toast.error('Failed to verify admin access')
    })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [navigate])

  return access
}
