/** A chat message: id, role, content. */
type ChatRole = 'user' | 'assistant'

/** A passage of the firm's approved content an answer rests on: its title and its address (page and section). */
export interface ChatSource {
  title: string
  url: string
}

export interface ChatMessage {
  id: string
  role: ChatRole
  content: string
  /** The opening greeting is shown but never sent to the model. */
  greeting?: boolean
  /** The edge function's signature of an answer it gave; sent back with that turn. */
  signature?: string
  /** The approved passages an answer cites (one to three), shown as links under it. */
  sources?: readonly ChatSource[]
  /** The stored answer's id, its conversation and that conversation's signed token: with them, the visitor may rate it. */
  messageId?: number
  conversationId?: string
  conversationToken?: string
}

/** What rating an answer takes: the stored answer's id, its conversation and the conversation's token. */
export interface RatingKey {
  messageId: number
  conversationId: string
  conversationToken: string
}

/** One message of the request payload `{ model, messages }`. */
export interface ChatTurn {
  role: 'system' | ChatRole
  content: string
  signature?: string
}

/** An answer: its text, and the signature when the endpoint gave one. */
export interface ChatReply {
  content: string
  signature?: string
  sources?: readonly ChatSource[]
  /** Why the answer is a refusal, when it is one (kept with the answer's record). */
  refusal?: 'policy' | 'not_found'
  /** Given by the function with the answer (remote), so the visitor may rate it. */
  messageId?: number
  conversationId?: string
  conversationToken?: string
  /** The offline assistant records after answering: the id and token come when the record is stored. */
  recorded?: Promise<RatingKey | undefined>
}

/** Anything that can answer a question given the conversation so far (remote or offline). */
export type ChatAnswerer = (
  history: readonly ChatMessage[],
  question: string,
  signal?: AbortSignal,
) => Promise<ChatReply>
