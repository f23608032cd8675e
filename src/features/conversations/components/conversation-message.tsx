import { AnswerContent } from '@/components/chat-answer/answer-content'
import type { ChatRecord } from '@/lib/backend/records-schema'

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:no-underline'

/**
 * What a message said, as the visitor saw it: an answer's Markdown rendered as the chat renders it
 * (lists, bold, links; never HTML), then the sources shown under it; a question as it was typed.
 */
export function ConversationMessage({ message }: { message: ChatRecord }) {
  if (message.role === 'user') {
    return <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-900">{message.content}</p>
  }
  return (
    <div className="mt-1 text-sm break-words text-ink-900">
      <AnswerContent text={message.content} />
      {message.sources ? (
        <p className="mt-2 text-xs text-ink-700">
          Sources shown:{' '}
          {message.sources.map((source, index) => (
            <span key={source.url + index}>
              {index > 0 ? ', ' : null}
              <a href={source.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {source.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  )
}
