/**
 * The uploaded post images' part of the backend contract: an admin uploads (through the
 * upload-post-image function), anyone sees the image, an admin deletes it; a member and a visitor
 * can do neither; a file the bucket would refuse is refused before anything is stored. Run by
 * contract.test.ts on both adapters.
 */
import type { Backend } from './backend'
import { codeOf } from './team.contract'

export interface PostImagesContractContext {
  backend: () => Backend
  signInAs: (who: 'admin' | 'member' | 'visitor') => Promise<void>
  /** The bytes an `<img>` gets at an address `displayUrl` gave, or undefined when it gets none. */
  bytesAt: (url: string) => Promise<Uint8Array | undefined>
}

const PNG = [137, 80, 78, 71, 13, 10, 26, 10]
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' })

export function postImagesContract({ backend, signInAs, bytesAt }: PostImagesContractContext) {
  const images = () => backend().postImages

  it('an admin uploads an image under a new name, anyone sees it, an admin deletes it', async () => {
    await signInAs('admin')
    const path = await images().upload(png())
    expect(path).toMatch(/^post-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    expect(await images().upload(png())).not.toBe(path)

    await signInAs('visitor')
    const url = await images().displayUrl(path)
    expect(url && [...((await bytesAt(url)) ?? [])]).toEqual(PNG)

    await signInAs('admin')
    await images().remove(path)
    expect(await codeOf(images().remove(path))).toBe('not_found')
  })

  it('a member or a visitor can neither upload nor delete', async () => {
    await signInAs('admin')
    const path = await images().upload(png())
    // A member is refused (not an admin); a visitor has no session to upload with.
    for (const [who, refusal] of [
      ['member', 'forbidden'],
      ['visitor', 'auth'],
    ] as const) {
      await signInAs(who)
      expect(await codeOf(images().upload(png()))).toBe(refusal)
      expect(await codeOf(images().remove(path))).toBe('not_found')
    }
    const url = await images().displayUrl(path)
    expect(url && (await bytesAt(url))).toBeDefined()
  })

  it('refuses an SVG, an empty file and a path that is not an upload, with the reason', async () => {
    await signInAs('admin')
    const svg = images().upload(new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }))
    await expect(svg).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/SVG is not accepted/) as unknown,
    })
    expect(await codeOf(images().upload(new Blob([], { type: 'image/png' })))).toBe('invalid')
    expect(await codeOf(images().remove('/images/blog/a.png'))).toBe('invalid')
  })
}
