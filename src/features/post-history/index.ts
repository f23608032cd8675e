import { lazy } from 'react'

/**
 * Public API of the post history: a post's saved versions, who saved each, what changed, where
 * each stands in review and on the site; restoring one, submitting the newest draft. The app
 * hands it to the blog editor's posts list. A chunk of its own, fetched when a history opens.
 */
export const PostHistoryDialog = lazy(() =>
  import('./components/post-history-dialog').then((m) => ({ default: m.PostHistoryDialog })),
)
