import { useId } from 'react'

/**
 * One of the firm's on/off settings: a checkbox for those who may change it (or a sentence
 * saying its state for those who may not), what it does under it, and an alert when it could not
 * be read.
 */
export function SettingToggle({
  label,
  hint,
  on,
  busy,
  readError,
  onChange,
  stateText,
}: {
  label: string
  hint: string
  /** The setting's state; undefined while it is read. */
  on: boolean | undefined
  busy: boolean
  readError: Error | null
  /** Absent: the reader may not change it, and reads `stateText` instead of a checkbox. */
  onChange?: (on: boolean) => void
  stateText?: (on: boolean | undefined) => string
}) {
  const hintId = useId()
  return (
    <div className="grid gap-1 rounded-xl border border-ink-200 bg-white p-4">
      {onChange ? (
        <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={on ?? false}
            disabled={busy}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
      ) : (
        <p className="text-sm font-medium text-ink-900">{stateText?.(on) ?? label}</p>
      )}
      <p id={hintId} className="text-sm text-ink-600">
        {hint}
      </p>
      {readError ? (
        <p role="alert" className="text-sm text-red-700">
          The setting could not be read: {readError.message}
        </p>
      ) : null}
    </div>
  )
}
