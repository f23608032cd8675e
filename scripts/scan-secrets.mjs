// Fails when any file of the build holds what looks like an LLM provider's secret key: an
// OpenAI/OpenRouter-style `sk-…` key or a literal bearer token. (Library code that builds
// `Bearer ${token}` at run time holds no secret and is not flagged.)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const SECRET_PATTERNS = [
  /\bsk-or-v\d-[A-Za-z0-9]{16,}/,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_]{20,}/,
  /Bearer\s+(?:sk-|eyJ)[A-Za-z0-9._-]{16,}/,
]

export function findSecrets(text) {
  return SECRET_PATTERNS.map((pattern) => text.match(pattern)?.[0]).filter(Boolean)
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
  let count = 0
  const hits = []
  for (const file of files(root)) {
    if (file.endsWith('.gz')) continue
    count++
    for (const match of findSecrets(readFileSync(file, 'latin1'))) hits.push(`${file}: ${match.slice(0, 12)}…`)
  }
  if (hits.length) {
    console.error(`Possible secrets in the build:\n${hits.join('\n')}`)
    process.exit(1)
  }
  console.log(`secret scan: ${count} files in ${root}, no provider key (sk-…, sk-or-…, Bearer <token>) found`)
}
