import type { ReactNode } from 'react'
import { PostHistoryContext, type PostHistoryProps } from '@/features/blog-editor'
import { PostHistoryDialog } from '@/features/post-history'

const history = (props: PostHistoryProps) => <PostHistoryDialog {...props} />

/** The posts list opens a post's history in the Post history feature's dialog. */
export function WithPostHistory({ children }: { children: ReactNode }) {
  return <PostHistoryContext value={history}>{children}</PostHistoryContext>
}
