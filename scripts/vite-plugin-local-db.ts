import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { type LocalAccounts, localAccountsFrom } from '../src/lib/backend/local/accounts.ts'
import { buildSnapshot, snapshotFiles } from './local-db-snapshot.ts'

const ID = 'virtual:local-db-snapshot'
const RESOLVED = `\0${ID}`
const DEV_URL = '/@local-db/snapshot.tar.gz'

/**
 * `virtual:local-db-snapshot` is the URL of the local database's prepared snapshot: an asset of
 * the build (only local builds import it), or, in the dev server, a file made on first request
 * and again whenever a migration changes. It holds the build's seeded accounts (`VITE_LOCAL_*`).
 */
export function localDbSnapshot(): Plugin {
  const root = process.cwd()
  let accounts: LocalAccounts = localAccountsFrom({})
  let cached: { key: string; bytes: Promise<Uint8Array> } | undefined
  const snapshot = () => {
    const hash = createHash('sha256').update(JSON.stringify(accounts))
    for (const file of snapshotFiles(root)) hash.update(file).update(readFileSync(file))
    const key = hash.digest('hex')
    if (cached?.key !== key) cached = { key, bytes: buildSnapshot(root, accounts) }
    return cached.bytes
  }
  let serving = false
  return {
    name: 'local-db-snapshot',
    configResolved(config) {
      accounts = localAccountsFrom(config.env)
    },
    configureServer(server) {
      serving = true
      server.middlewares.use(DEV_URL, (_req, res, next) => {
        snapshot().then((bytes) => {
          res.setHeader('Content-Type', 'application/gzip')
          res.setHeader('Cache-Control', 'no-store')
          res.end(bytes)
        }, next)
      })
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      if (serving) return `export default ${JSON.stringify(DEV_URL)}`
      const ref = this.emitFile({ type: 'asset', name: 'local-db.tar.gz', source: await snapshot() })
      return `export default import.meta.ROLLUP_FILE_URL_${ref}`
    },
  }
}
