import { ProcessPage } from '@/features/site/process'

export function Component() {
  return <ProcessPage />
}
