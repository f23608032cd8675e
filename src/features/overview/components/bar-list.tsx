/** Horizontal bars with their label and value written out (the bar only shows the proportion). */
export function BarList({ items, empty }: { items: { label: string; value: number; note?: string }[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-ink-600">{empty}</p>
  const max = Math.max(1, ...items.map((item) => item.value))
  return (
    <ul className="grid grid-cols-1 gap-2">
      {items.map((item, i) => (
        <li key={i} className="grid grid-cols-1 gap-1">
          <div className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-ink-900" title={item.label}>
              {item.label}
            </span>
            <span className="shrink-0 text-ink-700 tabular-nums">
              {item.value.toLocaleString('en-US')}
              {item.note ? <span className="ml-2 text-ink-600">{item.note}</span> : null}
            </span>
          </div>
          <div className="h-2 rounded-full bg-ink-100">
            <div className="h-2 rounded-full bg-brand-700" style={{ width: `${(item.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
