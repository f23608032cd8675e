#!/usr/bin/env bash
# Installs what the test suite needs beyond npm, from Debian's packages: Chromium for the
# browser tests, PostgreSQL 15 + pgTAP + pg_prove for the SQL tests, Java for the HTML checker
# (vnu.jar). As root it installs them;
# otherwise it prints the exact command and fails.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/pg_ctl ] || missing+=(postgresql)
[ -f /usr/share/postgresql/15/extension/pgtap.control ] || missing+=(postgresql-15-pgtap)
command -v pg_prove >/dev/null 2>&1 || missing+=(libtap-parser-sourcehandler-pgtap-perl)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing from Debian: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The Debian package starts a cluster of its own; the SQL tests use a throwaway one instead.
  if command -v service >/dev/null 2>&1; then service postgresql stop >/dev/null 2>&1 || true; fi
else
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
