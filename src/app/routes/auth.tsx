import { SignInPage } from '@/features/staff-auth'
import { QueryProvider } from '@/lib/query'

/** /auth: admin sign-in (lazy chunk: public pages never download it). */
export function Component() {
  return (
    <QueryProvider>
      <SignInPage />
    </QueryProvider>
  )
}
