// The build's archive manifest (issue 33, item 4): every prerendered page (address, file, title,
// SHA-256 of its HTML) and the disclosure texts with their version. scripts/prerender.mjs writes it
// beside the pages as archive-manifest.json; `npm run archive:build` (scripts/archive-build.mjs)
// records the build from it. Plain functions of their inputs, so tests run them without a build.
import { createHash } from 'node:crypto'

export const ARCHIVE_MANIFEST = 'archive-manifest.json'

export const sha256Hex = (text) => createHash('sha256').update(text, 'utf8').digest('hex')

const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }

/** The page's <title>, its entities read back; null when it has none. */
export function pageTitle(html) {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  return match ? match[1].replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]).trim() : null
}

/**
 * pages: [{ address, file, html }]; disclosures: { json, version } (src/content/disclosure-version.ts).
 */
export function archiveManifest({ pages, disclosures, builtAt, commit = null }) {
  return {
    built_at: builtAt,
    commit,
    pages: pages.map(({ address, file, html }) => ({ address, file, title: pageTitle(html), sha256: sha256Hex(html) })),
    disclosures: { version: disclosures.version, text: disclosures.json },
  }
}

/**
 * What archive_build receives: the manifest's pages with their HTML, each checked against its
 * hash first (a file changed after the build is not recorded as the build's).
 */
export function buildRecord(manifest, readPage) {
  const pages = manifest.pages.map((page) => {
    const html = readPage(page.file)
    if (sha256Hex(html) !== page.sha256) {
      throw new Error(`${page.file} changed since the build: its SHA-256 is not the manifest's`)
    }
    return { address: page.address, title: page.title, sha256: page.sha256, html }
  })
  return { built_at: manifest.built_at, commit: manifest.commit, pages, disclosures: manifest.disclosures }
}
