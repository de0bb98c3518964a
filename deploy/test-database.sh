# Sourced by the deployment tests (test.sh, pooler-test.sh): this machine's PostgreSQL 15 started, and a database
# of the test's own with an owner role of the same name.

# fresh_database NAME: drops and makes role and database NAME; sets `password` to the role's new password.
fresh_database() {
  pg_ctlcluster 15 main start 2>/dev/null || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  password=$(node -e "console.log(require('node:crypto').randomBytes(12).toString('hex'))")
  su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<SQL
DROP DATABASE IF EXISTS $1 WITH (FORCE);
DROP ROLE IF EXISTS $1;
CREATE ROLE $1 LOGIN PASSWORD '$password';
CREATE DATABASE $1 OWNER $1;
SQL
}

# drop_database NAME: what fresh_database made, gone.
drop_database() {
  su postgres -c "psql -q -c 'DROP DATABASE IF EXISTS $1 WITH (FORCE)' -c 'DROP ROLE IF EXISTS $1'" || true
}
