/**
 * What a version changes in a post's fields against the version visitors read (or, for a post not
 * on the site, every field it has), each value as a reader would say it.
 */
import { newYorkTime } from '@/lib/staff/new-york-time'
import { postFieldLabel, SHOWN_POST_FIELDS } from '@/lib/staff/post-fields'
import type { PostFields } from '../api/get-review-queue'

export interface FieldChange {
  field: string
  label: string
  /** What visitors read now; null for a post not on the site. */
  live: string | null
  proposed: string
}

export const NO_VALUE = '(none)'

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (field === 'publish_at' && typeof value === 'string') return newYorkTime(value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export function fieldChanges(proposed: PostFields, live: PostFields | undefined): FieldChange[] {
  return SHOWN_POST_FIELDS.flatMap((field) => {
    const next = shown(field, proposed[field])
    const now = live ? shown(field, live[field]) : null
    if (now === next || (now === null && next === NO_VALUE)) return []
    return [{ field, label: postFieldLabel(field), live: now, proposed: next }]
  })
}
