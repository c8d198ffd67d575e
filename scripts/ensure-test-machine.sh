#!/usr/bin/env bash
# Makes a fresh machine able to run every tier: npm packages, Debian chromium, PostgreSQL and Redis.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

[ -d node_modules ] || npm ci --no-audit --no-fund
if [ ! -x /usr/bin/chromium ]; then
  echo "::: installing Debian chromium"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  echo "::: starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
fi
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "::: starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
fi
