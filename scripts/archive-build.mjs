// `npm run archive:build`: records the last build (its archive-manifest.json, written by
// scripts/prerender.mjs) in the communications archive through public.archive_build, which records
// only pages whose HTML changed since their last recorded version, and the disclosures when their
// version changed. Run it after each deploy. A Supabase project or the local database, as
// scripts/service-rpc.mjs says.
// OUT_DIR names the build (default dist). Prints what was recorded; exits non-zero on failure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHIVE_MANIFEST, buildRecord } from './archive-manifest.mjs'
import { serviceRpc } from './service-rpc.mjs'

const dist = process.env.OUT_DIR ?? 'dist'
const manifest = JSON.parse(readFileSync(join(dist, ARCHIVE_MANIFEST), 'utf8'))
const build = buildRecord(manifest, (file) => readFileSync(join(dist, file), 'utf8'))

const { where, result, ms } = await serviceRpc('archive_build', 'build', build)
console.log(
  `archive:build (${where}): ${result.pages_recorded} page(s) recorded, ${result.pages_unchanged} unchanged; ` +
    `disclosures ${result.disclosures_recorded ? 'recorded' : 'unchanged'} (version ${result.disclosure_version.slice(0, 12)}); ${ms} ms`,
)
