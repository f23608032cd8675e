import { createClient } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { NOT_AN_IMAGE_MESSAGE } from '../image-signature'
import { BackendError } from '../ports'
import type { Database } from './database.types'
import { createSupabasePostImages } from './post-images'

let clients = 0

/** A real supabase-js client whose requests a fake fetch answers. */
function setup(answer: () => Response) {
  const fetchFn = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(answer()))
  const client = createClient<Database>('https://abc.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `post-images-test-${++clients}` },
    global: { fetch: fetchFn },
  })
  const images = createSupabasePostImages(client, 'https://abc.supabase.co', () => new Date('2026-11-24T12:00:00Z'))
  return { fetchFn, images }
}

const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' })
const urlOf = (input: unknown) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : typeof input === 'string' ? input : ''
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('createSupabasePostImages', () => {
  it('uploads to the post-images bucket under a new name and returns the path a post stores', async () => {
    const { fetchFn, images } = setup(() => json({ Id: 'id', Key: 'post-images/2026/11/x.png' }))
    const path = await images.upload(png)
    expect(path).toMatch(/^post-images\/2026\/11\/[0-9a-f-]{36}\.png$/)
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(urlOf(url)).toBe(`https://abc.supabase.co/storage/v1/object/${path}`)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('x-upsert')).toBe('false')
  })

  it('refuses an SVG or a file over 5 MB before sending anything', async () => {
    const { fetchFn, images } = setup(() => json({}))
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    await expect(images.upload(svg)).rejects.toThrow(/SVG is not accepted/)
    await expect(images.upload(svg)).rejects.toMatchObject({ code: 'invalid' })
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' })
    await expect(images.upload(big)).rejects.toMatchObject({ code: 'invalid' })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('refuses a file whose bytes are not the image type it declares, before sending anything', async () => {
    const { fetchFn, images } = setup(() => json({}))
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' })
    await expect(images.upload(html)).rejects.toMatchObject({ code: 'invalid', message: NOT_AN_IMAGE_MESSAGE })
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it("turns Storage's refusals into BackendErrors", async () => {
    const tooLarge = setup(() => json({ statusCode: '413', error: 'Payload too large', message: 'too big' }, 413))
    await expect(tooLarge.images.upload(png)).rejects.toThrow(/larger than 5 MB/)
    await expect(tooLarge.images.upload(png)).rejects.toMatchObject({ code: 'invalid' })
    const notAdmin = setup(() =>
      json({ statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }, 403),
    )
    await expect(notAdmin.images.upload(png)).rejects.toBeInstanceOf(BackendError)
    await expect(notAdmin.images.upload(png)).rejects.toMatchObject({ code: 'forbidden' })
  })

  it('deletes an uploaded image by its stored path, and refuses anything else', async () => {
    const { fetchFn, images } = setup(() => json([{ name: '2026/11/x.png' }]))
    await images.remove('post-images/2026/11/x.png')
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(urlOf(url)).toBe('https://abc.supabase.co/storage/v1/object/post-images')
    expect(init?.method).toBe('DELETE')
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '')
    expect(body).toEqual({ prefixes: ['2026/11/x.png'] })
    await expect(images.remove('/images/a.png')).rejects.toMatchObject({ code: 'invalid' })
  })
})
