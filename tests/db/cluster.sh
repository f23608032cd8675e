# A throwaway PostgreSQL 15 in a temp dir on a random high port (as the postgres user when
# root), for tests/db/run.sh and the benchmarks. Source it, then call `start_cluster`: it exports
# PGHOST/PGPORT/PGUSER and TMP (the temp dir), and stops the cluster and removes the dir on exit.
# Extra server settings can be passed to start_cluster (e.g. -c shared_buffers=256MB).
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGTAP_CONTROL=/usr/share/postgresql/15/extension/pgtap.control
PACKAGES="postgresql-15 postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl"

have_tools() { [ -x "$PGBIN/initdb" ] && [ -x "$PGBIN/pg_ctl" ] && command -v psql >/dev/null \
  && command -v pg_prove >/dev/null && [ -f "$PGTAP_CONTROL" ]; }

ensure_tools() {
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
}

as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop_cluster() {
  if [ -f "$TMP/data/postmaster.pid" ]; then as_owner "$PGBIN/pg_ctl" -D "$TMP/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$TMP"
}

start_cluster() {
  ensure_tools
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/hre-db-test.XXXXXX")
  export TMP
  if [ "$(id -u)" = 0 ]; then chown postgres "$TMP"; fi
  chmod 755 "$TMP"
  trap stop_cluster EXIT
  as_owner "$PGBIN/initdb" -D "$TMP/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 \
    || { cat "$TMP/initdb.log" >&2; exit 1; }
  as_owner mkdir -p "$TMP/sock"
  local started= port
  for _ in 1 2 3 4 5; do
    port=$(( 20000 + RANDOM % 40000 ))
    if as_owner "$PGBIN/pg_ctl" -D "$TMP/data" -l "$TMP/pg.log" -w -t 20 \
        -o "-k $TMP/sock -p $port -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off $*" \
        start >/dev/null 2>&1; then started=1; break; fi
  done
  [ -n "$started" ] || { echo "tests/db: could not start PostgreSQL" >&2; cat "$TMP/pg.log" >&2; exit 1; }
  export PGHOST="$TMP/sock" PGPORT="$port" PGUSER=postgres PGOPTIONS="-c client_min_messages=warning"
}
