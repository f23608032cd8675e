import { currentVisit } from '@/lib/activity/visit'
import type { ChatExchange, ChatReceipt } from '@/lib/backend/records-schema'
import { withoutAnswerLegend } from '../../../../supabase/functions/_shared/answer-legend.ts'
import { NOT_FOUND_ANSWER, POLICY_REFUSAL } from '../../../../supabase/functions/_shared/answer-policy.ts'
import type { ChatAnswerer, ChatReply } from '../types'

/** What the transcript names as the model of an offline answer. */
export const OFFLINE_MODEL = 'offline-assistant'

/**
 * Why an offline answer is a refusal, as the record keeps it: the kind the assistant gave, else
 * read from the text (the not-found answer or the policy refusal of the shared answer policy).
 */
export function answerRefusal(reply: ChatReply): { refusal?: 'policy' | 'not_found' } {
  if (reply.refusal) return { refusal: reply.refusal }
  const text = withoutAnswerLegend(reply.content)
  if (text === NOT_FOUND_ANSWER) return { refusal: 'not_found' }
  return text === POLICY_REFUSAL ? { refusal: 'policy' } : {}
}

/**
 * Stores an exchange in a local build's database. Only the local backend can: in a
 * Supabase build the chat edge function writes transcripts with the service role, and the
 * browser's anon key may not (`VITE_BACKEND` is a build-time constant, so that build loads
 * nothing here). The backend is imported when the first answer arrives, never on page load.
 */
export async function recordExchange(exchange: ChatExchange): Promise<ChatReceipt | undefined> {
  if (import.meta.env.VITE_BACKEND === 'supabase') return undefined
  const { getBackend } = await import('@/lib/backend')
  return (await getBackend()).recordChatExchange?.(exchange)
}

/**
 * The offline assistant (local builds), with each exchange recorded in this browser's database
 * after the answer, without delaying or failing it (`recorded` says when it is stored, with what
 * the visitor needs to rate the answer). The firm's own rule, "no recorded exchange,
 * no answer", is the chat function's (supabase/functions/chat/handler.ts): that is where the
 * firm's records are kept. Here the database is the visitor's own, and waiting for it would make
 * the first answer wait for the whole local backend to download and start.
 */
export function recordingExchanges(
  answerer: ChatAnswerer,
  conversationId: string,
  record: (exchange: ChatExchange) => Promise<ChatReceipt | undefined> = recordExchange,
): ChatAnswerer {
  return async (history, question, signal) => {
    const reply = await answerer(history, question, signal)
    const exchange = {
      conversationId,
      visitId: currentVisit().id,
      question,
      answer: reply.content,
      model: OFFLINE_MODEL,
      ...(reply.sources?.length ? { sources: [...reply.sources] } : {}),
      ...answerRefusal(reply),
    }
    // The answer's id and token come with the record: the visitor may rate the answer then.
    const recorded = record(exchange).then(
      (receipt) => (receipt ? { ...receipt, conversationId } : undefined),
      (error: unknown) => {
        console.error('Could not record the chat exchange', error)
        return undefined
      },
    )
    return { ...reply, recorded }
  }
}
