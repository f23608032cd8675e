#!/usr/bin/env bash
# Runs the database tests on a throwaway PostgreSQL 15 (a few seconds, no Docker):
#   1. starts a cluster in a temp dir on a random high port (as the postgres user when root),
#   2. for two databases -- "legacy" (old Supabase default privileges: everything in public granted
#      to the API roles) and "modern" (no automatic grants) -- applies tests/db/prelude.sql and
#      supabase/migrations/*.sql, one after the other, then runs pg_prove on supabase/tests/*.sql
#      on both side by side,
#   3. runs tests/db/team-race.mjs (two admins demoting each other at once, two connections) and
#      tests/db/supervision-race.mjs (the archive's hash chain under concurrent writers; an
#      approval racing a new save of the same post), applies supabase/seed.sql, then checks the migrated schema's enums, CHECK limits and
#      patterns against database.constants.ts and limits.ts (both files are made from the schema on
#      PGlite: scripts/database-types.ts),
#   4. stops the cluster and removes the temp dir. Exits non-zero on any failure.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=tests/db/cluster.sh
. "$ROOT/tests/db/cluster.sh"
start_cluster

PSQL=(psql -X -q -v ON_ERROR_STOP=1)
shopt -s nullglob
MIGRATIONS=("$ROOT"/supabase/migrations/*.sql)
TESTS=("$ROOT"/supabase/tests/*.sql)
[ ${#MIGRATIONS[@]} -gt 0 ] && [ ${#TESTS[@]} -gt 0 ] || { echo "tests/db: no migrations or tests found" >&2; exit 1; }

# Roles are the cluster's, not a database's: the two databases are set up one after the other
# (the prelude and migrations create and alter roles), then tested side by side (one per core),
# each run's output kept in its own file and printed in order when both are done.
setup() {
  local mode=$1 db="app_$1"
  "${PSQL[@]}" -d postgres -c "create database $db"
  "${PSQL[@]}" -d "$db" -f "$ROOT/tests/db/prelude.sql" >/dev/null
  if [ "$mode" = modern ]; then
    "${PSQL[@]}" -d "$db" >/dev/null <<'SQL'
alter default privileges for role postgres in schema public revoke all on tables    from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
SQL
  fi
  for m in "${MIGRATIONS[@]}"; do "${PSQL[@]}" -d "$db" -f "$m" >/dev/null; done
}
prove() {
  echo "== pgTAP ($1 default privileges)"
  (cd "$ROOT" && pg_prove -d "app_$1" supabase/tests/*.sql)
}
setup legacy
setup modern
out=$(mktemp -d)
status=0
prove legacy >"$out/legacy" 2>&1 &
legacy=$!
prove modern >"$out/modern" 2>&1 &
modern=$!
wait $legacy || status=1
wait $modern || status=1
cat "$out/legacy" "$out/modern"
rm -rf "$out"

echo "== two admins demoting each other at once (two connections; commits, so on app_legacy)"
PGDATABASE=app_legacy node "$ROOT/tests/db/team-race.mjs" || status=1

echo "== the archive's chain under concurrent writers; an approval racing a save (commits, so on app_legacy)"
PGDATABASE=app_legacy node "$ROOT/tests/db/supervision-race.mjs" || status=1

echo "== supabase/seed.sql applies (twice) and creates the local accounts"
"${PSQL[@]}" -d app_modern -f "$ROOT/supabase/seed.sql" >/dev/null
"${PSQL[@]}" -d app_modern -f "$ROOT/supabase/seed.sql" >/dev/null
seeded=$("${PSQL[@]}" -At -d app_modern -c "select (select count(*) from auth.users)::text || ' users, ' ||
  (select count(*) from public.user_roles)::text || ' admin, ' || (select count(*) from public.blog_posts)::text || ' posts'")
if [ "$seeded" = "2 users, 1 admin, 2 posts" ]; then echo "ok: $seeded"; else echo "seed: expected 2 users, 1 admin, 2 posts; got $seeded" >&2; status=1; fi

echo "== the enums, CHECK limits and patterns match database.constants.ts and limits.ts"
PGDATABASE=app_modern node "$ROOT/tests/db/check-limits.mjs" || status=1

exit $status
