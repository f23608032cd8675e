import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { PostRevision } from '@/lib/backend'
import { formatDateTime } from '@/lib/format-date-time'

const ACTION_LABELS: Record<PostRevision['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  restored: 'Restored',
  deleted: 'Deleted',
}

/** blog_posts columns as the editor names them; a column added later shows as its name. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  slug: 'Slug',
  image: 'Image',
  author: 'Author',
  date: 'Date',
  published: 'Published',
  publish_at: 'Publish time',
  meta_description: 'Meta description',
  social_image: 'Social image',
}
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replaceAll('_', ' ')

function whatChanged(revision: PostRevision, versions: PostRevision[]): string {
  const restored = versions.find((v) => v.id === revision.restoredFrom)
  const from = restored ? `Version ${restored.version} brought back. ` : ''
  if (revision.changed === null) return 'First saved version'
  const fields = revision.changed.length ? revision.changed.map(fieldLabel).join(', ') : 'Nothing'
  return `${from}${fields}`
}

function savedBy(revision: PostRevision): string {
  if (revision.savedByEmail) return revision.savedByEmail
  return revision.savedBy ? 'A removed account' : 'The system (SQL editor or service)'
}

/** A post's versions, newest first: each but the current one can be restored. */
export function PostHistoryTable({
  versions,
  restoring,
  onRestore,
}: {
  versions: PostRevision[]
  restoring: boolean
  onRestore: (revision: PostRevision) => void
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saved versions, newest first</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {['Version', 'Saved', 'By', 'What changed', 'Restore'].map((heading) => (
              <th key={heading} scope="col" className="p-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {versions.map((revision, index) => (
            <tr key={revision.id} className="border-t border-ink-200 align-top">
              <td className="p-3 whitespace-nowrap">
                {revision.version}: {ACTION_LABELS[revision.action]}
              </td>
              <td className="p-3 whitespace-nowrap">{formatDateTime(revision.savedAt)}</td>
              <td className="p-3 break-words">{savedBy(revision)}</td>
              <td className="p-3">{whatChanged(revision, versions)}</td>
              <td className="p-3">
                {index === 0 ? (
                  <span className="text-ink-600">Current</span>
                ) : (
                  <Button size="xs" variant="outline" disabled={restoring} onClick={() => onRestore(revision)}>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Restore <span className="sr-only">version {revision.version}</span>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
