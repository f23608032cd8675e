/**
 * The local Storage stand-in refuses an image whose bytes are not the type it declares, as the
 * client does before sending (ADR 0017): a request made without the app (supabase-js, curl) is
 * refused too; and since 20261127000900 it refuses an admin's upload of any bytes, as the policies
 * leave writing the bucket to the service role (upload-post-image.test.ts). The bucket's own
 * limits are the prelude's (supabase/tests/99_post_image_alt.test.sql).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { testAccounts, testDatabase } from '@/testing/local-database'
import { ANON_KEY } from './tokens'
import { LOCAL_PROJECT, localProjectFetch } from './index'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const project = localProjectFetch(testDatabase())
let token = ''

beforeAll(async () => {
  const { email, password } = testAccounts.localAdmin
  const answer = await project(`${LOCAL_PROJECT.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  token = ((await answer.json()) as { access_token: string }).access_token
}, 120_000)

function upload(name: string, bytes: BlobPart, type: string) {
  const body = new FormData()
  body.append('', new Blob([bytes], { type }))
  return project(`${LOCAL_PROJECT.url}/storage/v1/object/post-images/${name}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
    body,
  })
}
const stored = async (name: string) =>
  (await (await testDatabase()).query('select 1 from storage.objects where name = $1', [name])).rows.length

describe('the local Storage stand-in', () => {
  it('refuses HTML declared as a PNG with 415, storing nothing', async () => {
    const answer = await upload('2026/11/fake.png', '<!doctype html><script>alert(1)</script>', 'image/png')
    expect(answer.status).toBe(415)
    expect(await stored('2026/11/fake.png')).toBe(0)
  })

  it('refuses PNG bytes declared as a JPEG', async () => {
    expect((await upload('2026/11/wrong.jpg', PNG, 'image/jpeg')).status).toBe(415)
  })

  it('refuses even a real PNG from an admin: only the service role writes the bucket (upload-post-image)', async () => {
    expect((await upload('2026/11/real.png', PNG, 'image/png')).status).toBe(403)
    expect(await stored('2026/11/real.png')).toBe(0)
  })
})
