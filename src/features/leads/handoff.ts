import { lazy } from 'react'

/**
 * Public API of the leads feature's third entry: the chat panel's "Talk to a person" form (a
 * Chat Handoff lead), a chunk of its own fetched when the visitor asks for a person. The app hands
 * it to the chat panel (features do not import each other).
 */
export const ChatHandoff = lazy(() => import('./chat-handoff/handoff-form'))
export type { ChatHandoffProps } from './chat-handoff/handoff-form'
