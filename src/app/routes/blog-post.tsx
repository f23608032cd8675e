import { BlogPostPage } from '@/features/blog/post'

export function Component() {
  return <BlogPostPage />
}
