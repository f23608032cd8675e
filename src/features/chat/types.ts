/** A chat message (SPEC section 3): id, role, content. */
export type ChatRole = 'user' | 'assistant'

export interface ChatMessage {
  id: string
  role: ChatRole
  content: string
  /** The opening greeting is shown but never sent to the model. */
  greeting?: boolean
}

/** One message of the request payload (CONTRACT.md, chat request). */
export interface ChatTurn {
  role: 'system' | ChatRole
  content: string
}

/** Anything that can answer a question given the conversation so far (remote or offline). */
export type ChatAnswerer = (history: readonly ChatMessage[], question: string, signal?: AbortSignal) => Promise<string>
