import { AboutPage } from '@/features/site/about'

export function Component() {
  return <AboutPage />
}
