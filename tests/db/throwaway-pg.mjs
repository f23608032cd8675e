// A throwaway PostgreSQL 15 for benchmarks, the same way tests/db/run.sh starts one: a cluster in
// a temp dir on a random high port (run as the postgres user when we are root), the Supabase
// prelude and every migration applied to database "app". `stop()` removes everything.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin'
const isRoot = process.getuid?.() === 0

function asOwner(command, args, options = {}) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return execFileSync(cmd, argv, { encoding: 'utf8', ...options })
}

export function startThrowawayPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'hre-db-bench-'))
  chmodSync(dir, 0o755)
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)
  asOwner(`${PGBIN}/initdb`, [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  asOwner('mkdir', ['-p', `${dir}/sock`])
  let port
  for (let attempt = 0; attempt < 5 && !port; attempt++) {
    const candidate = 20000 + Math.floor(Math.random() * 40000)
    const options = `-k ${dir}/sock -p ${candidate} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    const started = spawnSync(isRoot ? 'runuser' : `${PGBIN}/pg_ctl`, [
      ...(isRoot ? ['-u', 'postgres', '--', `${PGBIN}/pg_ctl`] : []),
      ...['-D', `${dir}/data`, '-l', `${dir}/pg.log`, '-w', '-t', '30', '-o', options, 'start'],
    ])
    if (started.status === 0) port = candidate
  }
  if (!port) throw new Error('could not start PostgreSQL (is postgresql-15 installed? see tests/db/run.sh)')
  const env = { ...process.env, PGHOST: `${dir}/sock`, PGPORT: String(port), PGUSER: 'postgres' }
  const psql = (sql, database = 'app') =>
    execFileSync('psql', ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-d', database], {
      input: sql,
      encoding: 'utf8',
      env: { ...env, PGOPTIONS: '-c client_min_messages=warning' },
      maxBuffer: 64 * 1024 * 1024,
    })
  /**
   * Runs SQL and returns what it RAISEd as WARNING, one line each (benchmarks report through
   * these), or with `all` everything psql wrote to stderr (auto_explain plans).
   */
  const warnings = (sql, { all = false } = {}) => {
    const run = spawnSync('psql', ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-d', 'app'], {
      input: sql,
      encoding: 'utf8',
      env,
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.status !== 0) throw new Error(run.stderr)
    return all ? [run.stderr] : [...run.stderr.matchAll(/WARNING: {2}(.*)/g)].map((m) => m[1])
  }
  psql('create database app', 'postgres')
  const file = (path) => psql(`\\i ${path}\n`)
  file(join(ROOT, 'tests/db/prelude.sql'))
  for (const name of readdirSync(join(ROOT, 'supabase/migrations')).sort()) {
    if (name.endsWith('.sql')) file(join(ROOT, 'supabase/migrations', name))
  }
  return {
    psql,
    warnings,
    stop() {
      spawnSync(isRoot ? 'runuser' : `${PGBIN}/pg_ctl`, [
        ...(isRoot ? ['-u', 'postgres', '--', `${PGBIN}/pg_ctl`] : []),
        ...['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop'],
      ])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
