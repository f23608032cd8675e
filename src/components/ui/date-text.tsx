import { isoDate } from '@/lib/iso-date'

/**
 * A date as written ("June 1, 2023"), marked up as <time> with its machine-readable `dateTime`
 * when it parses: a <time> whose text is not itself a valid date needs that attribute.
 */
export function DateText({ date }: { date: string }) {
  const iso = isoDate(date)
  return iso ? <time dateTime={iso}>{date}</time> : <>{date}</>
}
