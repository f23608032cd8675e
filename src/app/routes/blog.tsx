import { BlogListPage } from '@/features/blog/list'
import { NewsletterBox } from '@/features/leads'

export function Component() {
  return <BlogListPage aside={<NewsletterBox />} />
}
