import { describe, expect, it } from 'vitest'
import { archiveManifest, buildRecord, pageTitle, sha256Hex } from './archive-manifest.mjs'

const pages = [
  { address: '/', file: 'index.html', html: '<html><head><title>Home &amp; more</title></head><body>Hi</body></html>' },
  { address: '/about', file: 'about/index.html', html: '<html><body>No title</body></html>' },
]
const disclosures = { json: '{"a":"b"}', version: sha256Hex('{"a":"b"}') }

describe('the archive manifest', () => {
  it('lists every page with its title and the SHA-256 of its HTML, and the disclosures with their version', () => {
    const manifest = archiveManifest({ pages, disclosures, builtAt: '2026-11-28T09:00:00.000Z', commit: 'abc' })
    expect(manifest).toEqual({
      built_at: '2026-11-28T09:00:00.000Z',
      commit: 'abc',
      pages: [
        { address: '/', file: 'index.html', title: 'Home & more', sha256: sha256Hex(pages[0]!.html) },
        { address: '/about', file: 'about/index.html', title: null, sha256: sha256Hex(pages[1]!.html) },
      ],
      disclosures: { version: disclosures.version, text: '{"a":"b"}' },
    })
    // What `sha256sum` prints for the same bytes.
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('reads a page title with its entities', () => {
    expect(pageTitle('<title>A &lt;b&gt; &quot;c&quot; &#39;d&#39;</title>')).toBe(`A <b> "c" 'd'`)
  })

  it('sends the pages with their HTML, and refuses a file changed since the build', () => {
    const manifest = archiveManifest({ pages, disclosures, builtAt: 'now' })
    const files = Object.fromEntries(pages.map((page) => [page.file, page.html]))
    const record = buildRecord(manifest, (file) => files[file]!)
    expect(record.pages.map((page) => [page.address, page.html])).toEqual(
      pages.map((page) => [page.address, page.html]),
    )
    expect(record.disclosures).toEqual(manifest.disclosures)

    files['about/index.html'] += '<!-- edited -->'
    expect(() => buildRecord(manifest, (file) => files[file]!)).toThrow(
      'about/index.html changed since the build: its SHA-256 is not the manifest',
    )
  })
})
