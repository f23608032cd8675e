import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRpc } from './service-rpc.mjs'

/** A stand-in for a Supabase project's PostgREST: answers 3 to index_pages, 400 to anything else. */
const seen: { url?: string; headers?: IncomingMessage['headers']; body?: string } = {}
const server = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    Object.assign(seen, { url: request.url, headers: request.headers, body })
    const known = request.url === '/rest/v1/rpc/index_pages'
    response.writeHead(known ? 200 : 400, { 'Content-Type': 'application/json' })
    response.end(known ? '3' : '{"message":"no such function"}')
  })
})
let project = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('serviceRpc in a Supabase project', () => {
  it('posts the one argument to /rest/v1/rpc with the service role key, and answers the result', async () => {
    const env = { SUPABASE_URL: project, SUPABASE_SERVICE_ROLE_KEY: 'service-key' }
    const answer = await serviceRpc('index_pages', 'pages', [{ url: '/' }], env)
    expect(answer).toMatchObject({ where: project, result: 3 })
    expect(seen.url).toBe('/rest/v1/rpc/index_pages')
    expect(seen.headers).toMatchObject({ apikey: 'service-key', authorization: 'Bearer service-key' })
    expect(JSON.parse(seen.body!)).toEqual({ pages: [{ url: '/' }] })
  })

  it('fails with the function, the HTTP status and the answer', async () => {
    const env = { SUPABASE_URL: project, SUPABASE_SERVICE_ROLE_KEY: 'service-key' }
    await expect(serviceRpc('archive_build', 'build', {}, env)).rejects.toThrow(
      'archive_build: HTTP 400: {"message":"no such function"}',
    )
  })
})
