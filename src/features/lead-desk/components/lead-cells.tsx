import { Fragment } from 'react'
import { cn } from '@/lib/utils'

/**
 * An e-mail address or a host name that may break after its "@" and before the dots after it, so
 * a narrow column shows it whole on two lines instead of cutting it at any letter.
 */
export function AddressText({ text }: { text: string }) {
  const at = text.lastIndexOf('@')
  const [host = '', ...rest] = text.slice(at + 1).split('.')
  return (
    <>
      {at < 0 ? null : (
        <>
          {text.slice(0, at + 1)}
          <wbr />
        </>
      )}
      {host}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  )
}

/**
 * The lead's name as the row's button: it opens the lead (focus, Enter and Space as any button),
 * while a click anywhere else on the row does the same for the mouse.
 */
export function LeadNameButton({
  name,
  leadId,
  onOpen,
  className,
}: {
  name: string
  leadId: string
  onOpen: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      data-lead-name={leadId}
      className={cn(
        'rounded-sm text-left font-medium text-ink-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
      onClick={onOpen}
    >
      {name}
    </button>
  )
}
