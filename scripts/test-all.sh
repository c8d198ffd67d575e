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

run() {
  local name=$1; shift
  echo "::: $name"
  local start=$SECONDS
  local code=0
  "$@" || code=$?
  echo "::: $name took $((SECONDS - start)) s (exit code $code)"
  if [ "$code" -ne 0 ]; then status=1; failed_tiers+=("$name"); fi
}

run "API document (npm run api:check)" bash scripts/api-document.sh check
run "unit (contract, web)" npx vitest run --project contract --project web --project web-module-mocks \
  --reporter=default --reporter=json --outputFile.json="$results/unit.json"
run "unit (simulator)" npx vitest run --root simulator \
  --reporter=default --reporter=json --outputFile.json="$results/simulator.json"
run "server on SQLite" env DIALECT=sqlite npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/server-sqlite.json"
run "server on PostgreSQL" env DIALECT=postgres npx vitest run --project server \
  --reporter=default --reporter=json --outputFile.json="$results/server-postgres.json"
run "build" npm run build --silent
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
  echo "Tiers that exited with an error: $(IFS=,; echo "${failed_tiers[*]}")"
fi
exit $status
