import { createContext, type ReactNode } from 'react'
import type { BlogPost } from '@/lib/backend/posts-schema'

/** What the posts list gives a post's history when it opens it. */
export interface PostHistoryProps {
  post: BlogPost
  onClose: () => void
  /** A version was brought back: the post as it now is. */
  onRestored: (post: BlogPost) => void
}

/** How the posts list shows a post's history: the app provides the Post history feature's dialog (none: no History button). */
export const PostHistoryContext = createContext<((props: PostHistoryProps) => ReactNode) | null>(null)
