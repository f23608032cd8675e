import { Suspense, useDeferredValue } from 'react'
import { useWatch, type Control } from 'react-hook-form'
// The article's own renderer (react-markdown), loaded with the editor, not with the dashboard.
import { LazyPostMarkdown as PostMarkdown } from '@/components/markdown/markdown-renderer'
import type { PostFormValues } from '../lib/post-form-schema'

/**
 * The content as the article will show it, beside the editor: the same renderer and styles, so
 * what the admin sees is what visitors get (raw HTML left out, headings from h2). Typing stays
 * quick: the preview follows a deferred copy of the text.
 */
export function MarkdownPreview({ control, id }: { control: Control<PostFormValues>; id: string }) {
  const content = useDeferredValue(useWatch({ control, name: 'content' }))
  return (
    <section aria-labelledby={id} className="grid content-start gap-1.5">
      <p id={id} className="text-sm font-medium text-ink-900">
        Preview
      </p>
      <div className="max-h-[32rem] min-h-40 overflow-auto rounded-lg border border-ink-200 bg-ink-50 p-4 text-ink-800">
        {content.trim() ? (
          <Suspense fallback={<p className="text-sm text-ink-600">Loading the preview…</p>}>
            <PostMarkdown source={content} />
          </Suspense>
        ) : (
          <p className="text-sm text-ink-600">The article appears here as you write.</p>
        )}
      </div>
    </section>
  )
}
