import type { ChatAnswerer } from '../types'
import { createOfflineAssistant } from './offline-assistant'
import { sendChatRequest } from './send-chat-request'

/**
 * The remote endpoint when one is configured (VITE_CHAT_API_URL), otherwise the built-in
 * offline assistant.
 */
export function getAnswerer(settings: { chatApiUrl?: string; chatModel: string }): ChatAnswerer {
  const { chatApiUrl, chatModel } = settings
  if (!chatApiUrl) return createOfflineAssistant()
  return (history, question, signal) =>
    sendChatRequest({ url: chatApiUrl, model: chatModel, history, question, signal })
}
