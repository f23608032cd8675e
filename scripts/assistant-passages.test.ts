import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { LOCAL_EXTENSIONS } from '../src/lib/backend/local/db/extensions.ts'
import { pagePassages } from './assistant-passages.mjs'

describe("the offline assistant's passages (assistant-index.json)", () => {
  it("are the database's own cut of the pages: address with anchor, title, heading, text", async () => {
    const db = await PGlite.create({
      loadDataDir: new Blob([readFileSync(inject('localDbSnapshot'))], { type: 'application/x-gzip' }),
      extensions: LOCAL_EXTENSIONS,
    })
    try {
      const passages = await pagePassages(db, [
        {
          url: '/process',
          title: 'Our Process',
          html: '<main><h1>Process</h1><p>How it works.</p><h2 id="step-01">Step one</h2><p>You buy shares.</p></main>',
        },
        { url: '/about', title: 'About', html: '<main><h2>Mission</h2><p>Stability for investors.</p></main>' },
      ])
      expect(passages).toEqual([
        { url: '/about', title: 'About', heading: 'Mission', text: 'Stability for investors.' },
        { url: '/process', title: 'Our Process', heading: 'Our Process', text: 'Process\nHow it works.' },
        { url: '/process#step-01', title: 'Our Process', heading: 'Step one', text: 'You buy shares.' },
      ])
    } finally {
      await db.close()
    }
  })
})
