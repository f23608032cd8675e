import { useId } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { ChatSource } from '../types'

const linkClass = 'font-medium underline underline-offset-2 hover:no-underline'

/** How many frames to wait for the cited page to show its section (a lazy route loads first). */
const MAX_FRAMES = 120

/**
 * Once the cited page shows its section (the router's ScrollRestoration scrolls to it), focus it:
 * keyboard and screen-reader users continue from where they landed. The element gets
 * tabindex=-1 when it is not focusable itself.
 */
export function focusSectionWhenShown(hash: string, frames = MAX_FRAMES): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return
  const attempt = (left: number) => {
    const target = document.getElementById(id)
    if (target) {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    } else if (left > 0) requestAnimationFrame(() => attempt(left - 1))
  }
  requestAnimationFrame(() => attempt(frames))
}

function SourceLink({ source }: { source: ChatSource }) {
  if (!source.url.startsWith('/')) {
    return (
      <a href={source.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {source.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return <SiteSourceLink source={source} />
}

/** An in-site source: the router navigates, then the section is focused (a plain click only). */
function SiteSourceLink({ source }: { source: ChatSource }) {
  const navigate = useNavigate()
  const hash = new URL(source.url, 'https://site.invalid').hash
  return (
    <Link
      to={source.url}
      className={linkClass}
      onClick={(event) => {
        const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
        if (!plain || !hash) return
        event.preventDefault()
        void Promise.resolve(navigate(source.url)).then(() => focusSectionWhenShown(hash))
      }}
    >
      {source.title}
    </Link>
  )
}

/** The passages an answer rests on, as links to their page and section, under the answer's text. */
export function Sources({ sources }: { sources: readonly ChatSource[] }) {
  const id = useId()
  if (sources.length === 0) return null
  return (
    <div data-slot="answer-sources" className="mt-2 border-t border-ink-300 pt-2 text-xs">
      <p id={id} className="font-semibold text-ink-800">
        Sources
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-1 pl-4">
        {sources.map((source) => (
          <li key={source.url}>
            <SourceLink source={source} />
          </li>
        ))}
      </ul>
    </div>
  )
}
