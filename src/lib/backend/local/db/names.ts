/** What the page tells the local database's worker. */
import { z } from '@/lib/zod'

export { LOCAL_DATABASE_NAME } from './exists'

export const snapshotMetaSchema = z.object({ snapshotUrl: z.string().min(1) })
export type SnapshotMeta = z.infer<typeof snapshotMetaSchema>
