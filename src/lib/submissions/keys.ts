import { appKey } from '@/lib/storage'

/**
 * localStorage key of the lead outbox (submissions waiting for the backend). Kept in a file of
 * its own so the tiny page-view hook can peek at it without loading zod or the backend.
 */
export const OUTBOX_KEY = appKey('lead-outbox')
