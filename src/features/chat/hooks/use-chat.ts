import { useCallback, useEffect, useRef, useState } from 'react'
import { createId } from '@/lib/utils'
import { storableText } from '../../../../supabase/functions/_shared/storable-text.ts'
import { ANSWER_TIMEOUT_MS, APOLOGY, GREETING } from '../lib/messages'
import { track } from '../lib/track'
import type { ChatAnswerer, ChatMessage, ChatReply } from '../types'

/**
 * The conversation: starts with the greeting (or `initial`, a conversation saved before); `send` ignores blank questions and anything sent
 * while an answer is pending; any failure becomes the apology and the conversation goes on. A
 * question is sent as the transcript can keep it (storable-text.ts: no NUL, no half emoji), which
 * the chat function would otherwise refuse.
 */
export function useChat(answerer: ChatAnswerer, initial: readonly ChatMessage[] = [GREETING]) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [...initial])
  const [pending, setPending] = useState(false)
  const messagesRef = useRef(messages)
  const pendingRef = useRef(false)
  const controllerRef = useRef<AbortController | null>(null)

  const mountedRef = useRef(false)

  useEffect(() => {
    mountedRef.current = true
    return () => {
      mountedRef.current = false
      controllerRef.current?.abort(new Error('Chat closed'))
    }
  }, [])

  const append = useCallback((message: ChatMessage) => {
    messagesRef.current = [...messagesRef.current, message]
    setMessages(messagesRef.current)
  }, [])

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = storableText(text).trim()
      if (!question || pendingRef.current) return false
      const history = messagesRef.current
      append({ id: createId(), role: 'user', content: question })
      pendingRef.current = true
      setPending(true)
      track('chatbot', question)

      const controller = new AbortController()
      controllerRef.current = controller
      const timer = setTimeout(() => controller.abort(new Error('Chat answer timed out')), ANSWER_TIMEOUT_MS)
      let reply: ChatReply
      let ok = true
      try {
        reply = await answerer(history, question, controller.signal)
      } catch (error) {
        if (!mountedRef.current) return true
        console.error('Chat request failed', error)
        reply = { content: APOLOGY }
        ok = false
      } finally {
        clearTimeout(timer)
      }
      if (!mountedRef.current) return true
      controllerRef.current = null
      // The signature travels with the answer it signs, to be sent back with that turn.
      const { recorded, ...answer } = reply
      const answerId = createId()
      append({ id: answerId, role: 'assistant', ...answer })
      // An offline answer becomes rateable once its record is stored.
      void recorded?.then((receipt) => {
        if (!receipt || !mountedRef.current) return
        messagesRef.current = messagesRef.current.map((m) => (m.id === answerId ? { ...m, ...receipt } : m))
        setMessages(messagesRef.current)
      })
      track('chat-answer', reply.content.slice(0, 2000), { ok })
      pendingRef.current = false
      setPending(false)
      return true
    },
    [answerer, append],
  )

  return { messages, pending, send }
}
