#!/usr/bin/env bash
# Runs the database tests on a throwaway PostgreSQL 15 (a few seconds, no Docker):
#   1. starts a cluster in a temp dir on a random high port (as the postgres user when root),
#   2. for two databases -- "legacy" (old Supabase default privileges: everything in public granted
#      to the API roles) and "modern" (no automatic grants) -- applies tests/db/prelude.sql and
#      supabase/migrations/*.sql, then runs pg_prove on supabase/tests/*.sql,
#   3. applies supabase/seed.sql, then checks src/lib/backend/supabase/database.types.ts and the
#      CHECK limits against the migrated schema and ports.ts,
#   4. stops the cluster and removes the temp dir. Exits non-zero on any failure.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGTAP_CONTROL=/usr/share/postgresql/15/extension/pgtap.control
PACKAGES="postgresql-15 postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl"

have_tools() { [ -x "$PGBIN/initdb" ] && [ -x "$PGBIN/pg_ctl" ] && command -v psql >/dev/null \
  && command -v pg_prove >/dev/null && [ -f "$PGTAP_CONTROL" ]; }
if ! have_tools; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "tests/db: installing $PACKAGES" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
  fi
  if ! have_tools; then
    echo "tests/db: PostgreSQL 15, pgTAP and pg_prove are needed. Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $PACKAGES" >&2
    exit 1
  fi
fi

TMP=$(mktemp -d "${TMPDIR:-/tmp}/hre-db-test.XXXXXX")
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$TMP"; fi
chmod 755 "$TMP"
cleanup() {
  if [ -f "$TMP/data/postmaster.pid" ]; then as_owner "$PGBIN/pg_ctl" -D "$TMP/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$TMP"
}
trap cleanup EXIT

as_owner "$PGBIN/initdb" -D "$TMP/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 \
  || { cat "$TMP/initdb.log" >&2; exit 1; }
as_owner mkdir -p "$TMP/sock"
started=
for _ in 1 2 3 4 5; do
  PORT=$(( 20000 + RANDOM % 40000 ))
  if as_owner "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/pg.log" -w -t 20 \
      -o "-k $TMP/sock -p $PORT -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null 2>&1; then started=1; break; fi
done
[ -n "$started" ] || { echo "tests/db: could not start PostgreSQL" >&2; cat "$TMP/pg.log" >&2; exit 1; }

export PGHOST="$TMP/sock" PGPORT="$PORT" PGUSER=postgres PGOPTIONS="-c client_min_messages=warning"
PSQL=(psql -X -q -v ON_ERROR_STOP=1)
shopt -s nullglob
MIGRATIONS=("$ROOT"/supabase/migrations/*.sql)
TESTS=("$ROOT"/supabase/tests/*.sql)
[ ${#MIGRATIONS[@]} -gt 0 ] && [ ${#TESTS[@]} -gt 0 ] || { echo "tests/db: no migrations or tests found" >&2; exit 1; }

status=0
for mode in legacy modern; do
  db="app_$mode"
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
  echo "== pgTAP ($mode default privileges)"
  (cd "$ROOT" && pg_prove -d "$db" supabase/tests/*.sql) || status=1
done

echo "== supabase/seed.sql applies (twice) and creates the local accounts"
"${PSQL[@]}" -d app_modern -f "$ROOT/supabase/seed.sql" >/dev/null
"${PSQL[@]}" -d app_modern -f "$ROOT/supabase/seed.sql" >/dev/null
seeded=$("${PSQL[@]}" -At -d app_modern -c "select (select count(*) from auth.users)::text || ' users, ' ||
  (select count(*) from public.user_roles)::text || ' admin, ' || (select count(*) from public.blog_posts)::text || ' posts'")
if [ "$seeded" = "2 users, 1 admin, 2 posts" ]; then echo "ok: $seeded"; else echo "seed: expected 2 users, 1 admin, 2 posts; got $seeded" >&2; status=1; fi

echo "== database.types.ts and ports.ts LIMITS match the migrated schema"
PGDATABASE=app_modern node "$ROOT/tests/db/check-types.mjs" || status=1

exit $status
