import { useState } from 'react'
import { TabSection } from '@/components/layout/tab-section'
import { FilterSelect } from '@/components/ui/filter-select'
import { QueryTable, TableCell, TableRow, tableText } from '@/components/ui/table'
import { formatDateTime } from '@/lib/format-date-time'
import { usePaging } from '@/lib/use-paging'
import { SUBSCRIBER_STATES, useSubscribersPage, type SubscriberState } from '../api/get-subscribers'

const PAGE_SIZE = 25
const ALL = 'all'
const TABLE_TEXT = tableText('the subscribers', {
  caption: 'Newsletter subscribers, newest first',
  columns: ['Address', 'State', 'Since', 'Signed up', 'Consent wording', 'Signed up on page'],
  empty: 'No subscribers match.',
})

const STATE_LABELS: Record<SubscriberState, string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
}
const STATE_OPTIONS = [
  { value: ALL, label: 'Every state' },
  ...SUBSCRIBER_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
]
const DESCRIPTION = (
  <p className="text-sm text-ink-700">
    An address is subscribed only once its owner confirms from our e-mail; every newsletter carries a one-click
    unsubscribe.
  </p>
)
const isState = (value: string): value is SubscriberState => SUBSCRIBER_STATES.some((state) => state === value)

/**
 * The Subscribers tab (admins; compliance reads): each newsletter address, its state and since
 * when, and the consent in force (the wording's version and the page). Erased addresses show as
 * such: the consent they gave is kept, the address is not.
 */
export function SubscribersTab() {
  const [state, setState] = useState(ALL)
  const { page, pagerAt } = usePaging(state, PAGE_SIZE)
  const result = useSubscribersPage({ ...(isState(state) ? { state } : {}), page, pageSize: PAGE_SIZE })
  const rows = result.data?.rows ?? []
  const pager = { label: 'Subscriber pages', noun: 'subscribers', ...pagerAt(rows.length, result.data?.total) }
  return (
    <TabSection id="subscribers" title="Newsletter subscribers" description={DESCRIPTION}>
      <FilterSelect label="State" className="w-64" value={state} options={STATE_OPTIONS} onChange={setState} />
      <QueryTable text={TABLE_TEXT} query={result} rows={rows} pager={pager}>
        {(subscriber) => (
          <TableRow key={subscriber.id} className="align-top">
            <TableCell className="min-w-48 wrap-anywhere">{subscriber.email ?? 'Erased on request'}</TableCell>
            <TableCell>{STATE_LABELS[subscriber.state]}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(subscriber.since)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(subscriber.signedUpAt)}</TableCell>
            <TableCell>{subscriber.consentVersion ?? 'Not confirmed'}</TableCell>
            <TableCell className="min-w-32 wrap-anywhere">{subscriber.consentPage ?? '-'}</TableCell>
          </TableRow>
        )}
      </QueryTable>
    </TabSection>
  )
}
