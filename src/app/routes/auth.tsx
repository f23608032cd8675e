import { SignInPage } from '@/features/admin'

/** /auth: admin sign-in (lazy chunk: public pages never download it). */
export function Component() {
  return <SignInPage />
}
