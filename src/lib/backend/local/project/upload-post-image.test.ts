/**
 * The local project answers the upload-post-image function as the edge function does (its own
 * tests: supabase/functions/upload-post-image/*.deno.test.ts): the caller's session and admin role
 * first, then the file's first bytes, then the object written as the service role; and the
 * Storage API refuses an admin's own upload, as on Supabase since 20261127000900.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { testAccounts, testDatabase } from '@/testing/local-database'
import { NOT_AN_IMAGE_MESSAGE } from '../../image-signature'
import { ANON_KEY } from './tokens'
import { LOCAL_PROJECT, localProjectFetch } from './index'
import { passwordToken } from '@/testing/project-tokens'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const project = localProjectFetch(testDatabase())
const tokens = { admin: '', member: '' }

const signIn = (credentials: { email: string; password: string }) => passwordToken(project, credentials)

beforeAll(async () => {
  tokens.admin = await signIn(testAccounts.localAdmin)
  tokens.member = await signIn(testAccounts.localMember)
}, 120_000)

function upload(bytes: BlobPart, type: string, token: string | null) {
  return project(`${LOCAL_PROJECT.url}/functions/v1/upload-post-image`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Blob([bytes], { type }),
  })
}
const objects = async () =>
  (
    await (
      await testDatabase()
    ).query<{ name: string; owner: string | null }>('select name, owner from storage.objects')
  ).rows

describe('upload-post-image in the local project', { timeout: 60_000 }, () => {
  it('stores an admin’s PNG under a new name, written as the service role, and answers its path', async () => {
    const answer = await upload(PNG, 'image/png', tokens.admin)
    expect(answer.status).toBe(201)
    const { path } = (await answer.json()) as { path: string }
    expect(path).toMatch(/^post-images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/)
    expect(await objects()).toContainEqual({ name: path.slice('post-images/'.length), owner: null })
  })

  it('refuses HTML declared as a PNG with 415 and the message, storing nothing', async () => {
    const before = (await objects()).length
    const answer = await upload('<!doctype html><script>alert(1)</script>', 'image/png', tokens.admin)
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual({ error: 'not_the_declared_type', message: NOT_AN_IMAGE_MESSAGE })
    expect((await objects()).length).toBe(before)
  })

  it.each([
    ['no token', null, 401, 'unauthorized'],
    ['the anon key', ANON_KEY, 401, 'unauthorized'],
    ['a member', 'member', 403, 'forbidden'],
  ] as const)('refuses %s', async (_who, token, status, error) => {
    const bearer = token === 'member' ? tokens.member : token
    const answer = await upload(PNG, 'image/png', bearer)
    expect(answer.status).toBe(status)
    expect(await answer.json()).toMatchObject({ error })
  })

  it('refuses an SVG (415), an empty file (400) and a file over 5 MB (413)', async () => {
    expect((await upload('<svg/>', 'image/svg+xml', tokens.admin)).status).toBe(415)
    expect((await upload(new Uint8Array(0), 'image/png', tokens.admin)).status).toBe(400)
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await upload(big, 'image/png', tokens.admin)).status).toBe(413)
  })

  it('refuses an admin without their second factor while the firm requires it (403 aal2_required)', async () => {
    const db = await testDatabase()
    await db.query('update private.firm_settings set mfa_required = true')
    try {
      const answer = await upload(PNG, 'image/png', tokens.admin)
      expect(answer.status).toBe(403)
      expect(await answer.json()).toMatchObject({ error: 'aal2_required' })
    } finally {
      await db.query('update private.firm_settings set mfa_required = false')
    }
  })

  it('the Storage API refuses an admin’s own upload (only the service role writes the bucket)', async () => {
    const body = new FormData()
    body.append('', new Blob([PNG], { type: 'image/png' }))
    const answer = await project(`${LOCAL_PROJECT.url}/storage/v1/object/post-images/2026/11/direct.png`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${tokens.admin}` },
      body,
    })
    expect(answer.status).toBe(403)
    expect((await objects()).map((o) => o.name)).not.toContain('2026/11/direct.png')
  })
})
