/**
 * upload-post-image's answers, one by one, with a fake project in memory (Auth, the database's
 * admin check and Storage as plain functions; no network). The HTTP calls themselves are
 * serve.deno.test.ts's. Run by scripts/test-functions.sh with `deno test`.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { NOT_AN_IMAGE_MESSAGE, POST_IMAGE_MAX_BYTES } from '../_shared/post-image-rules.ts'
import { handleUploadPostImage } from './handler.ts'
import { DbRefusal, UpstreamError, type UploadProject } from './supabase-api.ts'

const SITE = 'https://www.firm.example'
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const bytes = (...parts: Array<string | number[]>): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

const IMAGES = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'),
  'image/png': bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'),
} as const

/** Tokens Auth accepts, and what the database says of each caller. */
function fakeProject() {
  const calls: string[] = []
  const stored = new Map<string, { bytes: Uint8Array; type: string }>()
  const state = { storageFails: false, authDown: false }
  const sessions: Record<string, string> = {
    'jwt-admin': 'admin',
    'jwt-viewer': 'viewer',
    'jwt-member': 'member',
    'jwt-aal1': 'aal1',
  }
  const project: UploadProject = {
    callerId(jwt) {
      calls.push(`auth ${jwt}`)
      if (state.authDown) return Promise.reject(new UpstreamError('Auth answered 503', 503))
      return Promise.resolve(sessions[jwt] ?? null)
    },
    authorize(jwt) {
      calls.push(`authorize ${jwt}`)
      const who = sessions[jwt]
      if (who === 'admin') return Promise.resolve()
      if (who === 'aal1') {
        const message =
          'authorize_post_image_upload: sign in with your second factor first (the firm requires it of staff)'
        return Promise.reject(new DbRefusal(message, '42501', 403, 'aal2'))
      }
      return Promise.reject(new DbRefusal('authorize_post_image_upload: only admins may do this', '42501', 403, null))
    },
    store(name, data, type) {
      calls.push(`store ${name}`)
      if (state.storageFails) return Promise.reject(new UpstreamError('Storage answered 500', 500))
      stored.set(name, { bytes: data, type })
      return Promise.resolve()
    },
  }
  const handle = (request: Request) =>
    handleUploadPostImage(request, {
      allowedOrigins: [SITE],
      project,
      now: () => new Date('2026-11-27T12:00:00Z'),
      newId: () => ID,
    })
  return { calls, stored, state, handle }
}

function upload(
  body: BodyInit | null,
  init: { jwt?: string; type?: string; origin?: string; method?: string; headers?: Record<string, string> } = {},
) {
  return new Request('https://project.supabase.co/functions/v1/upload-post-image', {
    method: init.method ?? 'POST',
    headers: {
      Origin: init.origin ?? SITE,
      ...(init.type === undefined ? { 'Content-Type': 'image/png' } : init.type ? { 'Content-Type': init.type } : {}),
      ...(init.jwt ? { Authorization: `Bearer ${init.jwt}` } : {}),
      ...init.headers,
    },
    body,
  })
}

const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

Deno.test('201: an admin’s image is stored under a new name, and the answer is the path a post stores', async () => {
  for (const [type, sample] of Object.entries(IMAGES)) {
    const fake = fakeProject()
    const response = await fake.handle(upload(sample, { jwt: 'jwt-admin', type }))
    const ext = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' }[type]
    deepStrictEqual(await answer(response), { status: 201, body: { path: `post-images/2026/11/${ID}.${ext}` } })
    strictEqual(response.headers.get('access-control-allow-origin'), SITE)
    deepStrictEqual(fake.calls, ['auth jwt-admin', 'authorize jwt-admin', `store 2026/11/${ID}.${ext}`])
    deepStrictEqual(fake.stored.get(`2026/11/${ID}.${ext}`), { bytes: sample, type })
  }
})

Deno.test('a declared type with parameters or in capitals is still the type', async () => {
  const fake = fakeProject()
  const response = await fake.handle(
    upload(IMAGES['image/png'], { jwt: 'jwt-admin', type: 'Image/PNG; charset=binary' }),
  )
  strictEqual(response.status, 201)
  await response.body?.cancel()
})

Deno.test('preflight from the site 204; another origin 403; GET 405; none calls anything', async () => {
  const fake = fakeProject()
  const preflight = await fake.handle(upload(null, { method: 'OPTIONS' }))
  strictEqual(preflight.status, 204)
  strictEqual(preflight.headers.get('access-control-allow-origin'), SITE)
  const evil = await fake.handle(upload(IMAGES['image/png'], { jwt: 'jwt-admin', origin: 'https://evil.example' }))
  deepStrictEqual(await answer(evil), { status: 403, body: { error: 'origin_not_allowed' } })
  const get = await fake.handle(upload(null, { jwt: 'jwt-admin', method: 'GET' }))
  strictEqual(get.status, 405)
  await get.body?.cancel()
  deepStrictEqual(fake.calls, [])
})

Deno.test('400: an empty body is refused after the caller is checked, and nothing is stored', async () => {
  const fake = fakeProject()
  const response = await fake.handle(upload(new Uint8Array(0), { jwt: 'jwt-admin' }))
  deepStrictEqual(await answer(response), { status: 400, body: { error: 'empty_body', message: 'The file is empty.' } })
  deepStrictEqual(fake.calls, ['auth jwt-admin', 'authorize jwt-admin'])
})

Deno.test('400: a body that breaks off while it is read', async () => {
  const fake = fakeProject()
  const broken = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(IMAGES['image/png'])
      controller.error(new Error('connection reset'))
    },
  })
  const response = await fake.handle(upload(broken, { jwt: 'jwt-admin' }))
  strictEqual((await answer(response)).status, 400)
  strictEqual(fake.stored.size, 0)
})

Deno.test('401: no token, before any call', async () => {
  const fake = fakeProject()
  const response = await fake.handle(upload(IMAGES['image/png']))
  deepStrictEqual(await answer(response), {
    status: 401,
    body: { error: 'unauthorized', message: 'Sign in as an admin.' },
  })
  deepStrictEqual(fake.calls, [])
})

Deno.test('401: a token Auth does not accept (expired, or the anon key); the database is not asked', async () => {
  const fake = fakeProject()
  const response = await fake.handle(upload(IMAGES['image/png'], { jwt: 'expired-token' }))
  strictEqual((await answer(response)).status, 401)
  deepStrictEqual(fake.calls, ['auth expired-token'])
})

Deno.test('403: a member and a viewer are no admins; nothing is stored', async () => {
  for (const jwt of ['jwt-member', 'jwt-viewer']) {
    const fake = fakeProject()
    const response = await fake.handle(upload(IMAGES['image/png'], { jwt }))
    deepStrictEqual(await answer(response), {
      status: 403,
      body: { error: 'forbidden', message: 'Only admins upload post images.' },
    })
    deepStrictEqual(fake.calls, [`auth ${jwt}`, `authorize ${jwt}`])
  }
})

Deno.test('403 aal2_required: an admin without their second factor, with the database’s message', async () => {
  const fake = fakeProject()
  const response = await fake.handle(upload(IMAGES['image/png'], { jwt: 'jwt-aal1' }))
  const { status, body } = await answer(response)
  deepStrictEqual([status, body.error], [403, 'aal2_required'])
  strictEqual(/second factor/.test(body.message), true)
  strictEqual(fake.stored.size, 0)
})

Deno.test('413: a declared size over 5 MB, before any call', async () => {
  const fake = fakeProject()
  const response = await fake.handle(
    upload(IMAGES['image/png'], { jwt: 'jwt-admin', headers: { 'Content-Length': String(POST_IMAGE_MAX_BYTES + 1) } }),
  )
  const { status, body } = await answer(response)
  deepStrictEqual([status, body.error], [413, 'payload_too_large'])
  strictEqual(/larger than 5 MB/.test(body.message), true)
  deepStrictEqual(fake.calls, [])
})

Deno.test('413: a streamed body (no Content-Length) that passes 5 MB while it is read', async () => {
  const fake = fakeProject()
  const chunk = new Uint8Array(1024 * 1024)
  chunk.set(IMAGES['image/png'])
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 8) controller.enqueue(chunk.slice())
      else controller.close()
    },
  })
  const response = await fake.handle(upload(stream, { jwt: 'jwt-admin' }))
  strictEqual((await answer(response)).status, 413)
  strictEqual(sent <= 7, true, 'the stream is let go at the cap, not read to its end')
  strictEqual(fake.stored.size, 0)
})

Deno.test('a file of exactly 5 MB is taken', async () => {
  const fake = fakeProject()
  const file = new Uint8Array(POST_IMAGE_MAX_BYTES)
  file.set(IMAGES['image/jpeg'])
  const response = await fake.handle(upload(file, { jwt: 'jwt-admin', type: 'image/jpeg' }))
  strictEqual(response.status, 201)
  await response.body?.cancel()
})

Deno.test('415: a type the bucket does not take (SVG, GIF, none), before any call', async () => {
  for (const type of ['image/svg+xml', 'image/gif', 'text/html', 'application/octet-stream', '']) {
    const fake = fakeProject()
    const response = await fake.handle(upload('<svg onload="alert(1)"/>', { jwt: 'jwt-admin', type }))
    const { status, body } = await answer(response)
    deepStrictEqual([status, body.error], [415, 'type_not_allowed'], type)
    strictEqual(/SVG is not accepted/.test(body.message), true)
    deepStrictEqual(fake.calls, [])
  }
})

Deno.test('415: bytes that are not the declared type (HTML as a PNG, a PNG as a JPEG, a WAVE as WebP)', async () => {
  const cases: Array<[Uint8Array<ArrayBuffer>, string]> = [
    [bytes('<!doctype html><script>alert(1)</script>'), 'image/png'],
    [IMAGES['image/png'], 'image/jpeg'],
    [bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'image/webp'],
    [bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0], 'isomiso2'), 'image/avif'],
  ]
  for (const [sample, type] of cases) {
    const fake = fakeProject()
    const response = await fake.handle(upload(sample, { jwt: 'jwt-admin', type }))
    deepStrictEqual(await answer(response), {
      status: 415,
      body: { error: 'not_the_declared_type', message: NOT_AN_IMAGE_MESSAGE },
    })
    deepStrictEqual(fake.calls, ['auth jwt-admin', 'authorize jwt-admin'])
  }
})

Deno.test('502: Storage fails, and Auth cannot be reached', async () => {
  const original = console.error
  console.error = () => {}
  try {
    const fake = fakeProject()
    fake.state.storageFails = true
    const failed = await fake.handle(upload(IMAGES['image/png'], { jwt: 'jwt-admin' }))
    deepStrictEqual(await answer(failed), {
      status: 502,
      body: { error: 'storage_error', message: 'The image could not be stored. Try again.' },
    })
    fake.state.storageFails = false
    fake.state.authDown = true
    const down = await fake.handle(upload(IMAGES['image/png'], { jwt: 'jwt-admin' }))
    deepStrictEqual([(await answer(down)).status], [502])
  } finally {
    console.error = original
  }
})
