#!/usr/bin/env bash
# The edge functions on Deno itself, so code that only works under Node never ships: `deno check`
# of every function's entry (supabase/functions/*/index.ts) and `deno test` of every
# supabase/functions/**/*.deno.test.ts. A new function or test file is picked up with no change here.
# Deno comes from the npm registry into a scratch prefix, never the project's lock (the registry
# here lacks the other platforms' optional binaries, so a lock listing it would break `npm ci`).
# Offline: no remote modules; tests may listen and connect on the loopback interface only.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=.tmp/deno
deno="$PWD/$prefix/node_modules/.bin/deno"
if ! "$deno" --version >/dev/null 2>&1; then
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$prefix" deno >/dev/null
fi
export DENO_DIR="$PWD/$prefix/cache" DENO_NO_UPDATE_CHECK=1 NO_COLOR=1
"$deno" --version | head -1

for dir in supabase/functions/*/; do
  [ -f "$dir/index.ts" ] || continue
  # From the function's own directory, so a deno.json of its own would apply.
  (cd "$dir" && "$deno" check --no-remote index.ts)
done

mapfile -t tests < <(find supabase/functions -name '*.deno.test.ts' -not -path '*/node_modules/*' | sort)
if [ "${#tests[@]}" -eq 0 ]; then
  echo 'no *.deno.test.ts files'
  exit 0
fi
"$deno" test --no-remote --allow-net=127.0.0.1,localhost --allow-env --allow-read "${tests[@]}"
