import { frameDocument } from '../lib/frame-document'
import type { ArchiveRecord } from '../lib/archive-record'

/** JSON is shown indented; what does not parse, as it is. */
function readable(record: ArchiveRecord): string {
  if (record.contentType !== 'application/json') return record.content
  try {
    return JSON.stringify(JSON.parse(record.content), null, 2)
  } catch {
    return record.content
  }
}

/**
 * The archived version as it looked: HTML in a sandboxed frame (sandbox="" : no script, form,
 * popup or navigation runs), Markdown and JSON as text.
 */
export function RecordContent({ record, name }: { record: ArchiveRecord; name: string }) {
  if (record.contentType === 'text/html') {
    return (
      <iframe
        sandbox=""
        srcDoc={frameDocument(record.content)}
        title={`${name}, as visitors saw it`}
        className="h-[50vh] w-full rounded-lg border border-ink-200 bg-white"
      />
    )
  }
  return (
    <div
      role="region"
      aria-label={`${name}, as archived`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so the keyboard scrolls it (WCAG 2.1.1)
      tabIndex={0}
      className="max-h-[50vh] overflow-auto rounded-lg border border-ink-200 bg-ink-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <pre className="font-mono text-sm break-words whitespace-pre-wrap text-ink-900">{readable(record)}</pre>
    </div>
  )
}
