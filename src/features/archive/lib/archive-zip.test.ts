/**
 * The export's ZIP, opened again: one file per row with the bytes stored, SHA256SUMS whose lines
 * the files' own SHA-256 (node:crypto) match, manifest.json with each row's hashes; and, outside
 * JavaScript, Python's zipfile unpacks it and `sha256sum -c` passes.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import type { ArchiveRecord } from './archive-record'
import { archiveFileName, archiveZipName, buildArchiveZip } from './archive-zip'

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

function aRecord(over: Partial<ArchiveRecord> & Pick<ArchiveRecord, 'id' | 'content'>): ArchiveRecord {
  return {
    archivedAt: '2026-11-28T15:04:05.123456+00:00',
    kind: 'post',
    address: '/blog/a-post',
    title: 'A post',
    contentType: 'text/html',
    details: {},
    sha256: sha256(over.content),
    prevSha256: '0'.repeat(64),
    rowSha256: 'a'.repeat(64),
    ...over,
  }
}

const records = [
  aRecord({ id: 1, content: '<h1>Déjà vu</h1>\r\n<p>“Quoted” — 5 % 🙂</p>\n' }),
  aRecord({ id: 2, kind: 'withdrawal', contentType: 'application/json', content: '{"reason": "deleted"}' }),
  aRecord({ id: 123, address: '/Blog/Why Reinsurance?', contentType: 'text/markdown', content: '# Why\n\nBecause.' }),
  aRecord({ id: 1234567, kind: 'report', address: null, title: null, contentType: 'application/json', content: '{}' }),
]
const range = { from: '2026-11-01', to: '2026-11-28', exportedAt: new Date('2026-11-28T20:00:00Z') }

describe('the archive ZIP', () => {
  it('names each file by its number, kind, address and type', () => {
    expect(records.map(archiveFileName)).toEqual([
      '000001-post-blog-a-post.html',
      '000002-withdrawal-blog-a-post.json',
      '000123-post-blog-why-reinsurance.md',
      '1234567-report.json',
    ])
    expect(archiveFileName(aRecord({ id: 9, address: `/blog/${'x'.repeat(200)}`, content: '' }))).toBe(
      `000009-post-blog-${'x'.repeat(55)}.html`,
    )
    expect(archiveZipName(range)).toBe('communications-archive-2026-11-01-to-2026-11-28.zip')
  })

  it('holds each content byte for byte, SHA256SUMS that matches them, and the manifest', () => {
    const files = unzipSync(buildArchiveZip(records, range))
    const names = records.map(archiveFileName)
    expect(Object.keys(files).sort()).toEqual([...names, 'SHA256SUMS', 'manifest.json'].sort())
    for (const [i, record] of records.entries()) {
      const bytes = files[names[i] ?? ''] ?? new Uint8Array()
      expect(Buffer.from(bytes).equals(Buffer.from(record.content, 'utf8'))).toBe(true)
      expect(sha256(bytes)).toBe(record.sha256)
    }
    const sums = strFromU8(files['SHA256SUMS'] ?? new Uint8Array())
    expect(sums).toBe(records.map((r, i) => `${sha256(Buffer.from(r.content, 'utf8'))}  ${names[i]}\n`).join(''))

    const manifest: unknown = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()))
    expect(manifest).toMatchObject({ exported_at: '2026-11-28T20:00:00.000Z', from: '2026-11-01', to: '2026-11-28' })
    expect(manifest).toHaveProperty('records', [
      {
        id: 1,
        archived_at: '2026-11-28T15:04:05.123456+00:00',
        kind: 'post',
        address: '/blog/a-post',
        title: 'A post',
        content_type: 'text/html',
        file: names[0],
        sha256: records[0]?.sha256,
        prev_sha256: '0'.repeat(64),
        row_sha256: 'a'.repeat(64),
      },
      expect.objectContaining({ id: 2, kind: 'withdrawal', file: names[1] }),
      expect.objectContaining({ id: 123, file: names[2] }),
      expect.objectContaining({ id: 1234567, address: null, title: null, file: names[3] }),
    ])
  })

  it('is unpacked by another ZIP reader and checked by sha256sum -c; a changed file fails the check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'archive-zip-'))
    try {
      writeFileSync(join(dir, 'export.zip'), buildArchiveZip(records, range))
      execFileSync('python3', ['-m', 'zipfile', '-e', 'export.zip', 'out'], { cwd: dir })
      const out = join(dir, 'out')
      expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' })).toBe(
        records.map((r) => `${archiveFileName(r)}: OK\n`).join(''),
      )
      writeFileSync(join(out, archiveFileName(records[0] ?? aRecord({ id: 0, content: '' }))), '<h1>Changed</h1>')
      expect(() => execFileSync('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: out, stdio: 'pipe' })).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('with no rows holds an empty SHA256SUMS and a manifest of none', () => {
    const files = unzipSync(buildArchiveZip([], range))
    expect(strFromU8(files['SHA256SUMS'] ?? new Uint8Array([1]))).toBe('')
    expect(JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()))).toMatchObject({ records: [] })
  })
})
