// Fails when any file of the build holds a secret:
// - what looks like an LLM provider's secret key: an OpenAI/OpenRouter-style `sk-…` key or a
//   literal bearer token. (Library code that builds `Bearer ${token}` at run time holds no
//   secret and is not flagged.)
// - in a Supabase build, a local demo account (any `VITE_LOCAL_*` value the build was given,
//   or the default documented in .env.example): a Supabase build must not hold the local
//   backend at all, and that adapter always carries its accounts.
// - in a Supabase build, anything of the local backend: a WebAssembly file, PGlite's code or
//   files, or the migrations' SQL (the local backend is the only part that carries them).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const SECRET_PATTERNS = [
  /\bsk-or-v\d-[A-Za-z0-9]{16,}/,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_]{20,}/,
  /Bearer\s+(?:sk-|eyJ)[A-Za-z0-9._-]{16,}/,
]

export function findSecrets(text) {
  return SECRET_PATTERNS.map((pattern) => text.match(pattern)?.[0]).filter(Boolean)
}

const LOCAL_ACCOUNT_VARS = [
  'VITE_LOCAL_ADMIN_EMAIL',
  'VITE_LOCAL_ADMIN_PASSWORD',
  'VITE_LOCAL_MEMBER_EMAIL',
  'VITE_LOCAL_MEMBER_PASSWORD',
]

/** The backend a build with these variables talks to (as src/config/backend-kind.ts decides). */
export function buildBackend(vars) {
  if (vars.VITE_BACKEND === 'supabase' || vars.VITE_BACKEND === 'local') return vars.VITE_BACKEND
  return vars.VITE_SUPABASE_URL ? 'supabase' : 'local'
}

/** `NAME=value` lines of a dotenv file (comments and blank values skipped). */
export function parseDotenv(text) {
  const vars = {}
  for (const [, name, value] of text.matchAll(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/gm)) if (value) vars[name] = value
  return vars
}

/**
 * Values that must not appear in a build with `vars`: none for a local build; for a Supabase
 * build, the local accounts it was given and their documented defaults.
 */
export function localOnlyValues(vars, documented) {
  if (buildBackend(vars) !== 'supabase') return []
  const values = LOCAL_ACCOUNT_VARS.flatMap((name) => [vars[name], documented[name]])
  return [...new Set(values.filter(Boolean))]
}

/** Which of `values` the text holds, as written or as escaped in a JS string literal. */
export function findValues(text, values) {
  return values.filter((value) => text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)))
}

/** File names and texts that only the local backend brings into a build. */
const LOCAL_BACKEND_FILES = [/\.wasm$/, /pglite/i, /local-db/i]
const LOCAL_BACKEND_TEXTS = [
  'PGliteWorker',
  'electric-sql',
  'create table public.form_submissions',
  'supabase_migrations',
  'pg_temp.demo_', // the local demo data
]

/** What in this file (its path, its text) belongs to the local backend; always nothing in a local build. */
export function findLocalBackend(vars, path, text) {
  if (buildBackend(vars) !== 'supabase') return []
  const name = path.split(/[\\/]/).pop() ?? path
  return [
    ...LOCAL_BACKEND_FILES.filter((pattern) => pattern.test(name)).map((pattern) => `file name ${pattern}`),
    ...LOCAL_BACKEND_TEXTS.filter((marker) => text.includes(marker)),
  ]
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? 'dist'
  // The variables the build saw: .env files and the environment, as Vite loads them.
  const { loadEnv } = await import('vite')
  const vars = loadEnv('production', process.cwd(), 'VITE_')
  const localValues = localOnlyValues(vars, parseDotenv(readFileSync('.env.example', 'utf8')))
  let count = 0
  const hits = []
  for (const file of files(root)) {
    const text = file.endsWith('.gz') || file.endsWith('.wasm') ? '' : readFileSync(file, 'utf8')
    for (const trace of findLocalBackend(vars, file, text)) hits.push(`${file}: part of the local backend (${trace})`)
    if (file.endsWith('.gz')) continue
    count++
    for (const match of findSecrets(text)) hits.push(`${file}: ${match.slice(0, 12)}…`)
    for (const value of findValues(text, localValues))
      hits.push(`${file}: a local account value (${value.slice(0, 3)}…)`)
  }
  if (hits.length) {
    console.error(`Possible secrets in the build:\n${hits.join('\n')}`)
    process.exit(1)
  }
  const local = localValues.length
    ? `, no local account value (${localValues.length} checked), no part of the local backend (PGlite, .wasm, migrations)`
    : ''
  console.log(`secret scan: ${count} files in ${root}, no provider key (sk-…, sk-or-…, Bearer <token>)${local} found`)
}
