#!/usr/bin/env bash
# `npm run api:generate`: writes the server's OpenAPI document (simulator/src/api/openapi.json, checked in)
#   and the simulator's typed client types derived from it (schema.d.ts, a build artefact: git ignores it).
# `npm run api:types`: writes schema.d.ts from the checked-in document (typecheck runs it first).
# `npm run api:check`: regenerates the document in a temporary directory, fails if it differs from the
#   checked-in one (the document cannot drift from the server), then lints it with redocly (redocly.yaml).
set -euo pipefail
cd "$(dirname "$0")/.."
api_dir=simulator/src/api

# document <dir>: openapi.json in <dir>, formatted as Biome formats the checked-in one.
document() {
  local dir=$1 raw
  raw=$(mktemp -d)
  node --import tsx apps/server/src/cli/openapi-document.ts "$raw/openapi.json"
  npx --no-install biome format --stdin-file-path="$api_dir/openapi.json" <"$raw/openapi.json" >"$dir/openapi.json"
  rm -rf "$raw"
}

# types: schema.d.ts from the checked-in document.
types() {
  npx --no-install openapi-typescript "$api_dir/openapi.json" --output "$api_dir/schema.d.ts" --silent
}

case "${1:-}" in
  generate)
    document "$api_dir"
    types
    echo "Wrote $api_dir/openapi.json and $api_dir/schema.d.ts"
    ;;
  types)
    types
    ;;
  check)
    fresh=$(mktemp -d)
    trap 'rm -rf "$fresh"' EXIT
    document "$fresh"
    if ! diff -q "$api_dir/openapi.json" "$fresh/openapi.json" >/dev/null; then
      echo "$api_dir/openapi.json is out of date with the server: run npm run api:generate and commit it." >&2
      diff -u "$api_dir/openapi.json" "$fresh/openapi.json" | head -40 >&2 || true
      exit 1
    fi
    npx --no-install redocly lint "$api_dir/openapi.json" --format=summary
    ;;
  *)
    echo "Usage: scripts/api-document.sh generate|types|check" >&2
    exit 2
    ;;
esac
