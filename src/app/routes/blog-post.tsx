import { BlogPostPage } from '@/features/blog/post'
import { QueryProvider } from '@/lib/query'

export function Component() {
  return (
    <QueryProvider>
      <BlogPostPage />
    </QueryProvider>
  )
}
