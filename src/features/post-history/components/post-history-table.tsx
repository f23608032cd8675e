import { RotateCcw, Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { newYorkTime } from '@/lib/staff/new-york-time'
import { postFieldLabel } from '@/lib/staff/post-fields'
import type { PostVersion } from '../api/get-post-history'
import { versionState } from '@/lib/posts/version-state'
import { VersionStateCell } from './version-state-cell'

const ACTION_LABELS: Record<PostVersion['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  restored: 'Restored',
  deleted: 'Deleted',
}

function whatChanged(revision: PostVersion, versions: PostVersion[]): string {
  const restored = versions.find((v) => v.id === revision.restoredFrom)
  const from = restored ? `Version ${restored.version} brought back. ` : ''
  if (revision.changed === null) return 'First saved version'
  const fields = revision.changed.length ? revision.changed.map(postFieldLabel).join(', ') : 'Nothing'
  return `${from}${fields}`
}

function savedBy(revision: PostVersion): string {
  if (revision.savedByEmail) return revision.savedByEmail
  return revision.savedBy ? 'A removed account' : 'The system (SQL editor or service)'
}

/** What a writer may do with the versions; absent for those who only read them. */
export interface VersionActions {
  busy: boolean
  onRestore: (revision: PostVersion) => void
  onSubmit: (revision: PostVersion) => void
}

/**
 * A post's versions, newest first: each one's state in review and on the site, who saved,
 * submitted and reviewed it and when (New York time). A writer restores any but the current one,
 * and submits the newest when it is a draft.
 */
export function PostHistoryTable({ versions, actions }: { versions: PostVersion[]; actions?: VersionActions }) {
  return (
    <Table region={{ 'aria-label': 'Saved versions' }}>
      <TableCaption>Saved versions, newest first (times are New York time)</TableCaption>
      <TableHeader>
        <TableRow>
          {['Version', 'Saved', 'State', 'What changed', ...(actions ? ['Actions'] : [])].map((heading) => (
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
            <TableCell>
              <time dateTime={revision.savedAt} className="whitespace-nowrap">
                {newYorkTime(revision.savedAt)}
              </time>
              <span className="block break-all">by {savedBy(revision)}</span>
            </TableCell>
            <TableCell>
              <VersionStateCell version={revision} state={versionState(revision)} />
            </TableCell>
            <TableCell>{whatChanged(revision, versions)}</TableCell>
            {actions ? (
              <TableCell>
                <div className="flex flex-col items-start gap-2">
                  {revision.submittable ? (
                    <Button size="xs" disabled={actions.busy} onClick={() => actions.onSubmit(revision)}>
                      <Send aria-hidden="true" className="size-4" />
                      Submit for review <span className="sr-only">version {revision.version}</span>
                    </Button>
                  ) : null}
                  {index === 0 ? (
                    <span className="text-ink-600">Current</span>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={actions.busy}
                      onClick={() => actions.onRestore(revision)}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore <span className="sr-only">version {revision.version}</span>
                    </Button>
                  )}
                </div>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
