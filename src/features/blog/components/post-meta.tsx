import { Calendar, User } from 'lucide-react'
import { isoDate } from '../lib/posts'

/** Date (as <time>) and author of a post. */
export function PostDate({ date, className = '' }: { date: string; className?: string }) {
  const iso = isoDate(date)
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <Calendar aria-hidden="true" className="size-4" />
      <time dateTime={iso || undefined}>{date}</time>
    </span>
  )
}

export function PostAuthor({ author, className = '' }: { author: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <User aria-hidden="true" className="size-4" />
      <span>
        <span className="sr-only">By </span>
        {author}
      </span>
    </span>
  )
}
