/**
 * supabase-js's own record of PostgREST's answers: postgrest-js's suite (in the supabase-js
 * monorepo, packages/core/postgrest-js/test; the old supabase/postgrest-js repository is archived)
 * runs against a real Supabase stack and keeps each result as an inline snapshot ({ data, error,
 * count, status, statusText }). Each case makes the same call on our schema through supabase-js
 * over the local step and compares what supabase-js hands the app.
 */
import { LOCAL_USER_IDS } from '@/lib/backend/local/accounts'
import { postgrestResult, UPSTREAM, type ClientCase, type Source } from './cases'
import { LEADS, NO_ROW } from './fixture'

const basic = (test: string): Source => ({
  upstream: UPSTREAM.supabaseJs,
  file: 'packages/core/postgrest-js/test/basic.test.ts',
  test,
})

const ok = (data: unknown, status = 200, count: number | null = null) => ({
  data,
  error: null,
  count,
  status,
  success: true,
})

export const SUPABASE_JS_CASES: ClientCase[] = [
  {
    kind: 'client',
    name: 'select with no match: data []',
    shape: 'select and filters (eq, lte, ilike)',
    source: basic('select with no match'),
    mapping: 'users?username=eq.missing is chat_messages?id=eq.0',
    as: 'admin',
    run: (db) => postgrestResult(db.from('chat_messages').select().eq('id', 0)),
    expect: ok([]),
  },
  {
    kind: 'client',
    name: 'maybeSingle of no row: data null, status 200 (staffRole of a non-staff person)',
    shape: 'maybeSingle',
    source: basic('maybeSingle returns null for zero rows (GET)'),
    mapping: "users?username=eq.does_not_exist is the app's staffRole read of user_roles for a person without a role",
    as: 'member',
    run: (db) =>
      postgrestResult(db.from('user_roles').select('role').eq('user_id', LOCAL_USER_IDS.member).limit(1).maybeSingle()),
    expect: ok(null),
  },
  {
    kind: 'client',
    name: 'maybeSingle of one row: the object (getBySlug)',
    shape: 'maybeSingle',
    source: {
      upstream: UPSTREAM.supabaseJs,
      file: 'packages/core/postgrest-js/test/maybe-single.test.ts',
      test: 'maybeSingle cardinality handling > unwraps a single row',
    },
    mapping:
      "the upstream test answers with PostgREST's array of one row (a mock of the answer basic.test.ts records); here the blog's read by slug, which a signed-in writer's preview makes of blog_posts (visitors read published_posts)",
    as: 'admin',
    run: (db) => postgrestResult(db.from('blog_posts').select('id,title').eq('slug', 'p1').maybeSingle()),
    expect: ok({ id: 'p1', title: 'xyyx' }),
  },
  {
    kind: 'client',
    name: 'maybeSingle of several rows: PGRST116, status 406',
    shape: 'maybeSingle',
    source: basic('basic select with maybeSingle yielding more than one result'),
    mapping: 'users (5 rows) is chat_messages (15)',
    as: 'admin',
    run: (db) => postgrestResult(db.from('chat_messages').select('id').maybeSingle()),
    expect: {
      data: null,
      error: {
        code: 'PGRST116',
        details: 'Results contain 15 rows, application/vnd.pgrst.object+json requires 1 row',
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      },
      count: null,
      status: 406,
      success: false,
    },
  },
  {
    kind: 'client',
    name: 'select with head: no data, no count',
    shape: 'HEAD (count only)',
    source: basic('select with head:true'),
    mapping: 'users is chat_messages',
    as: 'admin',
    run: (db) => postgrestResult(db.from('chat_messages').select('*', { head: true })),
    expect: ok(null),
  },
  {
    kind: 'client',
    name: "select with head and count=exact: the count (the pager's total)",
    shape: 'HEAD (count only)',
    source: basic('select with head:true, count:exact'),
    mapping: 'users (5 rows) is chat_messages (15)',
    as: 'admin',
    run: (db) => postgrestResult(db.from('chat_messages').select('*', { head: true, count: 'exact' })),
    expect: ok(null, 200, 15),
  },
  {
    kind: 'client',
    name: 'select with count=exact: rows and count',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: basic('select with count:exact'),
    mapping: 'users (5 rows) is chat_messages (15), select=id ordered by id',
    as: 'admin',
    run: (db) => postgrestResult(db.from('chat_messages').select('id', { count: 'exact' }).order('id')),
    expect: ok(
      Array.from({ length: 15 }, (_, i) => ({ id: i + 1 })),
      200,
      15,
    ),
  },
  {
    kind: 'client',
    name: 'insert without select: data null, status 201',
    shape: 'insert (return=minimal)',
    source: basic('Prefer: return=minimal (data null); basic insert, update, delete > basic insert (status 201)'),
    mapping: "users is site_events, a visitor's event as the app sends it",
    as: 'anon',
    writes: true,
    run: (db) =>
      postgrestResult(
        db.from('site_events').insert({ type: 'pageview', details: 'Viewed /', metadata: {}, page: '/' }),
      ),
    expect: ok(null, 201),
  },
  {
    kind: 'client',
    name: 'update matching no row: status 204, data null',
    shape: 'update with filters',
    source: basic('update with no match - return=minimal'),
    mapping: 'users?username=eq.missing is form_submissions?id=eq.<a uuid no lead has>',
    as: 'admin',
    writes: true,
    run: (db) => postgrestResult(db.from('form_submissions').update({ status: 'contacted' }).eq('id', NO_ROW)),
    expect: ok(null, 204),
  },
  {
    kind: 'client',
    name: "update with count=exact: count 1 (the lead desk's triage)",
    shape: 'update with filters',
    source: basic("insert, update, delete with count: 'exact' > update with count: 'exact'"),
    mapping:
      'messages?message=eq.foo (4 rows, with .select(): status 200 and the rows) is one lead without .select(), as the app sends it: status 204 and no data (UpdateSpec.hs: can update a single item)',
    as: 'admin',
    writes: true,
    run: (db) =>
      postgrestResult(
        db.from('form_submissions').update({ status: 'contacted' }, { count: 'exact' }).eq('id', LEADS.none),
      ),
    expect: ok(null, 204, 1),
  },
  {
    kind: 'client',
    name: 'delete with count=exact: count 1 (posts.remove)',
    shape: 'delete with filters',
    source: basic("insert, update, delete with count: 'exact' > basic delete count: 'exact'"),
    mapping:
      'messages?message=eq.foo (4 rows, with .select(): status 200 and the rows) is one post without .select(): status 204 and no data (DeleteSpec.hs)',
    as: 'admin',
    writes: true,
    run: (db) => postgrestResult(db.from('blog_posts').delete({ count: 'exact' }).eq('id', 'p5')),
    expect: ok(null, 204, 1),
  },
  {
    kind: 'client',
    name: "rpc: the function's value as data",
    shape: 'rpc (POST, named arguments)',
    source: basic('rpc'),
    mapping: "get_status(name_param) ('ONLINE') is staff_security_settings() (one json object)",
    as: 'admin',
    run: (db) => postgrestResult(db.rpc('staff_security_settings')),
    expect: ok({ session_aal: 'aal1', mfa_required: false, session_meets_requirement: true }),
  },
]
