import { currentVisit } from '@/lib/activity/visit'
import type { ChatAnswerer } from '../types'
import { createOfflineAssistant } from './offline-assistant'
import { recordingExchanges } from './record-exchange'
import { sendChatRequest } from './send-chat-request'

/**
 * The remote endpoint when one is configured (VITE_CHAT_API_URL), otherwise the built-in
 * offline assistant, whose exchanges are recorded as the edge function records its own. Each
 * question names its conversation (`conversationId`, one per chat session) and the visit (read
 * when it is sent), for the transcript.
 */
export function getAnswerer(settings: {
  chatApiUrl?: string
  chatModel: string
  conversationId?: string
}): ChatAnswerer {
  const { chatApiUrl, chatModel, conversationId } = settings
  if (!chatApiUrl) {
    // The offline assistant stands in for the edge function, transcript included (local mode).
    const offline = createOfflineAssistant()
    return conversationId ? recordingExchanges(offline, conversationId) : offline
  }
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
