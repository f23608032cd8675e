/**
 * The archive rows a filter selects, for the list and the export. The local project's PostgREST
 * (src/lib/backend/local/project/grammar.ts) knows `eq`, `lte` and `ilike`, not `gte` or `lt`, so
 * both ends are written with `lte`: the last day's end as `archived_at <= justBefore(end)`, and
 * the first day's start by counting the rows before it (`archived_at <= justBefore(start)`),
 * which are the last rows of a read newest first and the first of a read oldest first.
 */
import { ARCHIVE_KINDS, type ArchiveKind } from '../lib/archive-record'
import { instantsOf, justBefore, type DayRange } from '../lib/archive-window'
import type { Client } from '@/lib/backend/supabase/client'
import { countOf } from '@/lib/backend/supabase/paged-read'
import { z } from '@/lib/zod'

const day = z.iso.date({ error: 'Choose a date' })

/** The filters a person sets, checked before any request. */
export const archiveFilterSchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    kind: z.enum(ARCHIVE_KINDS).optional(),
    address: z.string().trim().max(200, 'At most 200 characters').optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'The first day comes after the last',
    path: ['to'],
  })

export interface ArchiveFilter extends DayRange {
  kind?: ArchiveKind | undefined
  address?: string | undefined
}

/** A select of the archive that the filter's conditions can be added to. */
interface Narrowable<Self> {
  eq(column: 'kind', value: ArchiveKind): Self
  ilike(column: 'address', pattern: string): Self
  lte(column: 'archived_at', value: string): Self
}

/** `ilike` reads `%`, `_` and `\` as a pattern's own, and PostgREST `*` as `%`: the typed text is matched as it is. */
const containing = (text: string) => `%${text.replaceAll('*', '').replace(/[\\%_]/g, '\\$&')}%`

/** The filter's kind and address, and the rows archived no later than `upTo`. */
export function narrow<S extends Narrowable<S>>(select: S, filter: ArchiveFilter, upTo: string | undefined): S {
  let request = select
  if (filter.kind) request = request.eq('kind', filter.kind)
  if (filter.address) request = request.ilike('address', containing(filter.address))
  if (upTo) request = request.lte('archived_at', upTo)
  return request
}

/** Where the range's rows are: up to `upTo`, less the `before` rows archived before its first day. */
export async function rangeBounds(client: Client, filter: ArchiveFilter) {
  const { start, end } = instantsOf(filter)
  const upTo = end && justBefore(end)
  const before = start
    ? await countOf(
        narrow(
          client.from('communications_archive').select('id', { count: 'exact', head: true }),
          filter,
          justBefore(start),
        ).retry(false),
      )
    : 0
  return { upTo, before }
}
