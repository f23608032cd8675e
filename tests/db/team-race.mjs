#!/usr/bin/env node
// Two admins demote each other at the same moment (issue 31): the one who loses must get 40001
// ("try again", which admin-users answers with 409), never a deadlock (40P01, a 502), and one
// admin must remain. Three real connections to the test database (PGHOST/PGPORT/PGUSER/
// PGDATABASE; tests/db/run.sh sets them), each an interactive psql session:
//   C holds the team lock (the advisory lock of private.keep_last_admin), so that A and B both
//   start their set_staff_role call before either can finish; then C lets go.
// Without the lock taken first, A locked B's row and B locked A's row before their triggers
// waited for the lock, and released, each trigger then waited for the other's row: a deadlock.
// Commits its own rows (two accounts); run it on a database no later step counts.
import { query, Session, until, waitingOnLocks } from './psql-session.mjs'

const ADMIN_A = 'f1000000-0000-4000-8000-00000000000a'
const ADMIN_B = 'f1000000-0000-4000-8000-00000000000b'
const TEAM_LOCK = "pg_advisory_xact_lock(hashtextextended('public.user_roles: last admin', 0))"
const RACERS = ['team-race-a', 'team-race-b']

query(`select tests.create_user('${ADMIN_A}', 'race-a@example.com'), tests.create_user('${ADMIN_B}', 'race-b@example.com');
       insert into public.user_roles (user_id, role) values ('${ADMIN_A}', 'admin'), ('${ADMIN_B}', 'admin')`)

const [c, a, b] = ['c', 'a', 'b'].map((name) => new Session(`team-race-${name}`))
const failures = []
try {
  await c.send(`begin; select ${TEAM_LOCK};`)
  await a.send(`begin; select tests.as_user('${ADMIN_A}');`)
  await b.send(`begin; select tests.as_user('${ADMIN_B}');`)
  const demoteB = a.send(`select public.set_staff_role('${ADMIN_B}', 'viewer');`)
  await until(() => waitingOnLocks(RACERS) === 1, 'A to wait for the team lock')
  const demoteA = b.send(`select public.set_staff_role('${ADMIN_A}', 'viewer');`)
  await until(() => waitingOnLocks(RACERS) === 2, 'B to wait too')
  await c.send('commit;')
  // Whoever gets the lock first finishes and commits; then the other goes on.
  const first = await Promise.race([demoteB.then(() => a), demoteA.then(() => b)])
  await first.send('commit;')
  const second = first === a ? b : a
  await (second === a ? demoteB : demoteA)
  await second.send('commit;')
  const codes = { a: await demoteB, b: await demoteA }
  console.log(`team-race: A demoting B answered ${codes.a}, B demoting A answered ${codes.b}`)
  if (Object.values(codes).includes('40P01')) failures.push('a deadlock (40P01) reached a caller')
  if ([codes.a, codes.b].sort().join() !== '00000,40001') {
    failures.push(`expected one success (00000) and one "try again" (40001), got ${JSON.stringify(codes)}`)
  }
  if (!/try again/.test(second.out)) failures.push(`the loser's message does not say to try again:\n${second.out}`)
} finally {
  for (const session of [a, b, c]) session.close()
}

const admins = query(
  `select count(*) from public.user_roles where role = 'admin' and user_id in ('${ADMIN_A}', '${ADMIN_B}')`,
)
if (admins !== '1') failures.push(`expected exactly one of the two to remain admin, found ${admins}`)
const changes = query(
  `select count(*) from public.audit_log where action = 'role.change' and target in ('${ADMIN_A}', '${ADMIN_B}')`,
)
if (changes !== '1') failures.push(`expected one role.change entry, found ${changes}`)

if (failures.length) {
  console.error(`team-race: FAILED\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('ok: two admins demoting each other at once: one change, the other told to try again, no deadlock')
