/**
 * The rows the conformance cases read and write, written as the database's owner after the test
 * database is emptied (src/testing/local-database.ts), so RLS, grants and rate limits do not
 * apply to them. Each stands in for one of the upstream suites' fixture tables:
 *
 * - PostgREST's `items` (ids 1 to 15): `chat_messages` 1 to 15, one conversation, content "message N".
 * - PostgREST's `simple_pk` (k, extra) and `grandchild_entities` (quoted names): `blog_posts`,
 *   title for `k` and `name`, author for `extra`; four published posts and one draft. Written by
 *   the owner while approval is not required (the reset's setting), the four go live at once, so
 *   visitors read them in `published_posts`; `complex_items` is that view.
 * - PostgREST's `no_pk` (a column holding null, "1" and "2"): three `form_submissions` whose
 *   `follow_up_on` is null, 2026-12-01 and 2026-12-02.
 * - PostgREST's `menagerie` and `empty_table` (no rows): `site_events` and `lead_notes`.
 *
 * Rows go through json_populate_recordset, so each value takes its column's type (text or enum).
 */
import { rowId } from '@/testing/seed-rows'

/** The conversation of the 15 messages. */
export const CONVERSATION = rowId(900)
/** The three leads, oldest first. */
export const LEADS = { none: rowId(901), first: rowId(902), second: rowId(903) }
/** The client_id of the first lead (a repeated one is a conflict). */
export const FIRST_CLIENT_ID = rowId(911)
/** A uuid no row has. */
export const NO_ROW = rowId(999)

const at = (day: number, minute: number) => new Date(Date.UTC(2026, 10, day, 10, minute)).toISOString()

const messages = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  conversation_id: CONVERSATION,
  role: i % 2 === 0 ? 'user' : 'assistant',
  content: `message ${i + 1}`,
  created_at: at(1, i + 1),
}))

const post = (id: string, title: string, author: string, published: boolean, minute: number) => ({
  id,
  slug: id,
  title,
  excerpt: 'Excerpt',
  date: 'November 1, 2026',
  author,
  image: '/images/a.jpg',
  content: 'Body',
  published,
  created_at: at(1, minute),
})
const posts = [
  post('p1', 'xyyx', 'u', true, 1),
  post('p2', 'xYYx', 'v', true, 2),
  post('p3', '(grandchild,entity,4)', 'w', true, 3),
  post('p4', '(grandchild,entity,5)', 'x', true, 4),
  post('p5', 'Draft', 'y', false, 5),
]

/** A live post as the blog reads it from published_posts (POST_COLUMNS: renamed, the rest null). */
export function livePost(id: string) {
  const found = posts.find((each) => each.id === id && each.published)
  if (!found) throw new Error(`no live post ${id} in the fixture`)
  const { created_at: _created, ...written } = found
  return { ...written, imageAlt: null, publishAt: null, metaDescription: null, socialImage: null }
}

/** A contact lead as a visitor sends it (what the app's insert puts in the body). */
export const leadRow = (clientId: string, name: string) => ({
  client_id: clientId,
  form_type: 'contact_form',
  full_name: name,
  email: 'lead@example.com',
  message: 'Hello',
  metadata: {},
  page: '/contact',
})
const leads = [
  { ...leadRow(FIRST_CLIENT_ID, 'Lead none'), id: LEADS.none, follow_up_on: null, created_at: at(2, 0) },
  { ...leadRow(rowId(912), 'Lead 1'), id: LEADS.first, follow_up_on: '2026-12-01', created_at: at(2, 1) },
  { ...leadRow(rowId(913), 'Lead 2'), id: LEADS.second, follow_up_on: '2026-12-02', created_at: at(2, 2) },
]

/** `insert into public.<table> (<the rows' keys>) ... overriding system value` from JSON rows. */
export function insertRowsSql(table: string, rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {}).join(', ')
  const json = JSON.stringify(rows).replaceAll("'", "''")
  return `insert into public.${table} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::public.${table}, '${json}');`
}

export const FIXTURE_SQL = [
  insertRowsSql('chat_messages', messages),
  insertRowsSql('blog_posts', posts),
  insertRowsSql('form_submissions', leads),
].join('\n')
