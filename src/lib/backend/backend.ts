/**
 * The whole backend as the UI reaches it through getBackend() (index.ts): one port per part, each
 * typed in its own schema module. The Supabase adapter (supabase/) implements it, for the hosted
 * project and, in a local build, over the local database (local/).
 */
import type { Client } from './supabase/client'
import type { PostImageUrls } from './posts-schema'
import type { RecordsPort } from './records-schema'

/** The demo rows the database holds after a load. */
export interface DemoDataCounts {
  leads: number
  events: number
}

/**
 * Admin only, and only in local mode (the Supabase adapter has no such port): replaces the demo
 * data with a fresh 90 days of leads, notes, bookings and site activity. Other rows are kept.
 */
export interface DemoDataPort {
  load(): Promise<DemoDataCounts>
}

export interface Backend {
  kind: 'local' | 'supabase'
  /** The typed supabase-js client the operations in each feature call (supabase/client.ts). */
  client: Client
  /** Local build only: the offline assistant's exchanges, stored as the chat edge function stores them. */
  records: RecordsPort
  /** Where uploaded post images show (anyone sees them; the blog editor uploads and deletes them). */
  postImages: PostImageUrls
  /** Only the local backend offers demo data. */
  demo?: DemoDataPort
}
