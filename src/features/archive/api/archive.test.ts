/**
 * The archive's operations on a local build (the local harness: the migrations' own triggers
 * write the archive). In the local demo approval is off, so an admin saving a published post
 * archives that version at once, and unpublishing it archives the withdrawal.
 */
import { createHash } from 'node:crypto'
import type { PGliteInterface } from '@electric-sql/pglite'
import { postToRow } from '@/lib/backend/rows'
import type { Client } from '@/lib/backend/supabase/client'
import { dataOrThrow } from '@/lib/backend/supabase/errors'
import { signInWithPassword } from '@/lib/staff/auth/sign-in'
import { signOut } from '@/lib/staff/auth/sign-out'
import { addDays } from '@/lib/backend/site-stats/ny-days'
import { newYorkToday } from '@/lib/new-york-date'
import { codeOf } from '@/testing/backend-harness'
import { testAccounts } from '@/testing/local-database'
import { aPost } from '@/testing/records'
import { addStaffAccount, COMPLIANCE, useStaffHarness } from '@/testing/staff-accounts'
import { getArchiveRecord } from './get-archive-record'
import { listArchive } from './list-archive'
import { logArchiveExport } from './log-archive-export'
import { readArchiveRange } from './read-archive-range'
import { verifyArchive } from './verify-archive'

const SLOW = 300_000
const addCompliance = (db: PGliteInterface) => addStaffAccount(db, COMPLIANCE, 'compliance')
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const today = newYorkToday()

/** An admin saves the post (published): in the local demo it goes live, and is archived, at once. */
async function publish(client: Client, slug: string, html: string) {
  const row = {
    ...postToRow(aPost({ id: `post-${slug}`, slug, title: `About ${slug}`, content: `# ${slug}` })),
    rendered_html: html,
  }
  await dataOrThrow(client.from('blog_posts').upsert(row, { onConflict: 'id' }), 'admin-write')
}

describe('the communications archive on a local build', { timeout: SLOW }, () => {
  const { h, signInAs, client } = useStaffHarness(SLOW)

  it('lists what went live and was withdrawn, newest first, by day, kind and address, paged', async () => {
    await signInAs('admin')
    await publish(client(), 'first-post', '<h1>First</h1><p>Déjà vu — “quoted”.</p>')
    await publish(client(), 'second-post', '<h1>Second</h1>')
    await dataOrThrow(
      client().from('blog_posts').update({ published: false }).eq('id', 'post-first-post'),
      'admin-write',
    )

    const all = await listArchive(client(), { from: today, to: today })
    expect(all.total).toBe(3)
    expect(all.rows.map((r) => [r.kind, r.address, r.title])).toEqual([
      ['withdrawal', '/blog/first-post', 'About first-post'],
      ['post', '/blog/second-post', 'About second-post'],
      ['post', '/blog/first-post', 'About first-post'],
    ])
    expect(all.rows[2]).toMatchObject({
      contentType: 'text/html',
      sha256: sha256('<h1>First</h1><p>Déjà vu — “quoted”.</p>'),
    })

    await expect(listArchive(client(), { kind: 'post' })).resolves.toMatchObject({ total: 2 })
    const first = await listArchive(client(), { address: 'FIRST' })
    expect(first.rows.map((r) => r.kind)).toEqual(['withdrawal', 'post'])
    // `_` and `%` are the address's own characters, not a pattern's.
    await expect(listArchive(client(), { address: '_' })).resolves.toEqual({ rows: [], total: 0 })
    await expect(listArchive(client(), { address: '%' })).resolves.toEqual({ rows: [], total: 0 })
    await expect(listArchive(client(), { to: addDays(today, -1) })).resolves.toEqual({ rows: [], total: 0 })
    await expect(listArchive(client(), { from: addDays(today, 1) })).resolves.toEqual({ rows: [], total: 0 })
    const second = await listArchive(client(), { from: today, page: 1, pageSize: 2 })
    expect(second).toMatchObject({ total: 3, rows: [{ kind: 'post', address: '/blog/first-post' }] })
    expect(await codeOf(listArchive(client(), { from: today, to: addDays(today, -1) }))).toBe('invalid')
  })

  it('counts the first day from its New York midnight: rows of the day before are left out, pages included', async () => {
    await signInAs('admin')
    for (const slug of ['a', 'b', 'c', 'd']) await publish(client(), slug, `<p>${slug}</p>`)
    // The owner moves the two oldest rows to the day before (the chain then breaks: see the check).
    await h.db.exec(`begin; set local session_replication_role = replica;
      update public.communications_archive set archived_at = archived_at - interval '1 day' where id <= 2; commit;`)
    const yesterday = addDays(today, -1)
    const fromToday = await listArchive(client(), { from: today, pageSize: 1 })
    expect(fromToday).toMatchObject({ total: 2, rows: [{ address: '/blog/d' }] })
    await expect(listArchive(client(), { from: today, page: 1, pageSize: 1 })).resolves.toMatchObject({
      total: 2,
      rows: [{ address: '/blog/c' }],
    })
    // The last page of today stops at the day's first row, though older rows follow it.
    await expect(listArchive(client(), { from: today, page: 2, pageSize: 1 })).resolves.toEqual({ rows: [], total: 2 })
    await expect(listArchive(client(), { from: yesterday, to: yesterday })).resolves.toMatchObject({ total: 2 })
    const range = await readArchiveRange(client(), { from: today, to: today })
    expect(range.map((r) => r.address)).toEqual(['/blog/c', '/blog/d'])
    await expect(verifyArchive(client())).resolves.toMatchObject({ ok: false, rows: 0, firstBrokenId: 1 })
  })

  it('reads a record whole, with the approval record of its release and its hashes', async () => {
    await signInAs('admin')
    await publish(client(), 'whole', '<p>Whole</p>')
    const [entry] = (await listArchive(client())).rows
    const record = await getArchiveRecord(client(), entry?.id ?? 0)
    expect(record).toMatchObject({ kind: 'post', content: '<p>Whole</p>', sha256: sha256('<p>Whole</p>') })
    expect(record.prevSha256).toBe('0'.repeat(64))
    expect(record.rowSha256).toMatch(/^[0-9a-f]{64}$/)
    expect(record.details).toMatchObject({
      version: 1,
      markdown: '# whole',
      approval: { required: false, released_by: testAccounts.localAdmin.email },
    })
    expect(await codeOf(getArchiveRecord(client(), 999))).toBe('not_found')
    expect(await codeOf(getArchiveRecord(client(), -1))).toBe('invalid')
  })

  it('checks the chain: intact, then the first changed row named', async () => {
    await signInAs('admin')
    await expect(verifyArchive(client())).resolves.toEqual({
      ok: true,
      rows: 0,
      firstBrokenId: null,
      headSha256: '0'.repeat(64),
    })
    for (const slug of ['one', 'two', 'three']) await publish(client(), slug, `<p>${slug}</p>`)
    const intact = await verifyArchive(client())
    expect(intact).toMatchObject({ ok: true, rows: 3, firstBrokenId: null })
    const [newest] = await readArchiveRange(client(), { from: today, to: today }).then((rows) => rows.slice(-1))
    expect(intact.headSha256).toBe(newest?.rowSha256)
    await h.db.exec(`begin; set local session_replication_role = replica;
      update public.communications_archive set content = '<p>changed</p>' where id = 2; commit;`)
    await expect(verifyArchive(client())).resolves.toEqual({ ok: false, rows: 1, firstBrokenId: 2, headSha256: null })
  })

  it('records an export in the audit log', async () => {
    await signInAs('admin')
    const start = new Date('2026-11-01T04:00:00.000Z')
    const end = new Date('2026-11-29T05:00:00.000Z')
    await logArchiveExport(client(), { start, end, rows: 7 })
    const [entry] = await dataOrThrow(client().from('audit_log').select('action,details'), 'read')
    expect(entry?.action).toBe('archive.export')
    expect(entry?.details).toMatchObject({ rows: 7 })
    expect(new Date(String((entry?.details as { from?: string }).from)).getTime()).toBe(start.getTime())
    expect(await codeOf(logArchiveExport(client(), { start, end, rows: -1 }))).toBe('invalid')
  })

  it('is read, checked and exported by compliance as by admins', async () => {
    await signInAs('admin')
    await publish(client(), 'reviewed', '<p>Reviewed</p>')
    await addCompliance(h.db)
    await signOut(client())
    await signInWithPassword(client(), COMPLIANCE)
    const { rows } = await listArchive(client())
    expect(rows.map((r) => r.address)).toEqual(['/blog/reviewed'])
    await expect(getArchiveRecord(client(), rows[0]?.id ?? 0)).resolves.toMatchObject({ content: '<p>Reviewed</p>' })
    await expect(verifyArchive(client())).resolves.toMatchObject({ ok: true, rows: 1 })
    await logArchiveExport(client(), { start: new Date(), end: new Date(), rows: 1 })
  })

  it('is for admins and compliance: a viewer and a member read nothing and may neither check nor export; a visitor is refused', async () => {
    await signInAs('admin')
    await publish(client(), 'kept', '<p>Kept</p>')
    const range = { start: new Date(), end: new Date() }
    for (const who of ['viewer', 'member'] as const) {
      await signInAs(who)
      await expect(listArchive(client())).resolves.toEqual({ rows: [], total: 0 })
      await expect(readArchiveRange(client(), { from: today, to: today })).resolves.toEqual([])
      expect(await codeOf(verifyArchive(client()))).toBe('forbidden')
      expect(await codeOf(logArchiveExport(client(), { ...range, rows: 0 }))).toBe('forbidden')
    }
    await signInAs('visitor')
    expect(await codeOf(listArchive(client()))).toBe('forbidden')
    expect(await codeOf(verifyArchive(client()))).toBe('forbidden')
  })
})
