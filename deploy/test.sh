#!/usr/bin/env bash
# The deployment test (run by .ci/run, not by npm test: it needs root's services). On this machine's
# PostgreSQL 15 it starts deploy/start.sh (three processes, FILE_STORAGE=database, nginx in front) and runs
# deploy/check.mjs against it; it also checks the systemd unit with systemd-analyze.
set -euo pipefail
cd "$(dirname "$0")/.."

systemd-analyze verify deploy/community-hub@.service

source deploy/test-database.sh
fresh_database hub_deploy_test

# The build, unless it is newer than every source (CI has just built it for the end-to-end tests).
if [ ! -f apps/server/dist/server.js ] ||
  [ -n "$(find apps/server/src apps/web/src packages/contract/src -newer apps/server/dist/server.js -print -quit)" ]; then
  npm run build >/dev/null
fi

# Four free ports in a row: the front, then the three processes'.
read -r front < <(node deploy/free-ports.mjs 4)
base=$((front + 1))
run_dir=$(mktemp -d /tmp/hub-deploy-XXXXXX)
export ADMIN_EMAIL=deploy-admin@hub.test ADMIN_PASSWORD="deploy check password $password"
DATABASE_URL="postgres://hub_deploy_test:$password@127.0.0.1:5432/hub_deploy_test" PROCESSES=3 \
  APP_PORT_BASE=$base LISTEN_PORT=$front RUN_DIR=$run_dir LOG_LEVEL=warn deploy/start.sh &
stack=$!
cleanup() {
  kill -TERM "$stack" 2>/dev/null || true
  wait "$stack" 2>/dev/null || true
  rm -rf "$run_dir"
  drop_database hub_deploy_test
}
trap cleanup EXIT

node deploy/check.mjs "http://127.0.0.1:$front" "$base" "$((base + 1))" "$((base + 2))"
