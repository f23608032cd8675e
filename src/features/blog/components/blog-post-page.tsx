import { Loader2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useHydrating } from '@/lib/use-hydrating'
import { useUnlistedPost } from '../api/get-post'
import { usePosts } from '../api/get-posts'
import { useServedPost } from '../api/served-post'
import { relatedPosts } from '../lib/posts'
import { PostArticle } from './post-article'
import { RelatedPosts } from './related-posts'

/**
 * Blog detail (docs/product.md §2). A built-in post renders at once (it is prerendered), and so
 * does a custom post the build prerendered (served with its page) until the live read answers:
 * then the live version wins, and a post no longer published is treated as unknown (a failed
 * read keeps the served one). Another slug waits, behind a spinner, for the published custom
 * posts, then (when someone is signed in) for the read by slug, which shows an admin their drafts
 * and scheduled posts; a slug neither knows goes to /blog.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams()
  const { posts, isLoadingCustom, customFailed } = usePosts()
  const served = useServedPost(slug)
  const prerendered = isLoadingCustom || customFailed ? served : undefined
  const known = prerendered ?? posts.find((post) => post.slug === slug)
  const unlisted = useUnlistedPost(slug, !known && !isLoadingCustom)

  // A post the app shows starts at the top. The served page keeps its place: scrolling is a first
  // interaction (the app loads then), so a visitor hydrating it has often scrolled down already.
  const servedPage = useRef(useHydrating())
  useEffect(() => {
    if (servedPage.current) servedPage.current = false
    else window.scrollTo(0, 0)
  }, [slug])

  const post = known ?? unlisted
  if (!post) {
    if (post === undefined) {
      return (
        <div role="status" className="flex justify-center py-32">
          <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-700" />
          <span className="sr-only">Loading article</span>
        </div>
      )
    }
    return <Navigate to={paths.blog} replace />
  }
  return (
    <>
      <PostArticle key={post.slug} post={post} />
      <RelatedPosts posts={relatedPosts(posts, post.slug)} />
    </>
  )
}
