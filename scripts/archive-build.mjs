// `npm run archive:build`: records the last build (its archive-manifest.json, written by
// scripts/prerender.mjs) in the communications archive through public.archive_build, which records
// only pages whose HTML changed since their last recorded version, and the disclosures when their
// version changed. Run it after each deploy.
//   * A Supabase project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the deployment's
//     environment (the service role never reaches a browser).
//   * Otherwise the local database in Node: a PGlite data directory (LOCAL_ARCHIVE_DB, default
//     .local-archive-db/) with every migration applied, made on first use.
// OUT_DIR names the build (default dist). Prints what was recorded; exits non-zero on failure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHIVE_MANIFEST, buildRecord } from './archive-manifest.mjs'

const dist = process.env.OUT_DIR ?? 'dist'
const manifest = JSON.parse(readFileSync(join(dist, ARCHIVE_MANIFEST), 'utf8'))
const build = buildRecord(manifest, (file) => readFileSync(join(dist, file), 'utf8'))

async function recordInProject(url, serviceKey) {
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/archive_build`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ build }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`archive_build: HTTP ${response.status}: ${text}`)
  return { where: url, result: JSON.parse(text) }
}

async function recordLocally(dataDir) {
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const { recordBuildLocally } = await vite.ssrLoadModule('/scripts/archive-local-db.ts')
    return { where: dataDir, result: await recordBuildLocally(process.cwd(), dataDir, build) }
  } finally {
    await vite.close()
  }
}

const url = process.env.SUPABASE_URL
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY
const started = performance.now()
const { where, result } =
  url && serviceKey
    ? await recordInProject(url, serviceKey)
    : await recordLocally(process.env.LOCAL_ARCHIVE_DB ?? '.local-archive-db')
const ms = Math.round(performance.now() - started)
console.log(
  `archive:build (${where}): ${result.pages_recorded} page(s) recorded, ${result.pages_unchanged} unchanged; ` +
    `disclosures ${result.disclosures_recorded ? 'recorded' : 'unchanged'} (version ${result.disclosure_version.slice(0, 12)}); ${ms} ms`,
)
