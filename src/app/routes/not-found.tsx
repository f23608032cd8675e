import { NotFoundPage } from '@/features/site/not-found'

export function Component() {
  return <NotFoundPage />
}
