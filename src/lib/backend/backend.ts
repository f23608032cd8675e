/**
 * The backend as getBackend() (index.ts) gives it: the typed supabase-js client every operation
 * calls (each in its feature's `api/`, ADR 0020), and the little that differs between the hosted
 * project (supabase/) and a local build (local/, the same client over the local database).
 */
import type { Client } from './supabase/client'
import type { PostImageUrls } from './posts-schema'
import type { ChatExchange, ChatReceipt } from './records-schema'

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
  /**
   * Local build only: stores the offline assistant's exchange as the chat edge function stores
   * one (as the service role). A Supabase build has none: the function writes transcripts, and
   * the anon key may not. Answers the stored answer's id and the conversation's token (for ratings).
   */
  recordChatExchange?: (exchange: ChatExchange) => Promise<ChatReceipt>
  /** Where uploaded post images show (anyone sees them; the blog editor uploads and deletes them). */
  postImages: PostImageUrls
  /** Only the local backend offers demo data. */
  demo?: DemoDataPort
}
