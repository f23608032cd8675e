import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import type { FieldChange } from '../lib/field-changes'

/** The fields this version changes: what visitors read now, and what they would read once approved. */
export function FieldDiff({ changes, isNew }: { changes: FieldChange[]; isNew: boolean }) {
  if (changes.length === 0) return <p className="text-sm text-ink-700">No field changes beside the text.</p>
  return (
    <Table frame="card" density="compact">
      <TableCaption>{isNew ? 'The post’s fields' : 'Fields changed against the live version'}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Field</TableHead>
          {isNew ? null : <TableHead>Live now</TableHead>}
          <TableHead>This version</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field} className="align-top">
            <TableHead scope="row">{change.label}</TableHead>
            {isNew ? null : <TableCell className="break-words">{change.live}</TableCell>}
            <TableCell className="break-words">{change.proposed}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
