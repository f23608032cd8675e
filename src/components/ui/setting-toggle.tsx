import { useId } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/ui/error-alert'

/** What a setting's change says: `saying` the new state, or that the database refused it. */
export const settingChangeToasts = <Settings,>(saying: (settings: Settings) => string) => ({
  changed: (settings: Settings) => toast.success(saying(settings)),
  refused: (error: Error) => toast.error('The setting was not changed', { description: error.message }),
})

/**
 * One of the firm's on/off settings: a checkbox for those who may change it (or a sentence
 * saying its state for those who may not), what it does under it, and an alert when it could not
 * be read.
 */
export function SettingToggle<Settings>({
  label,
  hint,
  query,
  on: isOn,
  change,
  stateText,
}: {
  label: string
  hint: string
  /** The read of the settings. */
  query: { data?: Settings | undefined; isPending: boolean; error: Error | null }
  /** The setting's state in what was read. */
  on: (settings: Settings) => boolean
  /** Absent: the reader may not change it, and reads `stateText` instead of a checkbox. */
  change?: { isPending: boolean; mutate: (on: boolean) => void } | undefined
  stateText?: (on: boolean | undefined) => string
}) {
  const hintId = useId()
  const on = query.data === undefined ? undefined : isOn(query.data)
  return (
    <div className="grid gap-1 rounded-xl border border-ink-200 bg-white p-4">
      {change ? (
        <label className="flex items-center gap-3 text-sm font-medium text-ink-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={on ?? false}
            disabled={query.isPending || change.isPending}
            aria-describedby={hintId}
            onChange={(event) => change.mutate(event.target.checked)}
          />
          {label}
        </label>
      ) : (
        <p className="text-sm font-medium text-ink-900">{stateText?.(on) ?? label}</p>
      )}
      <p id={hintId} className="text-sm text-ink-600">
        {hint}
      </p>
      <ErrorAlert error={query.error} prefix="The setting could not be read:" />
    </div>
  )
}
