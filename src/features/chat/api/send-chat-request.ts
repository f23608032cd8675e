import { z } from '@/lib/zod'
import type { ChatMessage, ChatTurn } from '../types'
import { stripReasoning } from './strip-reasoning'
import { systemPrompt } from './system-prompt'

/** CONTRACT.md: `{ model, messages }`, system prompt first, earlier turns (greeting excluded), the question last. */
export function buildChatPayload(model: string, history: readonly ChatMessage[], question: string) {
  const messages: ChatTurn[] = [
    { role: 'system', content: systemPrompt },
    ...history.filter((m) => !m.greeting).map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: question },
  ]
  return { model, messages }
}

const responseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

/** Reads `choices[0].message.content` and removes reasoning blocks. Throws when there is no usable answer. */
export function parseChatResponse(body: unknown): string {
  const parsed = responseSchema.safeParse(body)
  if (!parsed.success) throw new Error('Unexpected chat response shape')
  const answer = stripReasoning(parsed.data.choices[0]?.message.content ?? '')
  if (!answer) throw new Error('Empty chat answer')
  return answer
}

export interface ChatRequestOptions {
  url: string
  model: string
  history: readonly ChatMessage[]
  question: string
  signal?: AbortSignal
  fetchFn?: typeof fetch
}

/**
 * POSTs the conversation to the OpenAI-compatible endpoint. No key and no Authorization header:
 * the endpoint (the project's edge function or a local model server) holds any secret.
 */
export async function sendChatRequest(options: ChatRequestOptions): Promise<string> {
  const { url, model, history, question, signal, fetchFn = fetch } = options
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(buildChatPayload(model, history, question)),
    signal,
  })
  if (!response.ok) throw new Error(`API request failed: ${response.status}`)
  return parseChatResponse(await response.json())
}
