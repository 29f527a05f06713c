import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ConfigurationError, NotReadyError } from './connection';
import { type NotesDatabase, PGLITE_MIN_WRITE_FREE_BYTES } from './database';
import { sqlState } from './databaseErrors';

/** The administrator's one-time script (roles the migrations grant to) and the guide naming it. */
export const ROLES_SQL = 'apps/server/sql/roles.sql';
const GUIDE = 'docs/operations.md, "PostgreSQL"';

/** The roles the migrations grant EXECUTE to (Supabase's; other PostgreSQL lacks them). */
const API_ROLES = ['anon', 'authenticated'];
/** The schemas the server creates for itself (migrations.ts, serverSchema.ts). */
const OWN_SCHEMAS = ['privnote_meta', 'server_meta'];

/** A role name as SQL would need it in the advice (quoted when it is not a plain lower-case name). */
const ident = (name: string) => (/^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`);

interface RoleFacts {
  role: string;
  database: string;
  can_create_roles: boolean;
  create_on_database: boolean;
  create_on_public: boolean | null;
  notes_owner: string | null;
  uses_notes_owner: boolean | null;
  missing_roles: string[];
  unusable_schemas: string[];
}

/**
 * What the migrations need from the role in DATABASE_URL, checked before they run, so that a
 * managed PostgreSQL's plain owner role (no SUPERUSER, CREATEROLE or BYPASSRLS) either works or
 * stops the server with one line naming the missing grant. Throws a ConfigurationError.
 */
export async function checkPrivilegesBeforeMigrations(db: NotesDatabase): Promise<void> {
  const { rows } = await db.query<RoleFacts>(
    `select current_user as role, pg_catalog.current_database() as database,
       r.rolsuper or r.rolcreaterole as can_create_roles,
       pg_catalog.has_database_privilege(pg_catalog.current_database(), 'CREATE') as create_on_database,
       case when pg_catalog.to_regnamespace('public') is not null
         then pg_catalog.has_schema_privilege('public', 'CREATE') end as create_on_public,
       (select pg_catalog.pg_get_userbyid(c.relowner) from pg_catalog.pg_class c
         where c.oid = pg_catalog.to_regclass('public.notes')) as notes_owner,
       (select pg_catalog.pg_has_role(current_user, c.relowner, 'USAGE') from pg_catalog.pg_class c
         where c.oid = pg_catalog.to_regclass('public.notes')) as uses_notes_owner,
       array(select name from pg_catalog.unnest($1::text[]) name
         where not exists (select 1 from pg_catalog.pg_roles a where a.rolname = name)) as missing_roles,
       array(select n.nspname::text from pg_catalog.pg_namespace n
         where n.nspname = any($2::text[]) and not (pg_catalog.has_schema_privilege(n.oid, 'USAGE')
           and pg_catalog.has_schema_privilege(n.oid, 'CREATE')))
         as unusable_schemas
     from pg_catalog.pg_roles r where r.rolname = current_user`,
    [API_ROLES, OWN_SCHEMAS],
  );
  const facts = rows[0];
  if (!facts) throw new ConfigurationError('the role in DATABASE_URL could not be found in pg_roles.');
  const { role, database } = facts;
  if (!facts.create_on_database) {
    throw new ConfigurationError(
      `role "${role}" may not create schemas in database "${database}" (the server keeps its bookkeeping in its own): make "${role}" the database's owner (ALTER DATABASE ${ident(database)} OWNER TO ${ident(role)}); see ${GUIDE}.`,
    );
  }
  if (facts.create_on_public === null) {
    throw new ConfigurationError(
      `database "${database}" has no schema public, where the notes live; see ${GUIDE}.`,
    );
  }
  if (!facts.create_on_public) {
    throw new ConfigurationError(
      `role "${role}" may not create objects in schema public of database "${database}": GRANT CREATE ON SCHEMA public TO ${ident(role)} (or make it the owner of schema public); see ${GUIDE}.`,
    );
  }
  if (facts.notes_owner !== null && !facts.uses_notes_owner) {
    throw new ConfigurationError(
      `the notes table belongs to role "${facts.notes_owner}", not to "${role}" (the role in DATABASE_URL): connect as "${facts.notes_owner}", or give the notes objects to "${role}" (${GUIDE}, "Moving to a plain owner role").`,
    );
  }
  const [schema] = facts.unusable_schemas;
  if (schema) {
    throw new ConfigurationError(
      `role "${role}" may not use schema ${schema}, which the server made for itself: give it to "${role}" (ALTER SCHEMA ${schema} OWNER TO ${ident(role)}); see ${GUIDE}.`,
    );
  }
  if (facts.missing_roles.length > 0 && !facts.can_create_roles) {
    const names = facts.missing_roles.map((name) => `"${name}"`).join(' and ');
    throw new ConfigurationError(
      `database role ${names} ${facts.missing_roles.length > 1 ? 'do' : 'does'} not exist and "${role}" may not create roles: have an administrator run ${ROLES_SQL} once (psql -v owner=${role} -f ${ROLES_SQL}); see ${GUIDE}.`,
    );
  }
}

/**
 * After the migrations: the notes API runs each call as `anon` (SET LOCAL ROLE anon), so that the
 * migrations' grants decide what a visitor may run. That needs membership, which only an
 * administrator can grant.
 */
export async function checkPrivilegesAfterMigrations(db: NotesDatabase): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.query('set local role anon');
    });
  } catch (error) {
    if (sqlState(error) !== '42501') throw error;
    const { rows } = await db.query<{ role: string }>('select current_user as role');
    const role = rows[0]?.role ?? 'the role in DATABASE_URL';
    throw new ConfigurationError(
      `role "${role}" cannot act as "anon" (the notes API runs each call as anon): have an administrator run GRANT anon TO ${ident(role)} (part of ${ROLES_SQL}); see ${GUIDE}.`,
    );
  }
  // PGlite runs as a superuser: no grant can be missing there, and a nearly full disk must not keep
  // the notes it holds from being read (readiness says so instead).
  if (db.kind !== 'postgres') return;
  try {
    await noteRoundTrip(db);
  } catch (error) {
    if (sqlState(error) !== '42501') throw error;
    throw new ConfigurationError(
      `a note created as anon cannot be stored or read: ${(error as Error).message}; see ${GUIDE}.`,
    );
  }
}

/**
 * What "ready" means: a note created and read back (so deleted) in the role the API uses, committed
 * like any visitor's, so that a missing grant, row-level security, a read-only or full database
 * all fail here. On PGlite, also enough free disk for new notes.
 */
export async function noteRoundTrip(db: NotesDatabase): Promise<void> {
  if (db.freeBytes) {
    const free = await db.freeBytes();
    if (free < PGLITE_MIN_WRITE_FREE_BYTES) {
      throw new NotReadyError(
        `the disk holding the notes data has ${Math.floor(free / 1024 / 1024)} MB free (new notes need ${PGLITE_MIN_WRITE_FREE_BYTES / 1024 / 1024} MB)`,
        'The notes database is nearly out of disk space: new notes are refused.',
      );
    }
  }
  const claim = randomBytes(32);
  const claimHash = createHash('sha256').update(claim).digest('hex');
  const content = `readiness check ${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.query("set local statement_timeout = '5s'");
    await tx.query('set local role anon');
    const created = await tx.query<{ id: string }>('select public.create_note($1::text, $2::text) as id', [
      content,
      claimHash,
    ]);
    const read = await tx.query<{ content: string | null }>(
      'select public.read_note($1::uuid, $2::text) as content',
      [created.rows[0]?.id, claim.toString('hex')],
    );
    if (read.rows[0]?.content !== content) {
      throw Object.assign(new Error('a note created as anon could not be read back (row-level security?)'), {
        code: '42501',
      });
    }
  });
}
