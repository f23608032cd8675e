import { BlogListPage } from '@/features/blog/list'
import { NewsletterBox } from '@/features/leads'
import { QueryProvider } from '@/lib/query'

export function Component() {
  return (
    <QueryProvider>
      <BlogListPage aside={<NewsletterBox />} />
    </QueryProvider>
  )
}
