#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 (tests/db/cluster.sh), with PGHOST, PGPORT and
# PGUSER set, then stops the cluster: `bash tests/db/with-cluster.sh node tests/bench/leads.mjs`.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=tests/db/cluster.sh
. "$ROOT/tests/db/cluster.sh"
start_cluster
"$@"
