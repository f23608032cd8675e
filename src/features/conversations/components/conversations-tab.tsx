import { MessagesSquare } from 'lucide-react'
import { useId, useState } from 'react'
import { DateRangeFields, isDayRangeValid, NO_DAY_RANGE, type DayRange } from '@/components/ui/date-range-fields'
import { OpenRowButton } from '@/components/ui/open-row-button'
import { SearchField } from '@/components/ui/search-field'
import { QueryTable, TableCell, TableRow, tableText } from '@/components/ui/table'
import { useOpenedFrom } from '@/components/ui/use-opened-from'
import type { ConversationSummary } from '@/lib/backend/records-schema'
import { formatNewYork, newYorkToday } from '@/lib/new-york-date'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { MAX_CONVERSATION_SEARCH, useConversations } from '../api/get-conversations'
import { ConversationDialog } from './conversation-dialog'
import { ConversationLeadCell } from './conversation-lead'
import { DeleteConversationDialog } from './delete-conversation-dialog'

const PAGE_SIZE = 25
const TABLE_TEXT = tableText('the conversations', {
  caption: 'Chat conversations, newest first',
  columns: [
    'Started (New York)',
    'First question',
    'Questions',
    'Last message (New York)',
    'Lead',
    'Transcript',
    'Delete',
  ],
  empty: 'No conversations match.',
})

/**
 * The Conversations tab (admins: the database shows transcripts to no one else): one row per chat
 * conversation, newest first, searched, narrowed to the New York days it started on, and paged on
 * the server, with the lead it became (a Chat Handoff). Paging is by keyset, so it keeps the
 * `before_id` of each older page opened and goes back by dropping the last one.
 */
export function ConversationsTab() {
  const id = useId()
  const [search, setSearch] = useState('')
  const [days, setDays] = useState<DayRange>(NO_DAY_RANGE)
  const [cursors, setCursors] = useState<number[]>([])
  const dialog = useOpenedFrom<ConversationSummary>()
  const term = useDebouncedValue(search.trim())
  // A range that ends before it starts is not asked for: the list stays as it was, the field says why.
  const [asked, setAsked] = useState<DayRange>(NO_DAY_RANGE)
  const result = useConversations({
    search: term || undefined,
    fromDay: asked.from || undefined,
    toDay: asked.to || undefined,
    beforeId: cursors.at(-1),
    pageSize: PAGE_SIZE,
  })
  const next = result.data?.nextBeforeId ?? null
  const pager = {
    label: 'Conversation pages',
    previous: {
      label: 'Newer',
      disabled: cursors.length === 0,
      onClick: () => setCursors((opened) => opened.slice(0, -1)),
    },
    next: {
      label: 'Older',
      disabled: next === null || result.isPlaceholderData,
      onClick: () => (next === null ? undefined : setCursors((opened) => [...opened, next])),
    },
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink-900">
        Conversations
      </h2>
      <div className="flex flex-wrap items-start gap-3">
        <SearchField
          label="Search conversations"
          className="max-w-xl min-w-60 flex-1"
          value={search}
          maxLength={MAX_CONVERSATION_SEARCH}
          onChange={(value) => {
            setSearch(value)
            setCursors([])
          }}
          placeholder="Any word of a question or an answer"
        />
        <DateRangeFields
          legend="Started between (New York days)"
          value={days}
          max={newYorkToday()}
          onChange={(range) => {
            setDays(range)
            if (!isDayRangeValid(range)) return
            setAsked(range)
            setCursors([])
          }}
        />
      </div>
      <QueryTable text={TABLE_TEXT} query={result} rows={result.data?.rows ?? []} pager={pager}>
        {(conversation) => (
          <TableRow key={conversation.conversationId} className="align-top">
            <TableCell className="whitespace-nowrap">{formatNewYork(conversation.startedAt)}</TableCell>
            <TableCell className="break-words">{conversation.firstQuestion}</TableCell>
            <TableCell>{conversation.turns}</TableCell>
            <TableCell className="whitespace-nowrap">{formatNewYork(conversation.lastAt)}</TableCell>
            <TableCell>
              <ConversationLeadCell lead={conversation.lead} />
            </TableCell>
            <TableCell>
              <OpenRowButton
                icon={MessagesSquare}
                name={`conversation: ${conversation.firstQuestion}`}
                onOpen={(button) => dialog.open(button, conversation)}
              />
            </TableCell>
            <TableCell>
              <DeleteConversationDialog conversation={conversation} />
            </TableCell>
          </TableRow>
        )}
      </QueryTable>
      {dialog.shown ? <ConversationDialog conversation={dialog.shown} closing={dialog.closing} /> : null}
    </section>
  )
}
