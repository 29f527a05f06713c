#!/bin/sh
# First start of the compose PostgreSQL (docker-entrypoint-initdb.d): the plain role `notes` owning
# the database `notes`, then the roles and membership the notes API needs (apps/server/sql/roles.sql),
# as docs/operations.md ("PostgreSQL") sets up a managed service.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v password="$NOTES_DB_PASSWORD" <<'SQL'
create role notes login password :'password';
create database notes owner notes;
SQL
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname notes -v owner=notes -f /sql/roles.sql
