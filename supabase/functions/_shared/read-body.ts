/**
 * Reads a request body of at most `maxBytes`, counting bytes as they arrive: a chunked body declares
 * no Content-Length, so the cap must hold while reading, and the stream is cancelled at the cap
 * instead of being buffered whole. `readBodyBytes` gives the bytes (an uploaded file),
 * `readJsonBody` parses them as JSON.
 */
export type BodyResult = { body: unknown } | { status: 400 | 413; error: 'invalid_json' | 'payload_too_large' }
export type BytesResult = { bytes: Uint8Array<ArrayBuffer> } | { status: 413; error: 'payload_too_large' }

const TOO_LARGE = { status: 413, error: 'payload_too_large' } as const

export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) {
    request.body?.cancel().catch(() => {})
    return TOO_LARGE
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Not awaited: the answer must not wait on a client that keeps the connection open.
      reader.cancel('payload too large').catch(() => {})
      return TOO_LARGE
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { bytes }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const read = await readBodyBytes(request, maxBytes)
  if ('error' in read) return read
  try {
    return { body: JSON.parse(new TextDecoder().decode(read.bytes)) as unknown }
  } catch {
    return { status: 400, error: 'invalid_json' }
  }
}
