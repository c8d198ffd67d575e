#!/usr/bin/env bash
# Every test tier: the API document check (fresh and linted), contract + web + simulator unit tests,
# server integration tests on SQLite and on PostgreSQL, then end-to-end tests in headless Chromium against
# the built app. Ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-test-machine.sh
results=$(mktemp -d)
status=0
failed_tiers=()
failed_logs=()
tiers=()

run() {
  local name=$1; shift
  echo "::: $name"
  local start=$SECONDS
  local code=0
  "$@" 2>&1 | tee "$results/tier-${#tiers[@]}.log" || code=$?
  tiers+=("$name")
  echo "::: $name took $((SECONDS - start)) s (exit code $code)"
  if [ "$code" -ne 0 ]; then status=1; failed_tiers+=("$name"); failed_logs+=("$results/tier-$((${#tiers[@]} - 1)).log"); fi
}

# A tier started in the background beside the next ones; `finish` waits for it and prints its log. The
# build (CPU-bound, needed only by the end-to-end tier) runs beside the server's PostgreSQL tier, whose
# files mostly wait on the database (ADR 040).
background=()
start() {
  local name=$1; shift
  local log="$results/tier-bg-${#background[@]}.log"
  echo "::: $name (started beside the next tiers; its log follows when it ends)"
  ( local began=$SECONDS; "$@" >"$log" 2>&1; echo "$? $((SECONDS - began))" >"$log.exit" ) &
  background+=("$!|$name|$log")
}
finish() {
  for entry in "${background[@]}"; do
    IFS='|' read -r pid name log <<<"$entry"
    wait "$pid"
    read -r code took <"$log.exit"
    echo "::: $name"
    cat "$log"
    tiers+=("$name")
    echo "::: $name took $took s (exit code $code, beside other tiers)"
    if [ "$code" -ne 0 ]; then status=1; failed_tiers+=("$name"); failed_logs+=("$log"); fi
  done
  background=()
}

run "API document (npm run api:check)" bash scripts/api-document.sh check
run "unit (contract, web)" npx vitest run --project contract --project web --project web-module-mocks \
  --reporter=default --reporter=json --outputFile.json="$results/unit.json"
run "server on SQLite" env DIALECT=sqlite npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/server-sqlite.json"
run "unit (simulator)" npx vitest run --root simulator \
  --reporter=default --reporter=json --outputFile.json="$results/simulator.json"
start "build" npm run build --silent
run "server on PostgreSQL" env DIALECT=postgres npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/server-postgres.json"
finish
run "end to end (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" \
  npm test --silent -w e2e -- --reporter=list,json
# What the page showed when a story failed (its accessibility tree), even when a retry passed: the
# traces and screenshots stay in e2e/test-results, which a CI machine does not keep.
for context in e2e/test-results/*/error-context.md; do
  [ -f "$context" ] || continue
  echo "::: page at the failure: ${context%/error-context.md}"
  sed -n '/^```yaml/,$p' "$context" | head -c 20000
done

node scripts/summarize-tests.mjs "$results" || status=1
if [ ${#failed_tiers[@]} -gt 0 ]; then
  # e.g. Vitest exits 1 on an unhandled error even when every test passed
  # What made each one fail, repeated here at the end, where a CI log that keeps only its tail shows it:
  # Vitest's unhandled errors when it printed some, else the tier's last lines.
  for i in "${!failed_tiers[@]}"; do
    echo "::: why ${failed_tiers[$i]} failed"
    log=${failed_logs[$i]}
    if grep -q 'Unhandled Error' "$log"; then
      sed -n '/Unhandled Error/,/Test Files/p' "$log" | head -n 120
    else
      tail -n 40 "$log"
    fi
  done
  echo "Tiers that exited with an error: $(IFS=,; echo "${failed_tiers[*]}")"
fi
exit $status
