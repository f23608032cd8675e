// Real connections to the test database for the race scripts (team-race.mjs, supervision-race.mjs):
// PGHOST/PGPORT/PGUSER/PGDATABASE come from tests/db/run.sh.
import { execFileSync, spawn } from 'node:child_process'

const psqlArgs = ['-X', '-q', '-At', '-v', 'ON_ERROR_STOP=0']

/** Runs SQL in a psql of its own (one transaction per statement) and returns its output, trimmed. */
export const query = (sql) => execFileSync('psql', [...psqlArgs, '-c', sql], { encoding: 'utf8' }).trim()

/** Polls (every 20 ms, at most `ms`) until `probe` answers something. */
export async function until(probe, what, ms = 20_000) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    const value = probe()
    if (value !== undefined && value !== false) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * An interactive psql session (application_name `app`): statements go in one at a time, each
 * followed by its SQLSTATE; `out` collects everything it printed.
 */
export class Session {
  constructor(app) {
    this.app = app
    this.out = ''
    this.process = spawn('psql', psqlArgs, { env: { ...process.env, PGAPPNAME: app } })
    this.process.stdout.on('data', (chunk) => (this.out += chunk))
    this.process.stderr.on('data', (chunk) => (this.out += chunk))
    this.step = 0
  }
  /** Sends a statement; returns a promise of its SQLSTATE ('00000' when it succeeded). */
  send(sql) {
    const mark = `@@${this.app}-${++this.step}`
    this.process.stdin.write(`${sql}\n\\echo ${mark} :SQLSTATE\n`)
    return until(() => new RegExp(`${mark} (\\w{5})`).exec(this.out)?.[1], `${this.app}: ${sql}`)
  }
  close() {
    this.process.stdin.end()
  }
}

/** How many of the sessions named `apps` wait for a lock right now. */
export const waitingOnLocks = (apps) =>
  Number(
    query(`select count(*) from pg_stat_activity
           where application_name in (${apps.map((app) => `'${app}'`).join(', ')}) and wait_event_type = 'Lock'`),
  )
