// Fails when any file of the build looks like it holds an LLM provider's secret key.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = process.argv[2] ?? 'dist'
const patterns = [/\bsk-or-[A-Za-z0-9_-]{8,}/, /\bsk-[A-Za-z0-9_-]{16,}/, /Bearer\s+[A-Za-z0-9._-]{16,}/, /\bBearer /]

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
const hits = []
for (const file of files(root)) {
  count++
  const text = readFileSync(file, 'latin1')
  for (const pattern of patterns) {
    const match = text.match(pattern)
    if (match) hits.push(`${file}: ${match[0].slice(0, 24)}…`)
  }
}
if (hits.length) {
  console.error(`Possible secrets in the build:\n${hits.join('\n')}`)
  process.exit(1)
}
console.log(`secret scan: ${count} files in ${root}, no provider key pattern (sk-, sk-or-, Bearer) found`)
