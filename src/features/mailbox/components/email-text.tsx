import { Link } from 'react-router-dom'
import { splitLinks } from '../lib/text-links'

const LINK_CLASS = 'break-all text-brand-700 underline underline-offset-2 hover:text-brand-800'

/**
 * An e-mail's plain text as it reads, its links working: a link into this site opens here (the
 * manage-booking or newsletter page), any other in a new tab.
 */
export function EmailText({ text }: { text: string }) {
  return (
    <div className="max-h-[60vh] overflow-auto rounded-lg bg-ink-50 p-4 font-mono text-sm break-words whitespace-pre-wrap text-ink-900">
      {splitLinks(text, window.location.origin).map((segment, i) =>
        'text' in segment ? (
          segment.text
        ) : segment.inSite ? (
          <Link key={i} to={segment.inSite} className={LINK_CLASS}>
            {segment.label}
          </Link>
        ) : (
          <a key={i} href={segment.href} target="_blank" rel="noreferrer noopener" className={LINK_CLASS}>
            {segment.label}
          </a>
        ),
      )}
    </div>
  )
}
