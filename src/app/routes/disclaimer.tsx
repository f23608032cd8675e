import { paths } from '@/config/paths'
import source from '@/content/legal/disclaimer.md'
import { LegalPage } from '@/features/site/legal'

export function Component() {
  return <LegalPage source={source} path={paths.disclaimer} />
}
