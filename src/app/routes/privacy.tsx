import { paths } from '@/config/paths'
import source from '@/content/legal/privacy.md'
import { LegalPage } from '@/features/site/legal'

export function Component() {
  return <LegalPage source={source} path={paths.privacy} />
}
