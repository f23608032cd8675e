import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { disclosureJson, disclosureVersion } from '../src/content/disclosure-version'
import { archiveManifest, buildRecord } from './archive-manifest.mjs'
import { openArchiveDb, recordBuildLocally } from './archive-local-db'

const dir = mkdtempSync(join(tmpdir(), 'archive-build-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function buildOf(files: Record<string, string>) {
  const json = disclosureJson()
  const manifest = archiveManifest({
    pages: Object.entries(files).map(([address, html]) => ({ address, file: address, html })),
    disclosures: { json, version: await disclosureVersion(json) },
    builtAt: new Date().toISOString(),
  })
  return buildRecord(manifest, (file) => files[file]!)
}

describe('archive:build on the local database', () => {
  it('records changed pages and new disclosures only, and keeps the chain whole', { timeout: 120_000 }, async () => {
    const site = { '/': '<title>Home</title>v1', '/about': '<title>About</title>v1' }
    const first = await recordBuildLocally(process.cwd(), dir, await buildOf(site))
    expect(first).toMatchObject({ pages_recorded: 2, pages_unchanged: 0, disclosures_recorded: true })
    expect(first.disclosure_version).toBe(await disclosureVersion())

    const again = await recordBuildLocally(process.cwd(), dir, await buildOf(site))
    expect(again).toMatchObject({ pages_recorded: 0, pages_unchanged: 2, disclosures_recorded: false })

    const edited = await recordBuildLocally(
      process.cwd(),
      dir,
      await buildOf({ ...site, '/about': '<title>About</title>v2' }),
    )
    expect(edited).toMatchObject({ pages_recorded: 1, pages_unchanged: 1, disclosures_recorded: false })

    const db = await openArchiveDb(process.cwd(), dir)
    try {
      const { rows } = await db.query<{ kind: string; address: string | null; title: string }>(
        'select kind, address, title from public.communications_archive order by id',
      )
      expect(rows).toEqual([
        { kind: 'page', address: '/', title: 'Home' },
        { kind: 'page', address: '/about', title: 'About' },
        { kind: 'disclosure', address: null, title: 'Disclosures' },
        { kind: 'page', address: '/about', title: 'About' },
      ])
      // verify_archive asks for a staff role; as the owner the chain is walked the same way.
      const broken = await db.query<{ n: number }>(`
        select count(*)::int as n from (
          select a.id, a.prev_sha256, lag(a.row_sha256, 1, repeat('0', 64)) over (order by a.id) as expected
          from public.communications_archive a) links
        where prev_sha256 <> expected`)
      expect(broken.rows[0]?.n).toBe(0)
    } finally {
      await db.close()
    }
  })

  it('refuses a page whose HTML does not match its hash', { timeout: 120_000 }, async () => {
    const build = await buildOf({ '/x': '<title>X</title>' })
    build.pages[0]!.html += 'tampered'
    await expect(recordBuildLocally(process.cwd(), dir, build)).rejects.toThrow(
      'the HTML of /x does not match its SHA-256 in the manifest',
    )
  })
})
