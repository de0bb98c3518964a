#!/usr/bin/env bash
# The deployment test (run by .ci/run, not by npm test: it needs root's services). On this machine's
# PostgreSQL 15 it starts deploy/start.sh (three processes, FILE_STORAGE=database, nginx in front) and runs
# deploy/check.mjs against it; it also checks the systemd unit with systemd-analyze.
set -euo pipefail
cd "$(dirname "$0")/.."

systemd-analyze verify deploy/community-hub@.service

pg_ctlcluster 15 main start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
password=$(node -e "console.log(require('node:crypto').randomBytes(12).toString('hex'))")
su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<SQL
DROP DATABASE IF EXISTS hub_deploy_test WITH (FORCE);
DROP ROLE IF EXISTS hub_deploy_test;
CREATE ROLE hub_deploy_test LOGIN PASSWORD '$password';
CREATE DATABASE hub_deploy_test OWNER hub_deploy_test;
SQL

npm run build >/dev/null

# Free ports, so the test runs beside anything else on the machine: four in a row (the front, then the three
# processes'), below Linux's ephemeral range (32768 and up), so no outgoing connection takes one meanwhile.
read -r front base < <(node -e "
const net = require('node:net');
const isFree = (port) => new Promise((ok) => {
  const probe = net.createServer().once('error', () => ok(false));
  probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
});
(async () => { for (;;) { const front = 20000 + Math.floor(Math.random() * 12000);
  const ports = [front, front + 1, front + 2, front + 3];
  if ((await Promise.all(ports.map(isFree))).every(Boolean)) { console.log(front, front + 1); return; } } })();")
run_dir=$(mktemp -d /tmp/hub-deploy-XXXXXX)
export ADMIN_EMAIL=deploy-admin@hub.test ADMIN_PASSWORD="deploy check password $password"
DATABASE_URL="postgres://hub_deploy_test:$password@127.0.0.1:5432/hub_deploy_test" PROCESSES=3 \
  APP_PORT_BASE=$base LISTEN_PORT=$front RUN_DIR=$run_dir LOG_LEVEL=warn deploy/start.sh &
stack=$!
cleanup() {
  kill -TERM "$stack" 2>/dev/null || true
  wait "$stack" 2>/dev/null || true
  rm -rf "$run_dir"
  su postgres -c "psql -q -c 'DROP DATABASE IF EXISTS hub_deploy_test WITH (FORCE)' -c 'DROP ROLE IF EXISTS hub_deploy_test'" || true
}
trap cleanup EXIT

node deploy/check.mjs "http://127.0.0.1:$front" "$base" "$((base + 1))" "$((base + 2))"
