import { site } from '@/config/site'
import type { ChatMessage } from '../types'

/** Shown as the assistant's message on any failure (non-OK status, network error, bad answer). */
export const APOLOGY =
  'I apologize, but I encountered an issue while processing your request. Please try again or contact our team directly for assistance.'

export const GREETING: ChatMessage = {
  id: 'greeting',
  role: 'assistant',
  content: `Hello! Welcome to ${site.name}. Ask me anything about our reinsurance investments.`,
  greeting: true,
}

/** Matches the edge function's per-message cap. */
export const MAX_QUESTION_LENGTH = 1000

/** A remote answer that takes longer than this is treated as a failure. */
export const ANSWER_TIMEOUT_MS = 60_000
