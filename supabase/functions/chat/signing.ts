/**
 * Signs the replies this function returns, so that a client can send earlier assistant turns back
 * (the provider needs them for context) without being able to write them itself.
 *
 * A signature is HMAC-SHA-256(secret, digest) where `digest` covers the whole conversation up to
 * and including the reply: a hash chain `d0 = SHA-256("chat-turns-v1")`,
 * `d(n+1) = SHA-256(d(n) || JSON([role, content]))` over every turn that was accepted. So a signed
 * reply is valid only with the same content, after the same turns in the same order: it cannot be
 * edited, moved to another conversation or reordered. The chain keeps verification linear in the
 * body's size (each turn is hashed once), however many assistant turns a body holds.
 */
export interface Turn {
  role: 'user' | 'assistant'
  content: string
}

export interface SignedTurn extends Turn {
  /** Present on assistant turns the function returned earlier. */
  signature?: string
}

/** Bytes backed by a plain ArrayBuffer, as Web Crypto takes them. */
type Bytes = Uint8Array<ArrayBuffer>

export interface TurnSigner {
  /**
   * Keeps the user turns and the assistant turns whose signature matches the accepted turns before
   * them; returns those and the digest of them (for signing the next reply).
   */
  verify(turns: readonly SignedTurn[]): Promise<{ kept: Turn[]; digest: Bytes }>
  /** The signature of `reply` as the assistant turn that follows the conversation of `digest`. */
  sign(digest: Bytes, reply: string): Promise<string>
}

/** Shorter secrets are refused (the function then answers 503): 32 characters is ~190 bits when random. */
export const MIN_SECRET_LENGTH = 32

const encoder = new TextEncoder()

async function sha256(...parts: Uint8Array[]): Promise<Bytes> {
  const bytes = new Uint8Array(parts.reduce((n, part) => n + part.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.byteLength
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}

const extend = (digest: Bytes, turn: Turn) => sha256(digest, encoder.encode(JSON.stringify([turn.role, turn.content])))

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Bytes | null {
  if (!/^[\w-]{43}$/.test(text)) return null // 32 bytes, unpadded
  return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
}

export function createTurnSigner(secret: string): TurnSigner {
  const key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])
  const start = sha256(encoder.encode('chat-turns-v1'))

  return {
    async verify(turns) {
      let digest = await start
      const kept: Turn[] = []
      for (const { role, content, signature } of turns) {
        const next = await extend(digest, { role, content })
        if (role === 'assistant') {
          const mac = signature === undefined ? null : fromBase64Url(signature)
          // A turn without a valid signature is dropped. The user turn after it is kept (it is the
          // visitor's own words, which they could send anyway); the provider then sees two user
          // turns in a row, which OpenAI-compatible APIs accept.
          if (!mac || !(await crypto.subtle.verify('HMAC', await key, mac, next))) continue
        }
        kept.push({ role, content })
        digest = next
      }
      return { kept, digest }
    },
    async sign(digest, reply) {
      const next = await extend(digest, { role: 'assistant', content: reply })
      return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await key, next)))
    },
  }
}
