#!/usr/bin/env node
// Supervised communications under concurrency (issue 33), on real connections to the test
// database (PGHOST/PGPORT/PGUSER/PGDATABASE; tests/db/run.sh sets them):
//   (a) The archive's chain survives concurrent writers: WRITERS connections append rows at once
//       through private.archive (as the owner, as a release does), two rows a transaction, some
//       transactions rolled back after taking their ids; then verify_archive() is ok over every
//       row, the ids follow the chain (each row links to the row with the id before it, at a time
//       no earlier) and exactly the committed rows are there.
//   (b) An approval racing a new save approves only the version the reviewer saw: per round, an
//       author submits version N; compliance approves N while the author saves N+1 -- the approval
//       first, the save first, or both at once. Either N is approved and live and N+1 is a draft,
//       or the approval is refused (23514) because N was superseded and nothing is live; the
//       content of N+1 is never live without approval, and no deadlock reaches a caller.
// Commits its own rows (accounts, posts, archive rows, which nobody can delete); run it on a
// database no later step counts.
import { query, Session, until, waitingOnLocks } from './psql-session.mjs'

const WRITERS = 8
const TRANSACTIONS = 12 // per writer; every fourth is rolled back
const ROUNDS = 15
const AUTHOR = 'f2000000-0000-4000-8000-0000000000a1'
const COMPLIANCE = 'f2000000-0000-4000-8000-0000000000c1'
const failures = []

/** verify_archive() as compliance (it refuses anyone else). */
const verifyArchive = () =>
  JSON.parse(query(`select tests.as_user('${COMPLIANCE}'); select public.verify_archive()`).split('\n').pop())

query(`select tests.create_user('${AUTHOR}', 'race-author@example.com'), tests.create_user('${COMPLIANCE}', 'race-compliance@example.com');
       insert into public.user_roles (user_id, role) values ('${AUTHOR}', 'author'), ('${COMPLIANCE}', 'compliance');
       update private.firm_settings set approval_required = true`)

// ======================================================================== (a) the chain
const before = Number(query('select count(*) from public.communications_archive'))
const writers = Array.from({ length: WRITERS }, (_, w) => new Session(`archive-race-${w}`))
let committed = 0
try {
  await Promise.all(
    writers.map(async (writer, w) => {
      for (let t = 0; t < TRANSACTIONS; t++) {
        const row = (n) =>
          `select private.archive('page', '/race/${w}/${t}/${n}', 'Race', 'text/html', '<p>writer ${w}, transaction ${t}, row ${n}</p>', '{}');`
        const end = t % 4 === 3 ? 'rollback;' : 'commit;'
        const code = await writer.send(`begin; ${row(1)} select pg_sleep(0.002); ${row(2)} ${end}`)
        if (code !== '00000') failures.push(`archive writer ${w}, transaction ${t}: ${code}\n${writer.out}`)
        else if (end === 'commit;') committed += 1
      }
    }),
  )
} finally {
  for (const writer of writers) writer.close()
}
const rows = Number(query('select count(*) from public.communications_archive'))
const raced = Number(query(`select count(*) from public.communications_archive where address like '/race/%'`))
const verified = verifyArchive()
const unchained = Number(
  query(`select count(*) from (
           select a.prev_sha256, lag(a.row_sha256) over (order by a.id) as before_sha256,
                  a.archived_at, lag(a.archived_at) over (order by a.id) as before_at, a.id
           from public.communications_archive a) s
         where s.prev_sha256 <> coalesce(s.before_sha256, repeat('0', 64)) or s.archived_at < s.before_at`),
)
console.log(
  `supervision-race: ${WRITERS} writers, ${committed} transactions committed: ${raced} rows; verify_archive ${JSON.stringify(verified)}`,
)
if (raced !== committed * 2) failures.push(`expected ${committed * 2} archive rows of the race, found ${raced}`)
if (rows !== before + raced) failures.push(`the archive grew by ${rows - before}, not ${raced}`)
if (!verified.ok || verified.rows !== rows)
  failures.push(`verify_archive after concurrent writers: ${JSON.stringify(verified)}`)
if (unchained !== 0) failures.push(`${unchained} archive row(s) do not link to the row with the id before them`)

// ============================================================ (b) an approval racing a save
const reviewer = new Session('approval-race-reviewer')
const author = new Session('approval-race-author')
const outcomes = { approved: 0, superseded: 0 }
try {
  for (let round = 0; round < ROUNDS; round++) {
    const post = `race-${round}`
    const order = ['review first', 'save first', 'at once'][round % 3]
    query(`select tests.as_user('${AUTHOR}');
           insert into public.blog_posts (id, title, excerpt, date, author, image, slug, content, published)
           values ('${post}', 'Version 1 of ${post}', 'Excerpt', 'June 1, 2026', 'Hudson Re', '/img/a.jpg', '${post}', 'Approved body', true);
           select public.submit_post_version((select max(r.id) from public.post_revisions r where r.post_id = '${post}'))`)
    const n = query(`select id from public.post_revisions where post_id = '${post}' and version = 1`)
    await reviewer.send(`begin; select tests.as_user('${COMPLIANCE}');`)
    await author.send(`begin; select tests.as_user('${AUTHOR}');`)
    const mark = reviewer.out.length
    const approve = () => reviewer.send(`select public.review_post_version(${n}, 'approved', null);`)
    const save = () =>
      author.send(
        `update public.blog_posts set title = 'Version 2 of ${post}', content = 'Unapproved body' where id = '${post}';`,
      )
    let review, saved
    if (order === 'review first') {
      review = await approve()
      const saving = save()
      await until(() => waitingOnLocks(['approval-race-author']) === 1, `${post}: the save to wait for the approval`)
      await reviewer.send('commit;')
      saved = await saving
      await author.send('commit;')
    } else if (order === 'save first') {
      saved = await save()
      const reviewing = approve()
      await until(() => waitingOnLocks(['approval-race-reviewer']) === 1, `${post}: the approval to wait for the save`)
      await author.send('commit;')
      review = await reviewing
      await reviewer.send('commit;')
    } else {
      const reviewing = approve()
      const saving = save()
      const first = await Promise.race([reviewing.then(() => reviewer), saving.then(() => author)])
      await first.send('commit;')
      const second = first === reviewer ? author : reviewer
      await (second === reviewer ? reviewing : saving)
      await second.send('commit;')
      ;[review, saved] = [await reviewing, await saving]
    }
    const state =
      query(`select string_agg(version || ':' || review_state || ':' || (released_at is not null), ',' order by version)
                         from public.post_revisions where post_id = '${post}'`)
    const live = query(`select coalesce((select revision_id || ':' || title || ':' || content
                                         from public.published_posts where id = '${post}'), 'none')`)
    const what = `${post} (${order}): approval ${review}, save ${saved}, versions ${state}, live ${live}`
    if ([review, saved].includes('40P01')) failures.push(`${what}: a deadlock reached a caller`)
    if (saved !== '00000') failures.push(`${what}: the save failed`)
    if (/Version 2|Unapproved/.test(live)) failures.push(`${what}: the unapproved version is live`)
    if (review === '00000') {
      outcomes.approved += 1
      if (state !== '1:approved:true,2:draft:false' || live !== `${n}:Version 1 of ${post}:Approved body`) {
        failures.push(`${what}: expected version 1 approved and live, version 2 a draft`)
      }
    } else if (review === '23514') {
      outcomes.superseded += 1
      if (state !== '1:superseded:false,2:draft:false' || live !== 'none') {
        failures.push(`${what}: expected version 1 superseded, version 2 a draft, nothing live`)
      }
      if (!/Version 1 is superseded, not in review/.test(reviewer.out.slice(mark))) {
        failures.push(`${what}: the refusal does not say the version was superseded:\n${reviewer.out.slice(mark)}`)
      }
    } else {
      failures.push(`${what}: the approval answered neither 00000 nor 23514`)
    }
    if (order === 'review first' && review !== '00000')
      failures.push(`${what}: the approval that came first was refused`)
    if (order === 'save first' && review !== '23514')
      failures.push(`${what}: an approval of a superseded version went through`)
  }
} finally {
  reviewer.close()
  author.close()
}
const after = verifyArchive()
console.log(
  `supervision-race: ${ROUNDS} approvals racing a save: ${outcomes.approved} approved the version seen, ${outcomes.superseded} refused as superseded; verify_archive ok: ${after.ok}`,
)
if (!after.ok) failures.push(`verify_archive after the approvals: ${JSON.stringify(after)}`)

if (failures.length) {
  console.error(`supervision-race: FAILED\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  'ok: the archive chain holds under concurrent writers; an approval racing a save approves only the version it saw',
)
