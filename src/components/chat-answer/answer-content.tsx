import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import { parseAnswer, type Inline } from './parse-answer'

const linkClass = 'font-medium underline underline-offset-2 hover:no-underline'

function InlineContent({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) => {
    if (part.type === 'strong') return <strong key={i}>{part.text}</strong>
    if (part.type === 'text') return <Fragment key={i}>{part.text}</Fragment>
    if (part.external) {
      return (
        <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {part.text}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )
    }
    return (
      <Link key={i} to={part.href} className={linkClass}>
        {part.text}
      </Link>
    )
  })
}

/** An answer rendered as React elements from parsed text: never raw HTML. */
export function AnswerContent({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {parseAnswer(text).map((block, i) => {
        if (block.type === 'paragraph') {
          return (
            <p key={i}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  <InlineContent parts={line} />
                </Fragment>
              ))}
            </p>
          )
        }
        const items = block.items.map((item, j) => (
          <li key={j}>
            <InlineContent parts={item} />
          </li>
        ))
        return block.ordered ? (
          <ol key={i} start={block.start} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={i} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        )
      })}
    </div>
  )
}
