// Adds up the runners' results into the one closing line CI reads: "total: N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined)
let passed = 0
let failed = 0
const parts = []

const vitest = read('.tmp/vitest.json')
if (vitest) {
  const v = JSON.parse(vitest)
  passed += v.numPassedTests
  failed += v.numFailedTests
  parts.push(`vitest ${v.numPassedTests}/${v.numTotalTests}`)
}
const pgtap = read('.tmp/pgtap.log')
if (pgtap) {
  // tests/db/run.sh runs the suite once per default-privilege setting: add up every run.
  for (const run of pgtap.matchAll(/Files=\d+, Tests=(\d+)[\s\S]*?Result: (PASS|FAIL)/g)) {
    const n = Number(run[1])
    if (run[2] === 'PASS') passed += n
    else failed += n
    parts.push(`pgTAP ${run[2] === 'PASS' ? n : 0}/${n}`)
  }
}
const deno = read('.tmp/deno-test.log')
if (deno) {
  // scripts/test-functions.sh ends with deno test's line "ok | N passed | N failed" (with "(N steps)" if any).
  const run = /(\d+) passed[^|\n]*\| (\d+) failed/.exec(deno)
  if (run) {
    passed += Number(run[1])
    failed += Number(run[2])
    parts.push(`deno ${run[1]}/${Number(run[1]) + Number(run[2])}`)
  }
}
for (const file of readdirSync('.tmp').filter((name) => /^playwright-.*\.json$/.test(name))) {
  const s = JSON.parse(read(`.tmp/${file}`)).stats
  passed += s.expected + s.flaky
  failed += s.unexpected
  const name = file.replace(/^playwright-|\.json$/g, '')
  parts.push(
    `playwright ${name} ${s.expected + s.flaky}/${s.expected + s.flaky + s.unexpected}${s.skipped ? ` (${s.skipped} skipped)` : ''}`,
  )
}
console.log(parts.join(', '))
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
