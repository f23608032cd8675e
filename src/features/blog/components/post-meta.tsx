import { Calendar, User } from 'lucide-react'
import { DateText } from '@/components/ui/date-text'

/** Date (as <time>) and author of a post. */
export function PostDate({ date, className = '' }: { date: string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <Calendar aria-hidden="true" className="size-4" />
      <DateText date={date} />
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
