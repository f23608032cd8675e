import { Spinner } from './spinner'

export interface QueryListText {
  /** The list's accessible name, e.g. 'Versions waiting for review, oldest first'. */
  label: string
  loading: string
  /** Put before the error's message, e.g. 'The review queue could not be loaded'. */
  failed: string
  empty: string
}

/**
 * The items a query read, as an ordered list each drawn by `children`; while they load a spinner,
 * none a dashed box saying so, a failed read an alert with its message.
 */
export function QueryList<Item>({
  query,
  text,
  itemKey,
  children: drawItem,
}: {
  query: { isPending: boolean; error: Error | null; data?: readonly Item[] | undefined }
  text: QueryListText
  itemKey: (item: Item) => string | number
  children: (item: Item) => React.ReactNode
}) {
  if (query.isPending) return <Spinner label={text.loading} />
  if (query.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {text.failed}: {query.error.message}
      </p>
    )
  if (!query.data?.length)
    return (
      <p className="rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center text-ink-700">
        {text.empty}
      </p>
    )
  return (
    <ol aria-label={text.label} className="grid gap-4">
      {query.data.map((item) => (
        <li key={itemKey(item)}>{drawItem(item)}</li>
      ))}
    </ol>
  )
}
