/**
 * Uploaded post images against the migrations, in both builds: an admin uploads (through the
 * upload-post-image function), anyone sees the image (`postImages.displayUrl`: Storage's public
 * URL, or a local build's `blob:` URL of the bytes its database keeps), an admin deletes it; a
 * member and a visitor can do neither; a file the bucket would refuse is refused before anything
 * is stored. Then what the two operations put on the wire and how they read each answer.
 */
import { BackendError } from '@/lib/backend/errors'
import { NOT_AN_IMAGE_MESSAGE } from '@/lib/backend/image-signature'
import { blobBytes, codeOf, publicFileBytes, useHarness } from '@/testing/backend-harness'
import { cannedSupabase } from '@/testing/canned-supabase'
import { json, type RecordedRequest } from '@/testing/recording-fetch'
import { deletePostImage } from './delete-post-image'
import { uploadPostImage } from './upload-post-image'

const PNG = [137, 80, 78, 71, 13, 10, 26, 10]
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' })

const builds = [
  ['supabase', 'at Storage’s public URL'],
  ['local', 'shown from the local database'],
] as const

for (const [build, shown] of builds)
  describe(`post images on the database (${build} build, ${shown})`, { timeout: 60_000 }, () => {
    const h = useHarness(build)
    const { signInAs } = h
    const upload = (file: Blob) => uploadPostImage(h.client, file)
    const remove = (path: string) => deletePostImage(h.client, path)
    const displayUrl = (path: string) => h.backend.postImages.displayUrl(path)
    /** The bytes an `<img>` gets at an address `displayUrl` gave, or undefined when it gets none. */
    const bytesAt = (url: string) => (build === 'supabase' ? publicFileBytes(h.db, url) : blobBytes(url))

    it('an admin uploads an image under a new name, anyone sees it, an admin deletes it', async () => {
      await signInAs('admin')
      const path = await upload(png())
      expect(path).toMatch(/^post-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
      expect(await upload(png())).not.toBe(path)

      await signInAs('visitor')
      const url = await displayUrl(path)
      expect(url && [...((await bytesAt(url)) ?? [])]).toEqual(PNG)

      await signInAs('admin')
      await remove(path)
      expect(await codeOf(remove(path))).toBe('not_found')
    })

    it('a member or a visitor can neither upload nor delete', async () => {
      await signInAs('admin')
      const path = await upload(png())
      // A member is refused (not an admin); a visitor has no session to upload with.
      for (const [who, refusal] of [
        ['member', 'forbidden'],
        ['visitor', 'auth'],
      ] as const) {
        await signInAs(who)
        expect(await codeOf(upload(png()))).toBe(refusal)
        expect(await codeOf(remove(path))).toBe('not_found')
      }
      const url = await displayUrl(path)
      expect(url && (await bytesAt(url))).toBeDefined()
    })

    it('refuses an SVG, an empty file and a path that is not an upload, with the reason', async () => {
      await signInAs('admin')
      const svg = upload(new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }))
      await expect(svg).rejects.toMatchObject({
        code: 'invalid',
        message: expect.stringMatching(/SVG is not accepted/) as unknown,
      })
      expect(await codeOf(upload(new Blob([], { type: 'image/png' })))).toBe('invalid')
      expect(await codeOf(remove('/images/blog/a.png'))).toBe('invalid')
    })
  })

describe('post images on the wire', () => {
  const projects: ReturnType<typeof cannedSupabase>[] = []
  /** A canned project answering every request with `answer`. */
  function setup(answer: (request: RecordedRequest) => Response) {
    const project = cannedSupabase(answer)
    projects.push(project)
    return { project, client: project.backend.client, requests: project.wire.requests }
  }
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    await Promise.all(projects.splice(0).map((project) => project.backend.dispose()))
  })

  it('sends the file to the upload-post-image function and returns the path it stored', async () => {
    const { client, requests } = setup(() => json(201, { path: 'post-images/2026/11/x.png' }))
    const file = png()
    await expect(uploadPostImage(client, file)).resolves.toBe('post-images/2026/11/x.png')
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/functions/v1/upload-post-image' })
    expect(requests[0]?.headers['content-type']).toBe('image/png')
    expect(requests[0]?.body).toBe(file)
    // Nothing goes to Storage directly: only the function writes the bucket.
    expect(requests.map((request) => request.path).filter((path) => path.includes('/storage/'))).toEqual([])
  })

  it('refuses an SVG or a file over 5 MB before sending anything', async () => {
    const { client, requests } = setup(() => json(200, {}))
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    await expect(uploadPostImage(client, svg)).rejects.toThrow(/SVG is not accepted/)
    await expect(uploadPostImage(client, svg)).rejects.toMatchObject({ code: 'invalid' })
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/jpeg' })
    await expect(uploadPostImage(client, big)).rejects.toMatchObject({ code: 'invalid' })
    expect(requests).toEqual([])
  })

  it('refuses a file whose bytes are not the image type it declares, before sending anything', async () => {
    const { client, requests } = setup(() => json(200, {}))
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/png' })
    await expect(uploadPostImage(client, html)).rejects.toMatchObject({
      code: 'invalid',
      message: NOT_AN_IMAGE_MESSAGE,
    })
    expect(requests).toEqual([])
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
    const { client } = setup(() => json(status, { error, message }))
    const refusal = uploadPostImage(client, png())
    await expect(refusal).rejects.toBeInstanceOf(BackendError)
    await expect(refusal).rejects.toMatchObject({ code, message })
  })

  it('a network failure is `network`; an answer without a stored path is `server`', async () => {
    const offline = setup(() => json(201, {}))
    offline.project.answerNext(new TypeError('Failed to fetch'))
    await expect(uploadPostImage(offline.client, png())).rejects.toMatchObject({ code: 'network' })
    const odd = setup(() => json(201, { path: '/etc/passwd' }))
    await expect(uploadPostImage(odd.client, png())).rejects.toMatchObject({ code: 'server' })
  })

  it('deletes an uploaded image by its stored path, and refuses anything else', async () => {
    const { client, requests } = setup(() => json(200, [{ name: '2026/11/x.png' }]))
    await deletePostImage(client, 'post-images/2026/11/x.png')
    expect(requests[0]).toMatchObject({
      method: 'DELETE',
      path: '/storage/v1/object/post-images',
      body: { prefixes: ['2026/11/x.png'] },
    })
    await expect(deletePostImage(client, '/images/a.png')).rejects.toMatchObject({ code: 'invalid' })
  })

  it("turns Storage's refusals of a delete into BackendErrors", async () => {
    const notAdmin = setup(() => json(403, { statusCode: '403', error: 'Unauthorized', message: 'not allowed' }))
    await expect(deletePostImage(notAdmin.client, 'post-images/2026/11/x.png')).rejects.toMatchObject({
      code: 'forbidden',
    })
  })
})
