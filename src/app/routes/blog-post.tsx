import { BlogPostPage } from '@/features/blog'
import { QueryProvider } from '@/lib/query'

export function Component() {
  return (
    <QueryProvider>
      <BlogPostPage />
    </QueryProvider>
  )
}
