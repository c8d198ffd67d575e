#!/usr/bin/env bash
# `npm run api:generate`: writes the server's OpenAPI document and the simulator's typed client types
#   (simulator/src/api/openapi.json, schema.d.ts; both checked in).
# `npm run api:check`: regenerates them in a temporary directory, fails if they differ from the checked-in
#   ones (the document cannot drift from the server), then lints the document with redocly (redocly.yaml).
set -euo pipefail
cd "$(dirname "$0")/.."
api_dir=simulator/src/api

# generate <dir>: openapi.json and schema.d.ts in <dir>, formatted as Biome formats the checked-in ones.
generate() {
  local dir=$1 raw
  raw=$(mktemp -d)
  node --import tsx apps/server/src/cli/openapi-document.ts "$raw/openapi.json"
  npx --no-install openapi-typescript "$raw/openapi.json" --output "$raw/schema.d.ts" --silent
  for file in openapi.json schema.d.ts; do
    npx --no-install biome format --stdin-file-path="$api_dir/$file" <"$raw/$file" >"$dir/$file"
  done
  rm -rf "$raw"
}

case "${1:-}" in
  generate)
    generate "$api_dir"
    echo "Wrote $api_dir/openapi.json and $api_dir/schema.d.ts"
    ;;
  check)
    fresh=$(mktemp -d)
    trap 'rm -rf "$fresh"' EXIT
    generate "$fresh"
    drift=0
    for file in openapi.json schema.d.ts; do
      if ! diff -q "$api_dir/$file" "$fresh/$file" >/dev/null; then
        echo "$api_dir/$file is out of date with the server: run npm run api:generate and commit it." >&2
        diff -u "$api_dir/$file" "$fresh/$file" | head -40 >&2 || true
        drift=1
      fi
    done
    [ "$drift" -eq 0 ] || exit 1
    npx --no-install redocly lint "$api_dir/openapi.json" --format=summary
    ;;
  *)
    echo "Usage: scripts/api-document.sh generate|check" >&2
    exit 2
    ;;
esac
