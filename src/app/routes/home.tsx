import { HomePage } from '@/features/site/home'

// The chat launcher sits in the public site's layout (site-layout.tsx), on every public page.
export function Component() {
  return <HomePage />
}
