import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { PostRevision } from '@/lib/backend/records-schema'
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
    <Table>
      <TableCaption>Saved versions, newest first</TableCaption>
      <TableHeader>
        <TableRow>
          {['Version', 'Saved', 'By', 'What changed', 'Restore'].map((heading) => (
            <TableHead key={heading}>{heading}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {versions.map((revision, index) => (
          <TableRow key={revision.id} className="align-top">
            <TableCell className="whitespace-nowrap">
              {revision.version}: {ACTION_LABELS[revision.action]}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(revision.savedAt)}</TableCell>
            <TableCell className="break-words">{savedBy(revision)}</TableCell>
            <TableCell>{whatChanged(revision, versions)}</TableCell>
            <TableCell>
              {index === 0 ? (
                <span className="text-ink-600">Current</span>
              ) : (
                <Button size="xs" variant="outline" disabled={restoring} onClick={() => onRestore(revision)}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restore <span className="sr-only">version {revision.version}</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
