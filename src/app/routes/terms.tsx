import { paths } from '@/config/paths'
import source from '@/content/legal/terms.md'
import { LegalPage } from '@/features/site/legal'

export function Component() {
  return <LegalPage source={source} path={paths.terms} />
}
