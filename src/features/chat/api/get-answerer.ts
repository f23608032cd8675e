import { currentVisit } from '@/lib/activity/visit'
import type { ChatAnswerer } from '../types'
import { createOfflineAssistant } from './offline-assistant'
import { sendChatRequest } from './send-chat-request'

/**
 * The remote endpoint when one is configured (VITE_CHAT_API_URL), otherwise the built-in
 * offline assistant. Each remote question names its conversation (`conversationId`, one per chat
 * session) and the visit (read when it is sent), for the edge function's transcript.
 */
export function getAnswerer(settings: {
  chatApiUrl?: string
  chatModel: string
  conversationId?: string
}): ChatAnswerer {
  const { chatApiUrl, chatModel, conversationId } = settings
  if (!chatApiUrl) return createOfflineAssistant()
  return (history, question, signal) =>
    sendChatRequest({
      url: chatApiUrl,
      model: chatModel,
      history,
      question,
      context: conversationId ? { conversationId, visitId: currentVisit().id } : undefined,
      signal,
    })
}
