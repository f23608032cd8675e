import { DialogFrame } from '@/components/ui/dialog-frame'
import { shownUntilClosed, type Closing } from '@/components/ui/use-opened-from'
import { formatDateTime } from '@/lib/format-date-time'
import type { OutboundEmail } from '../api/list-emails'
import { KIND_LABELS, recipientLabel, STATUS_LABELS } from '../lib/labels'
import { EmailText } from './email-text'

/** What an e-mail is called: its subject, else its kind (an erased one has none). */
export const emailName = (email: OutboundEmail) => email.subject ?? KIND_LABELS[email.kind]

/** One e-mail as its recipient would read it: who, when, its state, its text with working links. */
export function EmailDialog({ email, closing }: { email: OutboundEmail; closing: Closing }) {
  const facts = [
    ['To', recipientLabel(email.recipient)],
    ['Kind', KIND_LABELS[email.kind]],
    ['Status', STATUS_LABELS[email.status]],
    ['Attachments', email.attachments.join(', ') || null],
    ['Last error', email.lastError],
  ] as const
  return (
    <DialogFrame
      title={emailName(email)}
      description={<>Written {formatDateTime(email.createdAt)}.</>}
      className="max-w-3xl"
      closeLabel="Close"
      {...shownUntilClosed(closing)}
    >
      <dl className="grid gap-1 text-sm">
        {facts.map(([label, value]) =>
          value ? (
            <div key={label} className="grid gap-x-3 sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-ink-800">{label}</dt>
              <dd className="break-all text-ink-900">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {email.text === null ? (
        <p className="text-sm text-ink-700">The text was erased on request.</p>
      ) : (
        <EmailText text={email.text} />
      )}
    </DialogFrame>
  )
}
