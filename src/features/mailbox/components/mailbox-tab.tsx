import { TabSection } from '@/components/layout/tab-section'
import { OpenRowButton } from '@/components/ui/open-row-button'
import { QueryTable, TableCell, TableRow, tableText } from '@/components/ui/table'
import { useOpenedFrom } from '@/components/ui/use-opened-from'
import { formatDateTime } from '@/lib/format-date-time'
import { usePaging } from '@/lib/use-paging'
import { useEmailsPage, type OutboundEmail } from '../api/list-emails'
import { KIND_LABELS, recipientLabel, STATUS_LABELS } from '../lib/labels'
import { EmailDialog, emailName } from './email-dialog'

const PAGE_SIZE = 25
const TABLE_TEXT = tableText('the mailbox', {
  caption: 'E-mails the site wrote, newest first',
  columns: ['When', 'To', 'Subject', 'Kind', 'Status', 'E-mail'],
  empty: 'No e-mail yet. Book a consultation or sign up for the newsletter, and it shows here.',
})
const DESCRIPTION = (
  <p className="text-sm text-ink-700">
    This local demo sends no e-mail: here is every e-mail the site would have sent, with its links working.
  </p>
)

/**
 * The Mailbox tab (local mode only; admins and compliance): public.outbound_emails newest first,
 * like a development mail catcher; each one opens to its text.
 */
export function MailboxTab() {
  const dialog = useOpenedFrom<OutboundEmail>()
  const { page, pagerAt } = usePaging('mailbox', PAGE_SIZE)
  const result = useEmailsPage({ page, pageSize: PAGE_SIZE })
  const rows = result.data?.rows ?? []
  const pager = { label: 'Mailbox pages', noun: 'e-mails', ...pagerAt(rows.length, result.data?.total) }
  return (
    <TabSection id="mailbox" title="Mailbox" description={DESCRIPTION}>
      <QueryTable text={TABLE_TEXT} query={result} rows={rows} pager={pager}>
        {(email) => (
          <TableRow key={email.id} className="align-top">
            <TableCell className="whitespace-nowrap">{formatDateTime(email.createdAt)}</TableCell>
            <TableCell className="min-w-48 wrap-anywhere">{recipientLabel(email.recipient)}</TableCell>
            <TableCell className="min-w-44 break-words">{email.subject ?? 'Erased on request'}</TableCell>
            <TableCell>{KIND_LABELS[email.kind]}</TableCell>
            <TableCell>{STATUS_LABELS[email.status]}</TableCell>
            <TableCell>
              <OpenRowButton name={emailName(email)} onOpen={(button) => dialog.open(button, email)} />
            </TableCell>
          </TableRow>
        )}
      </QueryTable>
      {dialog.shown ? <EmailDialog email={dialog.shown} closing={dialog.closing} /> : null}
    </TabSection>
  )
}
