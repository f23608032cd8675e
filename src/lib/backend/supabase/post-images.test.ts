import { createClient } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { NOT_AN_IMAGE_MESSAGE } from '../image-signature'
import { BackendError } from '../errors'
import type { Database } from './database.types'
import { createSupabasePostImages } from './post-images'

let clients = 0

/** A real supabase-js client whose requests a fake fetch answers. */
function setup(answer: () => Response | Promise<Response>) {
  const fetchFn = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(answer()))
  const client = createClient<Database>('https://abc.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `post-images-test-${++clients}` },
    global: { fetch: fetchFn },
  })
  const images = createSupabasePostImages(client, 'https://abc.supabase.co')
  return { fetchFn, images }
}

const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' })
const urlOf = (input: unknown) =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : typeof input === 'string' ? input : ''
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('createSupabasePostImages', () => {
  it('sends the file to the upload-post-image function and returns the path it stored', async () => {
    const { fetchFn, images } = setup(() => json({ path: 'post-images/2026/11/x.png' }, 201))
    await expect(images.upload(png)).resolves.toBe('post-images/2026/11/x.png')
    const [url, init] = fetchFn.mock.calls[0] ?? []
    expect(urlOf(url)).toBe('https://abc.supabase.co/functions/v1/upload-post-image')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('content-type')).toBe('image/png')
    expect(init?.body).toBe(png)
    // Nothing goes to Storage directly: only the function writes the bucket.
    expect(fetchFn.mock.calls.map(([input]) => urlOf(input)).filter((u) => u.includes('/storage/'))).toEqual([])
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

  it.each([
    [415, 'not_the_declared_type', NOT_AN_IMAGE_MESSAGE, 'invalid'],
    [415, 'type_not_allowed', 'Choose a JPEG, PNG, WebP or AVIF image (SVG is not accepted).', 'invalid'],
    [413, 'payload_too_large', 'The image is larger than 5 MB: resize or compress it.', 'invalid'],
    [400, 'empty_body', 'The file is empty.', 'invalid'],
    [401, 'unauthorized', 'Your session has ended. Sign in again.', 'auth'],
    [403, 'forbidden', 'Only admins upload post images.', 'forbidden'],
    [403, 'aal2_required', 'authorize_post_image_upload: sign in with your second factor first', 'forbidden'],
    [502, 'storage_error', 'The image could not be stored. Try again.', 'server'],
  ])('turns the function’s %i %s into a BackendError with its message', async (status, error, message, code) => {
    const { images } = setup(() => json({ error, message }, status))
    const refusal = images.upload(png)
    await expect(refusal).rejects.toBeInstanceOf(BackendError)
    await expect(refusal).rejects.toMatchObject({ code, message })
  })

  it('a network failure is `network`; an answer without a stored path is `server`', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(offline.images.upload(png)).rejects.toMatchObject({ code: 'network' })
    const odd = setup(() => json({ path: '/etc/passwd' }, 201))
    await expect(odd.images.upload(png)).rejects.toMatchObject({ code: 'server' })
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

  it("turns Storage's refusals of a delete into BackendErrors", async () => {
    const notAdmin = setup(() => json({ statusCode: '403', error: 'Unauthorized', message: 'not allowed' }, 403))
    await expect(notAdmin.images.remove('post-images/2026/11/x.png')).rejects.toMatchObject({ code: 'forbidden' })
  })
})
