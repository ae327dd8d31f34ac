#!/bin/sh
# PostgreSQL image init hook: one database per service, named in TELEPLAN_DATABASES (docker-compose.yml).
set -eu
for database in ${TELEPLAN_DATABASES:-}; do
  echo "creating database ${database}"
  psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname postgres \
    -c "CREATE DATABASE \"${database}\" OWNER \"${POSTGRES_USER}\""
done
