import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'

/** `/admin` shows nothing and goes straight to `/auth`. Prerenders as an empty page. */
export function Component() {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(paths.auth, { replace: true })
  }, [navigate])
  return null
}
