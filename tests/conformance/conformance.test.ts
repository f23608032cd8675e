/**
 * The conformance cases (tests/conformance/*-cases.ts) run against the local project step, the
 * `fetch` a local build gives supabase-js (src/lib/backend/local/project), on the test database
 * with the fixture of fixture.ts. An HTTP case is compared on the wire (status, Content-Range,
 * body); a supabase-js case on what supabase-js returns. A case marked `knownDifference` passes
 * only while exactly the aspects it names differ. docs/conformance.md says what is covered.
 */
import type { PGliteInterface } from '@electric-sql/pglite'
import { LOCAL_PROJECT, localProjectFetch } from '@/lib/backend/local/project'
import { ANON_KEY } from '@/lib/backend/local/project/tokens'
import { resetLocalDatabase, testAccounts, testDatabase } from '@/testing/local-database'
import { AUTH_CASES } from './auth-cases'
import {
  localClient,
  SHAPES,
  type Aspect,
  type Caller,
  type ClientCase,
  type ConformanceCase,
  type HttpCase,
} from './cases'
import { FIXTURE_SQL } from './fixture'
import { POSTGREST_CASES } from './postgrest-cases'
import { SUPABASE_JS_CASES } from './supabase-js-cases'

const CASES: ConformanceCase[] = [...POSTGREST_CASES, ...SUPABASE_JS_CASES, ...AUTH_CASES]

let db: PGliteInterface
let project: typeof fetch
const tokens = { admin: '', member: '' }
/** Whether the last case may have changed the database (the next one starts from the fixture again). */
let dirty = true

async function fromFixture() {
  await resetLocalDatabase(db)
  await db.exec(FIXTURE_SQL)
  dirty = false
}

async function accessToken({ email, password }: { email: string; password: string }): Promise<string> {
  const answer = await project(`${LOCAL_PROJECT.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return ((await answer.json()) as { access_token: string }).access_token
}

beforeAll(async () => {
  db = await testDatabase()
  project = localProjectFetch(Promise.resolve(db))
  await fromFixture()
  tokens.admin = await accessToken(testAccounts.localAdmin)
  tokens.member = await accessToken(testAccounts.localMember)
}, 120_000)

const bearer = (as: Caller) => (typeof as === 'object' ? as.bearer : as === 'anon' ? ANON_KEY : tokens[as])

/** Whether `actual` is what `expected` describes (vitest's equality, asymmetric matchers included). */
function matches(actual: unknown, expected: unknown, match: 'equal' | 'object' = 'equal'): boolean {
  try {
    if (match === 'object') expect(actual).toMatchObject(expected as object)
    else expect(actual).toEqual(expected)
    return true
  } catch {
    return false
  }
}

type Compared = Partial<Record<Aspect, { expected: unknown; actual: unknown; same: boolean }>>

async function compareHttp(c: HttpCase): Promise<Compared> {
  const { method, path, prefer, headers = {}, body } = c.request
  const response = await project(`${LOCAL_PROJECT.url}${path}`, {
    method,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${bearer(c.as)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(prefer ? { prefer } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  const json = response.headers.get('content-type')?.startsWith('application/json') ?? false
  const actualBody = text === '' ? (json ? 'head' : 'none') : json ? { json: JSON.parse(text) as unknown } : { text }
  const compared: Compared = {
    status: { expected: c.expect.status, actual: response.status, same: response.status === c.expect.status },
  }
  if (c.expect.contentRange !== undefined) {
    const actual = response.headers.get('content-range')
    compared.contentRange = { expected: c.expect.contentRange, actual, same: actual === c.expect.contentRange }
  }
  if (c.expect.body !== undefined) {
    compared.body = { expected: c.expect.body, actual: actualBody, same: matches(actualBody, c.expect.body) }
  }
  return compared
}

let clients = 0
async function compareClient(c: ClientCase): Promise<Compared> {
  const client = localClient(project, `conformance-${++clients}`)
  if (c.as !== 'anon') {
    const account = c.as === 'admin' ? testAccounts.localAdmin : testAccounts.localMember
    const { error } = await client.auth.signInWithPassword(account)
    if (error) throw error
  }
  const actual = await c.run(client)
  return { result: { expected: c.expect, actual, same: matches(actual, c.expect, c.match) } }
}

function writes(c: ConformanceCase): boolean {
  if (c.setup) return true
  if (c.kind === 'client') return c.writes === true
  return c.request.path.startsWith('/rest/v1/') && !['GET', 'HEAD'].includes(c.request.method)
}

for (const shape of SHAPES) {
  describe(shape, () => {
    for (const c of CASES.filter((each) => each.shape === shape)) {
      const known = c.knownDifference
      it(`${c.name}${known ? ' (known difference)' : ''}`, { timeout: 60_000 }, async () => {
        if (dirty || c.setup) await fromFixture()
        if (c.setup) await db.exec(c.setup)
        dirty = writes(c)
        const compared = c.kind === 'http' ? await compareHttp(c) : await compareClient(c)
        const differing = (Object.keys(compared) as Aspect[]).filter((aspect) => !compared[aspect]?.same)
        const where = `${c.source.upstream.repo} ${c.source.file}: ${c.source.test}`
        expect(
          differing,
          `${where}\n${JSON.stringify(compared, null, 2)}${known ? `\nKnown difference: ${known.reason}` : ''}`,
        ).toEqual(known?.aspects ?? [])
      })
    }
  })
}

describe('the cases', () => {
  it('are named once each, and each shape has one', () => {
    const names = CASES.map((c) => c.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect(SHAPES.filter((shape) => !CASES.some((c) => c.shape === shape))).toEqual([])
  })
})
