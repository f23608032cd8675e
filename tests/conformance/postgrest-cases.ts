/**
 * PostgREST's answers, transcribed from its Haskell specs (test/spec/Feature/**) and, where no
 * spec records a shape, from the code that decides it (src/library/PostgREST/*.hs), each applied
 * to the equivalent table or function of our schema (fixture.ts says which table stands for which).
 * Requests go to /rest/v1/<path>, as supabase-js sends them.
 */
import { tokenFor } from '@/lib/backend/local/project/tokens'
import { LOCAL_USER_IDS } from '@/lib/backend/local/accounts'
import { POST_COLUMNS } from '@/lib/backend/read-published-posts'
import { UPSTREAM, type HttpCase, type Source } from './cases'
import { rowId } from '@/testing/seed-rows'
import { CONVERSATION, FIRST_CLIENT_ID, insertRowsSql, LEADS, leadRow, livePost, NO_ROW } from './fixture'

const spec = (file: string, test: string): Source => ({
  upstream: UPSTREAM.postgrest,
  file: `test/spec/Feature/${file}`,
  test,
})
const code = (file: string, test: string): Source => ({
  upstream: UPSTREAM.postgrest,
  file: `src/library/PostgREST/${file}`,
  test,
})

const ids = (...list: number[]) => ({ json: list.map((id) => ({ id })) })
const names = (...list: string[]) => ({ json: list.map((full_name) => ({ full_name })) })
const error = (code: string, message: string, details: string | null = null) => ({
  json: { code, message, details, hint: null },
})
const rangeNotSatisfiable = (offset: number, rows: number) =>
  error(
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${rows} rows.`,
  )

const ITEMS = 'items (ids 1 to 15) is chat_messages 1 to 15, select=id'
const NO_PK =
  'no_pk.a (null, "1", "2") is form_submissions.follow_up_on (null, 2026-12-01, 2026-12-02), select=full_name'
const SIMPLE_PK = 'simple_pk (k, extra) is published_posts (title, author): the view of the live posts a visitor reads'
const QUOTED = 'grandchild_entities.name is published_posts.title, read as a visitor'
const PGRST_STATUS_RULE =
  'Error.hs mapSQLtoHTTP: 23503 and 23505 are 409, 42501 is 401 for anon and 403 for a signed-in role, P0001 and any SQLSTATE without a rule are 400, class P0 otherwise 500'

/** An update, a delete or an insert with the app's own body. */
const post = {
  id: 'p9',
  slug: 'p9',
  title: 'New',
  excerpt: 'E',
  date: 'd',
  author: 'a',
  image: '/a.svg',
  content: 'c',
  published: false,
}
const existingPost = { ...post, id: 'p1', slug: 'p1', title: 'Changed' }
const event = { type: 'pageview', details: 'Viewed /', metadata: {}, page: '/' }

/** supabase-js's reads on the wire: PostgREST's fixture rows mapped onto ours. */
const reads: HttpCase[] = [
  {
    kind: 'http',
    name: 'eq filter: one row, Content-Range 0-0/*',
    shape: 'select and filters (eq, lte, ilike)',
    source: spec('Query/QuerySpec.hs', 'Filtering response > matches with equality'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&id=eq.5' },
    expect: { status: 200, contentRange: '0-0/*', body: ids(5) },
  },
  {
    kind: 'http',
    name: 'ilike with a trailing wildcard',
    shape: 'select and filters (eq, lte, ilike)',
    source: spec('Query/QuerySpec.hs', 'Filtering response > matches with ilike (first request)'),
    mapping: SIMPLE_PK,
    as: 'anon',
    request: { method: 'GET', path: '/rest/v1/published_posts?select=title,author&title=ilike.xy*&order=author.asc' },
    expect: {
      status: 200,
      body: {
        json: [
          { title: 'xyyx', author: 'u' },
          { title: 'xYYx', author: 'v' },
        ],
      },
    },
  },
  {
    kind: 'http',
    name: 'ilike with wildcards on both sides, any case',
    shape: 'select and filters (eq, lte, ilike)',
    source: spec('Query/QuerySpec.hs', 'Filtering response > matches with ilike (second request)'),
    mapping: SIMPLE_PK,
    as: 'anon',
    request: { method: 'GET', path: '/rest/v1/published_posts?select=title,author&title=ilike.*YY*&order=author.asc' },
    expect: {
      status: 200,
      body: {
        json: [
          { title: 'xyyx', author: 'u' },
          { title: 'xYYx', author: 'v' },
        ],
      },
    },
  },
  {
    kind: 'http',
    name: 'a column renamed (alias:column)',
    shape: 'select and filters (eq, lte, ilike)',
    source: spec('Query/QuerySpec.hs', 'Shaping response with select parameter > rename simple column'),
    mapping: 'complex_items?id=eq.1&select=myId:id is published_posts?id=eq.p1&select=myId:id',
    as: 'anon',
    request: { method: 'GET', path: '/rest/v1/published_posts?id=eq.p1&select=myId:id' },
    expect: { status: 200, contentRange: '0-0/*', body: { json: [{ myId: 'p1' }] } },
  },
  {
    kind: 'http',
    name: "the blog's read: every post column, renamed, newest first",
    shape: 'select and filters (eq, lte, ilike)',
    source: spec('Query/QuerySpec.hs', 'Shaping response with select parameter > rename simple column'),
    mapping: `complex_items is published_posts (the fixture's four live posts; the draft is not there), read with the select and order of read-published-posts.ts; ordering as in "ordering response > by a column desc"`,
    as: 'anon',
    request: {
      method: 'GET',
      path: `/rest/v1/published_posts?${new URLSearchParams({ select: POST_COLUMNS, order: 'created_at.desc' })}`,
    },
    expect: { status: 200, contentRange: '0-3/*', body: { json: ['p4', 'p3', 'p2', 'p1'].map(livePost) } },
  },
  {
    kind: 'http',
    name: 'no row matches, with count=exact: [] and Content-Range */0',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > without range headers > count with an empty body > returns empty body with Content-Range */0',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?id=eq.0', prefer: 'count=exact' },
    expect: { status: 200, contentRange: '*/0', body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'order by a column asc (lte filter)',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column asc'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&id=lte.2&order=id.asc' },
    expect: { status: 200, contentRange: '0-1/*', body: ids(1, 2) },
  },
  {
    kind: 'http',
    name: 'order by a column desc (lte filter)',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column desc'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&id=lte.2&order=id.desc' },
    expect: { status: 200, contentRange: '0-1/*', body: ids(2, 1) },
  },
  {
    kind: 'http',
    name: 'order by a column with no direction',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column with no direction or nulls specified'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&id=lte.2&order=id' },
    expect: { status: 200, contentRange: '0-1/*', body: ids(1, 2) },
  },
  {
    kind: 'http',
    name: 'order with nulls first',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column with nulls first'),
    mapping: NO_PK,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=full_name&order=follow_up_on.nullsfirst' },
    expect: { status: 200, contentRange: '0-2/*', body: names('Lead none', 'Lead 1', 'Lead 2') },
  },
  {
    kind: 'http',
    name: 'order asc with nulls last (the lead desk by follow-up)',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column asc with nulls last'),
    mapping: NO_PK,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=full_name&order=follow_up_on.asc.nullslast' },
    expect: { status: 200, contentRange: '0-2/*', body: names('Lead 1', 'Lead 2', 'Lead none') },
  },
  {
    kind: 'http',
    name: 'order desc with nulls first',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column desc with nulls first'),
    mapping: NO_PK,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=full_name&order=follow_up_on.desc.nullsfirst' },
    expect: { status: 200, contentRange: '0-2/*', body: names('Lead none', 'Lead 2', 'Lead 1') },
  },
  {
    kind: 'http',
    name: 'order desc with nulls last',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by a column desc with nulls last'),
    mapping: NO_PK,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=full_name&order=follow_up_on.desc.nullslast' },
    expect: { status: 200, contentRange: '0-2/*', body: names('Lead 2', 'Lead 1', 'Lead none') },
  },
  {
    kind: 'http',
    name: 'order by two columns, nulls and direction given',
    shape: 'order (asc, desc, nullsfirst, nullslast)',
    source: spec('Query/QuerySpec.hs', 'ordering response > by two columns with nulls and direction specified'),
    mapping:
      "projects (client_id 2, 2, 1, 1, null; then id) is form_submissions (follow_up_on; then created_at): two later leads join the fixture's three",
    setup: insertRowsSql('form_submissions', [
      { ...leadRow(rowId(921), 'Lead 1b'), follow_up_on: '2026-12-01', created_at: '2026-11-03T10:00:00Z' },
      { ...leadRow(rowId(922), 'Lead 2b'), follow_up_on: '2026-12-02', created_at: '2026-11-03T10:01:00Z' },
    ]),
    as: 'admin',
    request: {
      method: 'GET',
      path: '/rest/v1/form_submissions?select=full_name&order=follow_up_on.desc.nullslast,created_at.desc',
    },
    expect: { status: 200, contentRange: '0-4/*', body: names('Lead 2b', 'Lead 2', 'Lead 1b', 'Lead 1', 'Lead none') },
  },
  {
    kind: 'http',
    name: 'or: simple logic',
    shape: 'or/and logic tree',
    source: spec('Query/AndOrParamsSpec.hs', 'used with GET > or param > can do simple logic'),
    mapping: 'entities (ids 1 to 4, names "entity N") is chat_messages (content "message N")',
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?or=(id.eq.1,id.eq.2)&select=id' },
    expect: { status: 200, body: ids(1, 2) },
  },
  {
    kind: 'http',
    name: 'or combined with a plain filter',
    shape: 'or/and logic tree',
    source: spec('Query/AndOrParamsSpec.hs', 'used with GET > or param > can be combined with traditional filters'),
    mapping: 'entities (ids 1 to 4, names "entity N") is chat_messages (content "message N")',
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?or=(id.eq.1,id.eq.2)&content=eq.message 1&select=id' },
    expect: { status: 200, body: ids(1) },
  },
  {
    kind: 'http',
    name: 'and nested inside or',
    shape: 'or/and logic tree',
    source: spec(
      'Query/AndOrParamsSpec.hs',
      'used with GET > and/or params combined > can be nested inside the same expression',
    ),
    mapping: 'entities (ids 1 to 4, names "entity N") is chat_messages (content "message N")',
    as: 'admin',
    request: {
      method: 'GET',
      path: '/rest/v1/chat_messages?or=(and(content.eq.message 2,id.eq.2),and(content.eq.message 1,id.eq.1))&select=id',
    },
    expect: { status: 200, body: ids(1, 2) },
  },
  {
    kind: 'http',
    name: 'or: eq values in double quotes (commas and parentheses inside)',
    shape: 'or/and logic tree',
    source: spec('Query/AndOrParamsSpec.hs', 'used with GET > and/or params with quotes > eq can have quotes'),
    mapping: QUOTED,
    as: 'anon',
    request: {
      method: 'GET',
      path: '/rest/v1/published_posts?or=(title.eq."(grandchild,entity,4)",title.eq."(grandchild,entity,5)")&select=id',
    },
    expect: { status: 200, body: { json: [{ id: 'p3' }, { id: 'p4' }] } },
  },
  {
    kind: 'http',
    name: 'or: ilike values in double quotes',
    shape: 'or/and logic tree',
    source: spec(
      'Query/AndOrParamsSpec.hs',
      'used with GET > and/or params with quotes > like and ilike can have quotes',
    ),
    mapping: `${QUOTED}; the upstream's like term is an ilike here (our grammar has no like)`,
    as: 'anon',
    request: {
      method: 'GET',
      path: '/rest/v1/published_posts?or=(title.ilike."*ity,4*",title.ilike."*ITY,5)")&select=id',
    },
    expect: { status: 200, body: { json: [{ id: 'p3' }, { id: 'p4' }] } },
  },
]

/** limit, offset and Prefer: count=exact, the app's paging. */
const paging: HttpCase[] = [
  {
    kind: 'http',
    name: 'no limit: every row, Content-Range 0-14/*',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec('Query/RangeSpec.hs', 'GET /items > with limit/offset parameters > no parameters return everything'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&order=id.asc' },
    expect: { status: 200, contentRange: '0-14/*', body: ids(...Array.from({ length: 15 }, (_, i) => i + 1)) },
  },
  {
    kind: 'http',
    name: 'limit=3: Content-Range 0-2/*',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec('Query/RangeSpec.hs', 'GET /items > with limit/offset parameters > top level limit with parameter'),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&order=id.asc&limit=3' },
    expect: { status: 200, contentRange: '0-2/*', body: ids(1, 2, 3) },
  },
  {
    kind: 'http',
    name: 'limit=3&offset=2: Content-Range 2-4/*',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > limit and offset works on first level (GET)',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&order=id.asc&limit=3&offset=2' },
    expect: { status: 200, contentRange: '2-4/*', body: ids(3, 4, 5) },
  },
  {
    kind: 'http',
    name: 'HEAD with limit and offset: no body, Content-Range 2-4/*',
    shape: 'HEAD (count only)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > limit and offset works on first level (HEAD)',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'HEAD', path: '/rest/v1/chat_messages?select=id&order=id.asc&limit=3&offset=2' },
    expect: { status: 200, contentRange: '2-4/*', body: 'head' },
  },
  {
    kind: 'http',
    name: 'offset=0 and no row, without count: Content-Range */*',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > succeeds if offset equals 0 as a no-op > no items (first request)',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?offset=0&id=eq.0' },
    expect: { status: 200, contentRange: '*/*', body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'offset=0 and no row, with count=exact: Content-Range */0',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > succeeds if offset equals 0 as a no-op > no items (second request)',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?offset=0&id=eq.0', prefer: 'count=exact' },
    expect: { status: 200, contentRange: '*/0', body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'limit=0: [] and Content-Range */*',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > succeeds and returns an empty array if limit equals 0',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&limit=0' },
    expect: { status: 200, contentRange: '*/*', body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'a page of a counted set: 206 and Content-Range 1-1/2',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > a proc that returns a set > includes total count if requested > using limit and offset (GET)',
    ),
    mapping:
      'getitemrange(min 2, max 4) (items 3 and 4) is chat_messages with or=(id.eq.3,id.eq.4): the same range rule (RangeQuery.rangeStatusHeader) answers tables and functions',
    as: 'admin',
    request: {
      method: 'GET',
      path: '/rest/v1/chat_messages?select=id&or=(id.eq.3,id.eq.4)&order=id&limit=1&offset=1',
      prefer: 'count=exact',
    },
    expect: { status: 206, contentRange: '1-1/2', body: ids(4) },
  },
  {
    kind: 'http',
    name: 'HEAD of a page of a counted set: 206 and Content-Range 1-1/2',
    shape: 'HEAD (count only)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > a proc that returns a set > includes total count if requested > using limit and offset (HEAD)',
    ),
    mapping: 'getitemrange(min 2, max 4) is chat_messages with or=(id.eq.3,id.eq.4)',
    as: 'admin',
    request: {
      method: 'HEAD',
      path: '/rest/v1/chat_messages?select=id&or=(id.eq.3,id.eq.4)&order=id&limit=1&offset=1',
      prefer: 'count=exact',
    },
    expect: { status: 206, contentRange: '1-1/2', body: 'head' },
  },
  {
    kind: 'http',
    name: 'HEAD with count=exact of the whole set: 200 and Content-Range 0-14/15',
    shape: 'HEAD (count only)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > a proc that returns a set > includes exact count if requested (first request)',
    ),
    mapping: 'getallprojects (5 rows) is chat_messages (15)',
    as: 'admin',
    request: { method: 'HEAD', path: '/rest/v1/chat_messages', prefer: 'count=exact' },
    expect: { status: 200, contentRange: '0-14/15', body: 'head' },
  },
  {
    kind: 'http',
    name: 'offset equal to the count: 206, [] and Content-Range */15',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: code(
      'RangeQuery.hs',
      'rangeStatusHeader and contentRangeH: 416 only when the offset is past the count; an empty page of a counted set is 206 with range *',
    ),
    mapping: `${ITEMS}; no spec records this page (the one just past the last row, which the app can ask for)`,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?select=id&offset=15', prefer: 'count=exact' },
    expect: { status: 206, contentRange: '*/15', body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'offset past an empty set: 416 PGRST103',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > of invalid range > refuses a range with nonzero start when there are no items',
    ),
    mapping: 'menagerie (no rows) is site_events (none in the fixture)',
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/site_events?offset=1', prefer: 'count=exact' },
    expect: { status: 416, contentRange: '*/0', body: rangeNotSatisfiable(1, 0) },
    knownDifference: {
      aspects: ['contentRange'],
      reason:
        'The local 416 carries no Content-Range (PostgREST sends */<count>). supabase-js reads Content-Range only on a 2xx answer, and paged-read.ts asks for the count with a HEAD request after a PGRST103.',
    },
  },
  {
    kind: 'http',
    name: 'offset past the last row: 416 PGRST103',
    shape: 'limit/offset and Prefer: count=exact (Content-Range, 206, 416)',
    source: spec(
      'Query/RangeSpec.hs',
      'GET /items > with limit/offset parameters > of invalid range > refuses a range requesting start past last item',
    ),
    mapping: ITEMS,
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/chat_messages?offset=100', prefer: 'count=exact' },
    expect: { status: 416, contentRange: '*/15', body: rangeNotSatisfiable(100, 15) },
    knownDifference: {
      aspects: ['contentRange'],
      reason:
        'The local 416 carries no Content-Range (PostgREST sends */<count>). supabase-js reads Content-Range only on a 2xx answer, and paged-read.ts asks for the count with a HEAD request after a PGRST103.',
    },
  },
]

/** Inserts, upserts, updates and deletes, as supabase-js sends them without .select(). */
const writes: HttpCase[] = [
  {
    kind: 'http',
    name: 'insert: 201, no body, no Content-Type',
    shape: 'insert (return=minimal)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > with valid json payload > succeeds and returns 201 created',
    ),
    mapping: 'simple_pk is form_submissions; a visitor sends a lead as the app does (no Prefer)',
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/form_submissions', body: leadRow(NO_ROW, 'New lead') },
    expect: { status: 201, body: 'none' },
  },
  {
    kind: 'http',
    name: 'insert with Prefer: return=minimal (the page-view request)',
    shape: 'insert (return=minimal)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > disparate json types > ignores &select when return not set or using return=minimal (second request)',
    ),
    mapping: "menagerie is site_events; the request post-event.ts sends (without the upstream's ignored ?select=)",
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/site_events', prefer: 'return=minimal', body: event },
    expect: { status: 201, body: 'none' },
  },
  {
    kind: 'http',
    name: 'bulk insert: 201, no body',
    shape: 'insert (return=minimal)',
    source: spec('Query/InsertSpec.hs', 'Posting new record > with bulk insert > returns 201 but no location header'),
    mapping: 'compound_pk is site_events, two rows in one array',
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/site_events', body: [event, { ...event, page: '/about' }] },
    expect: { status: 201, body: 'none' },
  },
  {
    kind: 'http',
    name: 'insert with count=exact: Content-Range */1',
    shape: 'insert (return=minimal)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > requesting full representation > includes related data after insert',
    ),
    mapping:
      "projects is lead_notes (the app's note body); without return=representation the body is empty, the Content-Range the same (Response.hs: an insert's Content-Range is contentRangeH 1 0 count)",
    as: 'admin',
    request: {
      method: 'POST',
      path: '/rest/v1/lead_notes',
      prefer: 'count=exact',
      body: { submission_id: LEADS.none, body: 'Called back' },
    },
    expect: { status: 201, contentRange: '*/1', body: 'none' },
  },
  {
    kind: 'http',
    name: 'insert of a taken key: 409 23505 (a lead sent twice)',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > attempting to insert a row with the same primary key > fails returning a 409 Conflict',
    ),
    mapping:
      'simple_pk_pkey is form_submissions_client_id_key, the repeated client_id of a retried lead. details is null here: PostgreSQL leaves the key out of the message for a caller under RLS, as our tables are (the upstream table has no RLS)',
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/form_submissions', body: leadRow(FIRST_CLIENT_ID, 'Lead again') },
    expect: {
      status: 409,
      body: error('23505', 'duplicate key value violates unique constraint "form_submissions_client_id_key"'),
    },
  },
  {
    kind: 'http',
    name: 'insert of a taken primary key: 409 23505',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > attempting to insert a row with the same primary key > fails returning a 409 Conflict',
    ),
    mapping: 'simple_pk is blog_posts (an admin); details null as above (RLS)',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/blog_posts', body: { ...post, id: 'p1' } },
    expect: { status: 409, body: error('23505', 'duplicate key value violates unique constraint "blog_posts_pkey"') },
  },
  {
    kind: 'http',
    name: 'insert without a not-null column: 400 23502',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/InsertSpec.hs',
      'Posting new record > with no pk supplied > into a table with simple pk > fails with 400 and error',
    ),
    mapping:
      'simple_pk without k is lead_notes without body; details null (PostgreSQL leaves the failing row out under RLS)',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/lead_notes', body: { submission_id: LEADS.none } },
    expect: {
      status: 400,
      body: error('23502', 'null value in column "body" of relation "lead_notes" violates not-null constraint'),
    },
  },
  {
    kind: 'http',
    name: 'upsert of a new row: 201',
    shape: 'upsert (on_conflict, merge-duplicates)',
    source: spec(
      'Query/UpsertSpec.hs',
      'UPSERT > with POST > when Prefer: resolution=merge-duplicates is specified > INSERTs and UPDATEs rows on single unique key conflict',
    ),
    mapping:
      'single_unique?on_conflict=unique_key is blog_posts?on_conflict=id, one new row, no representation (posts.save)',
    as: 'admin',
    request: {
      method: 'POST',
      path: '/rest/v1/blog_posts?on_conflict=id',
      prefer: 'resolution=merge-duplicates',
      body: post,
    },
    expect: { status: 201, body: 'none' },
  },
  {
    kind: 'http',
    name: 'upsert that only updates: 200',
    shape: 'upsert (on_conflict, merge-duplicates)',
    source: spec(
      'Query/UpsertSpec.hs',
      'UPSERT > with POST > when Prefer: resolution=merge-duplicates is specified > UPDATEs rows on pk conflict',
    ),
    mapping:
      'tiobe_pls is blog_posts?on_conflict=id, one existing row, no representation (Response.hs: 200 when no row was inserted)',
    as: 'admin',
    request: {
      method: 'POST',
      path: '/rest/v1/blog_posts?on_conflict=id',
      prefer: 'resolution=merge-duplicates',
      body: existingPost,
    },
    expect: { status: 200, body: 'none' },
    knownDifference: {
      aspects: ['status'],
      reason:
        'The local step answers every upsert 201, inserted or not. posts.save reads only `error` from its upsert; nothing in the app tells created from updated by the status.',
    },
  },
  {
    kind: 'http',
    name: 'update of one row: 204, Content-Range 0-0/*',
    shape: 'update with filters',
    source: spec('Query/UpdateSpec.hs', 'Patching record > in a nonempty table > can update a single item'),
    mapping: "items?id=eq.2 is form_submissions?id=eq.<lead> with a status (the lead desk's triage)",
    as: 'admin',
    request: { method: 'PATCH', path: `/rest/v1/form_submissions?id=eq.${LEADS.none}`, body: { status: 'contacted' } },
    expect: { status: 204, contentRange: '0-0/*', body: 'none' },
    knownDifference: {
      aspects: ['contentRange'],
      reason:
        'Without count=exact the local step sends no Content-Range (PostgREST sends 0-<n-1>/*). supabase-js reads the header only for a count, and every update the app makes asks for count=exact.',
    },
  },
  {
    kind: 'http',
    name: 'update with count=exact: 204, Content-Range 0-0/1',
    shape: 'update with filters',
    source: code('Response.hs', 'actionResponse MutationUpdate: Content-Range is contentRangeH 0 (count - 1) count'),
    mapping:
      'no spec sends this request, which is the lead desk\'s triage (update(change, { count: "exact" }).eq("id", id))',
    as: 'admin',
    request: {
      method: 'PATCH',
      path: `/rest/v1/form_submissions?id=eq.${LEADS.none}`,
      prefer: 'count=exact',
      body: { status: 'contacted' },
    },
    expect: { status: 204, contentRange: '0-0/1', body: 'none' },
    knownDifference: {
      aspects: ['contentRange'],
      reason:
        'The local step answers */1 where PostgREST answers 0-0/1. supabase-js takes the count from after the slash, so the app reads count 1 from both (the supabase-js case "update with count" proves it).',
    },
  },
  {
    kind: 'http',
    name: 'update matching no row: 204',
    shape: 'update with filters',
    source: spec(
      'Query/UpdateSpec.hs',
      'Patching record > in a nonempty table > returns status code 200 when no rows updated',
    ),
    mapping: 'items?id=eq.99999999 is form_submissions?id=eq.<a uuid no lead has>',
    as: 'admin',
    request: { method: 'PATCH', path: `/rest/v1/form_submissions?id=eq.${NO_ROW}`, body: { status: 'contacted' } },
    expect: { status: 204, body: 'none' },
  },
  {
    kind: 'http',
    name: 'delete of one row: 204, Content-Range */*',
    shape: 'delete with filters',
    source: spec('Query/DeleteSpec.hs', 'Deleting > existing record > succeeds with 204 and deletion count'),
    mapping: 'items?id=eq.1 is blog_posts?id=eq.p5',
    as: 'admin',
    request: { method: 'DELETE', path: '/rest/v1/blog_posts?id=eq.p5' },
    expect: { status: 204, contentRange: '*/*', body: 'none' },
    knownDifference: {
      aspects: ['contentRange'],
      reason:
        'Without count=exact the local step sends no Content-Range (PostgREST sends */*). supabase-js reads it only for a count, and the app deletes with count=exact.',
    },
  },
  {
    kind: 'http',
    name: 'delete with count=exact: 204, Content-Range */1',
    shape: 'delete with filters',
    source: spec('Query/DeleteSpec.hs', 'Deleting > existing record > returns the deleted item and count if requested'),
    mapping:
      'items?id=eq.2 is blog_posts?id=eq.p5 (posts.remove); without return=representation the answer is 204 and empty, the Content-Range the same (Response.hs MutationDelete)',
    as: 'admin',
    request: { method: 'DELETE', path: '/rest/v1/blog_posts?id=eq.p5', prefer: 'count=exact' },
    expect: { status: 204, contentRange: '*/1', body: 'none' },
  },
  {
    kind: 'http',
    name: 'delete with count=exact matching no row: 204, Content-Range */0',
    shape: 'delete with filters',
    source: code(
      'Response.hs',
      'actionResponse MutationDelete: Content-Range is contentRangeH 1 0 count, so */0 for no row',
    ),
    mapping: 'posts.remove of a post that is gone (the app answers not_found on count 0)',
    as: 'admin',
    request: { method: 'DELETE', path: '/rest/v1/blog_posts?id=eq.nope', prefer: 'count=exact' },
    expect: { status: 204, contentRange: '*/0', body: 'none' },
  },
]

/** Functions called with POST /rpc/<name> and named arguments, as supabase-js's rpc() sends them. */
const rpc: HttpCase[] = [
  {
    kind: 'http',
    name: 'rpc returning one json value: the value itself',
    shape: 'rpc (POST, named arguments)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > proc return types > returns composite type in exposed schema',
    ),
    mapping: 'ret_point_2d() is staff_security_settings() (jsonb): one object, not an array',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/rpc/staff_security_settings', body: {} },
    expect: {
      status: 200,
      body: { json: { session_aal: 'aal1', mfa_required: false, session_meets_requirement: true } },
    },
  },
  {
    kind: 'http',
    name: 'rpc returning a set of records: an array of objects',
    shape: 'rpc (POST, named arguments)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > proc return types > returns a setof record type (first request)',
    ),
    mapping: 'returns_setof_record() is lead_sources() (returns table)',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/rpc/lead_sources', body: {} },
    expect: { status: 200, body: { json: [{ source: 'Direct', leads: 3 }] } },
  },
  {
    kind: 'http',
    name: 'rpc returning an empty set: []',
    shape: 'rpc (POST, named arguments)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > a proc that returns an empty rowset > returns empty json array',
    ),
    mapping: 'test_empty_rowset() is post_history(post_id) of a post that never was',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/rpc/post_history', body: { post_id: 'nope' } },
    expect: { status: 200, body: { json: [] } },
  },
  {
    kind: 'http',
    name: 'rpc returning a scalar: the number itself',
    shape: 'rpc (POST, named arguments)',
    source: spec('Query/RpcSpec.hs', 'remote procedure call > proc return types > returns domain value'),
    mapping: 'ret_domain(val) (8) is delete_chat_conversation(conversation_id) (integer: the 15 messages deleted)',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/rpc/delete_chat_conversation', body: { conversation_id: CONVERSATION } },
    expect: { status: 200, body: { json: 15 } },
  },
  {
    kind: 'http',
    name: 'rpc raising invalid input: 400 with the error body',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > improper input > treats simple plpgsql raise as invalid input',
    ),
    mapping: `problem() raises P0001; taken_consultation_slots raises 22023 for a reversed range. ${PGRST_STATUS_RULE}`,
    as: 'anon',
    request: {
      method: 'POST',
      path: '/rest/v1/rpc/taken_consultation_slots',
      body: { from_date: '2026-12-10', to_date: '2026-12-01' },
    },
    expect: {
      status: 400,
      body: error('22023', 'taken_consultation_slots: from_date and to_date are required, from_date <= to_date'),
    },
  },
  {
    kind: 'http',
    name: 'rpc raising no_data_found (class P0): 500',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > improper input > treats plpgsql assert as internal server error',
    ),
    mapping: `assert() raises P0004; delete_chat_conversation raises P0002 for an unknown conversation. ${PGRST_STATUS_RULE}`,
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/rpc/delete_chat_conversation', body: { conversation_id: NO_ROW } },
    expect: { status: 500, body: error('P0002', `There is no conversation ${NO_ROW}.`) },
  },
  {
    kind: 'http',
    name: 'rpc a visitor may not execute: 401 42501',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec('Auth/AuthSpec.hs', 'authorization > denies execution on functions that anonymous does not own'),
    mapping: 'privileged_hello is lead_sources (no execute grant to anon)',
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/rpc/lead_sources', body: {} },
    expect: { status: 401, body: error('42501', 'permission denied for function lead_sources') },
  },
  {
    kind: 'http',
    name: 'rpc refusing a signed-in non-staff person: 403 42501',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec('Auth/AuthSpec.hs', 'authorization > denies access to tables that postgrest_test_author does not own'),
    mapping: `a signed-in role refused with 42501 (there a table's grant, here search_leads' own check). ${PGRST_STATUS_RULE}`,
    as: 'member',
    request: { method: 'POST', path: '/rest/v1/rpc/search_leads', body: { search: 'ann' } },
    expect: { status: 403, body: error('42501', 'search_leads: only staff may search leads') },
  },
  {
    kind: 'http',
    name: 'RAISE SQLSTATE PGRST: its status and body (the rate limit)',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/RpcSpec.hs',
      'remote procedure call > get message and details from raise sqlstate > get message and details from PGRST raise and checks standard status message',
    ),
    mapping:
      'raise_sqlstate_test3 (status 404, code "123") is the insert rate limit (status 429, code rate_limited), its window already full',
    setup: `insert into private.rate_limits (bucket, window_start, hits)
      select 'form_submissions:127.0.0.1', to_timestamp((floor(extract(epoch from now()) / 600) + w) * 600), 1000
        from generate_series(0, 1) as w`,
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/form_submissions', body: leadRow(NO_ROW, 'One too many') },
    expect: { status: 429, body: error('rate_limited', 'Too many requests, try again later') },
  },
]

/** Refusals of table requests, and of tokens. */
const refusals: HttpCase[] = [
  {
    kind: 'http',
    name: 'a visitor reading a table without a grant: 401 42501',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec('Auth/AuthSpec.hs', 'authorization > denies access to tables that anonymous does not own'),
    mapping: 'authors_only is form_submissions (no select grant to anon)',
    as: 'anon',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=id' },
    expect: { status: 401, body: error('42501', 'permission denied for table form_submissions') },
  },
  {
    kind: 'http',
    name: 'a signed-in person refused by a policy: 403 42501',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec('Auth/AuthSpec.hs', 'authorization > denies access to tables that postgrest_test_author does not own'),
    mapping: `private_table is lead_notes, whose insert policy admits admins only. ${PGRST_STATUS_RULE}`,
    as: 'member',
    request: { method: 'POST', path: '/rest/v1/lead_notes', body: { submission_id: LEADS.none, body: 'Hi' } },
    expect: { status: 403, body: error('42501', 'new row violates row-level security policy for table "lead_notes"') },
  },
  {
    kind: 'http',
    name: 'a foreign key violation: 409 23503',
    shape: 'errors (SQLSTATE to status, error body)',
    source: code('Error.hs', 'mapSQLtoHTTP: "23503" -> HTTP.status409 -- foreign_key_violation'),
    mapping: 'no spec records a foreign key violation; a note on a lead that is gone',
    as: 'admin',
    request: { method: 'POST', path: '/rest/v1/lead_notes', body: { submission_id: NO_ROW, body: 'Hi' } },
    expect: {
      status: 409,
      body: error(
        '23503',
        'insert or update on table "lead_notes" violates foreign key constraint "lead_notes_submission_id_fkey"',
        'Key is not present in table "form_submissions".',
      ),
    },
  },
  {
    kind: 'http',
    name: 'a check violation: 400 23514',
    shape: 'errors (SQLSTATE to status, error body)',
    source: code(
      'Error.hs',
      'mapSQLtoHTTP: any SQLSTATE without a rule of its own (23514 among them) -> HTTP.status400',
    ),
    mapping: 'no spec records a check violation; a calculator event whose details the CHECK refuses',
    as: 'anon',
    request: { method: 'POST', path: '/rest/v1/site_events', body: { ...event, type: 'calculator', details: 'bogus' } },
    expect: {
      status: 400,
      body: error(
        '23514',
        'new row for relation "site_events" violates check constraint "site_events_calculator_details_check"',
      ),
    },
  },
  {
    kind: 'http',
    name: 'a filter value of the wrong type: 400 22P02',
    shape: 'errors (SQLSTATE to status, error body)',
    source: spec(
      'Query/QuerySpec.hs',
      'IN and NOT IN empty set > only returns an empty result set if the in value is empty',
    ),
    mapping: 'an integer column given "" is a uuid column given "not-a-uuid"',
    as: 'admin',
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=id&id=eq.not-a-uuid' },
    expect: { status: 400, body: error('22P02', 'invalid input syntax for type uuid: "not-a-uuid"') },
  },
  {
    kind: 'http',
    name: 'an expired token: 401 PGRST303',
    shape: 'JWT errors',
    source: spec('Auth/AuthSpec.hs', 'authorization > fails with an expired token'),
    mapping: "the upstream token's claims (exp 1446678149) with our admin's role and id",
    as: {
      bearer: tokenFor({ role: 'authenticated', sub: LOCAL_USER_IDS.admin, aud: 'authenticated', exp: 1446678149 }),
    },
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=id' },
    expect: { status: 401, body: error('PGRST303', 'JWT expired') },
  },
  {
    kind: 'http',
    name: 'a token that is not a JWT: 401 PGRST301',
    shape: 'JWT errors',
    source: spec('Auth/AuthSpec.hs', 'authorization > hides tables from users with invalid JWT'),
    mapping: 'the upstream token as it is',
    as: { bearer: 'ey9zdGdyZXN0X3Rlc3RfYXV0aG9yIiwiaWQiOiJqZG9lIn0.y4vZuu1dDdwAl0-S00MCRWRYMlJ5YAMSir6Es6WtWx0' },
    request: { method: 'GET', path: '/rest/v1/form_submissions?select=id' },
    expect: { status: 401, body: error('PGRST301', 'Expected 3 parts in JWT; got 2') },
    knownDifference: {
      aspects: ['body'],
      reason:
        'The local step answers every unreadable token with one message ("JWSError JWSInvalidSignature"); code and status are PostgREST\'s. The app only sends tokens the local GoTrue made, and fromPostgrest maps by code (PGRST30x: auth).',
    },
  },
]

export const POSTGREST_CASES: HttpCase[] = [...reads, ...paging, ...writes, ...rpc, ...refusals]
