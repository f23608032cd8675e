/**
 * upload-post-image as Deno runs it: the handler wired from an environment as index.ts wires it,
 * served by Deno.serve, calling a fake Supabase (Auth, the Data API and Storage) over HTTP on
 * 127.0.0.1. Proves who each call is made as: Auth and the admin check with the caller's token,
 * Storage with the service role key, never replacing an object, cached for a year.
 * Run by scripts/test-functions.sh with `deno test` (offline: no jsr or URL imports).
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict'
import { createUploadPostImageHandler } from './wiring.ts'

const SITE = 'https://www.firm.example'
const ANON_KEY = 'anon-key'
const SERVICE_KEY = 'service-role-key'
const quiet = { hostname: '127.0.0.1', port: 0, onListen() {} }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])

interface Call {
  method: string
  path: string
  apikey: string | null
  authorization: string | null
  headers: Record<string, string>
  bytes: number[]
}

/** Auth knows two sessions; the database says only the admin may upload; Storage keeps what it is sent. */
function fakeSupabase(storageStatus = 200) {
  const calls: Call[] = []
  const objects = new Map<string, number[]>()
  const users: Record<string, string> = { 'jwt-admin': 'a-admin', 'jwt-member': 'b-member' }
  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    const bytes = [...new Uint8Array(await request.arrayBuffer())]
    const headers: Record<string, string> = {}
    request.headers.forEach((value, key) => (headers[key] = value))
    const authorization = request.headers.get('authorization')
    calls.push({
      method: request.method,
      path: url.pathname,
      apikey: request.headers.get('apikey'),
      authorization,
      headers,
      bytes,
    })
    const token = authorization?.replace(/^Bearer /, '') ?? ''
    if (url.pathname === '/auth/v1/user') {
      return users[token] ? Response.json({ id: users[token] }) : Response.json({ msg: 'invalid JWT' }, { status: 401 })
    }
    if (url.pathname === '/rest/v1/rpc/authorize_post_image_upload') {
      return token === 'jwt-admin'
        ? new Response(null, { status: 204 })
        : Response.json(
            { code: '42501', message: 'authorize_post_image_upload: only admins may do this', hint: null },
            { status: 403 },
          )
    }
    const object = /^\/storage\/v1\/object\/post-images\/(.+)$/.exec(url.pathname)
    if (object && request.method === 'POST' && token === SERVICE_KEY) {
      if (storageStatus !== 200)
        return Response.json(
          { statusCode: String(storageStatus), error: 'Internal', message: 'down' },
          { status: storageStatus },
        )
      objects.set(object[1] ?? '', bytes)
      return Response.json({ Id: 'x', Key: `post-images/${object[1]}` })
    }
    return Response.json({ message: 'not found' }, { status: 404 })
  }
  return { calls, objects, handle }
}

async function withFunction(
  run: (
    post: (body: Uint8Array<ArrayBuffer>, jwt: string, type?: string) => Promise<Response>,
    fake: ReturnType<typeof fakeSupabase>,
  ) => Promise<void>,
  storageStatus = 200,
) {
  const fake = fakeSupabase(storageStatus)
  const supabase = Deno.serve(quiet, fake.handle)
  const fn = Deno.serve(
    quiet,
    createUploadPostImageHandler({
      ADMIN_ALLOWED_ORIGINS: SITE,
      SUPABASE_URL: `http://127.0.0.1:${supabase.addr.port}`,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    }),
  )
  const post = (body: Uint8Array<ArrayBuffer>, jwt: string, type = 'image/png') =>
    fetch(`http://127.0.0.1:${fn.addr.port}/upload-post-image`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': type, Authorization: `Bearer ${jwt}` },
      body,
    })
  try {
    await run(post, fake)
  } finally {
    await Promise.all([fn.shutdown(), supabase.shutdown()])
  }
}

const route = (call: Call) => `${call.method} ${call.path.replace(/[0-9a-f-]{36}/, '<id>')}`

Deno.test('an admin’s PNG: Auth and the check as the caller, then Storage with the service role key', () =>
  withFunction(async (post, fake) => {
    const response = await post(PNG, 'jwt-admin')
    strictEqual(response.status, 201)
    const { path } = await response.json()
    const now = new Date()
    const month = String(now.getUTCMonth() + 1).padStart(2, '0')
    strictEqual(new RegExp(`^post-images/${now.getUTCFullYear()}/${month}/[0-9a-f-]{36}\\.png$`).test(path), true, path)
    deepStrictEqual(fake.calls.map(route), [
      'GET /auth/v1/user',
      'POST /rest/v1/rpc/authorize_post_image_upload',
      `POST /storage/v1/object/post-images/${now.getUTCFullYear()}/${month}/<id>.png`,
    ])
    const [user, check, store] = fake.calls
    deepStrictEqual([user?.apikey, user?.authorization], [ANON_KEY, 'Bearer jwt-admin'])
    deepStrictEqual([check?.apikey, check?.authorization], [ANON_KEY, 'Bearer jwt-admin'])
    deepStrictEqual(
      [
        store?.apikey,
        store?.authorization,
        store?.headers['content-type'],
        store?.headers['cache-control'],
        store?.headers['x-upsert'],
      ],
      [SERVICE_KEY, `Bearer ${SERVICE_KEY}`, 'image/png', 'max-age=31536000', 'false'],
    )
    deepStrictEqual(fake.objects.get(path.slice('post-images/'.length)), [...PNG])
  }),
)

Deno.test('a member: the database refuses, 403, and Storage is never called', () =>
  withFunction(async (post, fake) => {
    const response = await post(PNG, 'jwt-member')
    strictEqual(response.status, 403)
    strictEqual((await response.json()).error, 'forbidden')
    deepStrictEqual(fake.calls.map(route), ['GET /auth/v1/user', 'POST /rest/v1/rpc/authorize_post_image_upload'])
  }),
)

Deno.test('HTML declared as a PNG: 415 over the wire, nothing reaches Storage', () =>
  withFunction(async (post, fake) => {
    const response = await post(new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), 'jwt-admin')
    strictEqual(response.status, 415)
    strictEqual((await response.json()).error, 'not_the_declared_type')
    strictEqual(fake.objects.size, 0)
  }),
)

Deno.test('Storage fails: 502', () =>
  withFunction(async (post) => {
    const original = console.error
    console.error = () => {}
    try {
      const response = await post(PNG, 'jwt-admin')
      strictEqual(response.status, 502)
      strictEqual((await response.json()).error, 'storage_error')
    } finally {
      console.error = original
    }
  }, 500),
)

Deno.test('unconfigured: 503 naming what is missing', async () => {
  const original = console.error
  console.error = () => {}
  try {
    const handle = createUploadPostImageHandler({ SUPABASE_URL: 'http://127.0.0.1:1' })
    const response = await handle(new Request('http://x/upload-post-image', { method: 'POST' }))
    strictEqual(response.status, 503)
    deepStrictEqual((await response.json()).missing, [
      'ADMIN_ALLOWED_ORIGINS',
      'SUPABASE_ANON_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
    ])
  } finally {
    console.error = original
  }
})
