-- One-time setup of a PostgreSQL cluster for the notes API, run by an administrator (a superuser,
-- or a role with CREATEROLE: RDS's master user, Cloud SQL's postgres, Azure's admin) before the
-- server's first start. `owner` is the role in the server's DATABASE_URL, which owns the database:
--
--   psql "postgres://admin@db.example.com/notes" -v owner=notes -f apps/server/sql/roles.sql
--
-- docs/operations.md ("PostgreSQL") has the whole setup. Running it again changes nothing.
\set ON_ERROR_STOP on

-- The roles the notes migrations grant EXECUTE to. Hosted Supabase has them; other PostgreSQL does
-- not, and a plain owner role may not create roles. Neither can log in.
select 'create role anon nologin noinherit'
where not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') \gexec
select 'create role authenticated nologin noinherit'
where not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') \gexec

-- The notes API runs each call as anon (SET LOCAL ROLE anon), as PostgREST does for a visitor, so
-- the migrations' grants decide what a visitor may run. SET ROLE needs this membership.
grant anon to :"owner";
