import type { NotesDatabase, Queryable } from './database';
import { ensureApiFunctions } from './functions';

// Any constants, apart from the migrations' lock: instances starting together take turns.
const SCHEMA_LOCK = 7_344_202;
const PURGE_LOCK = 7_344_203;
export const PURGE_JOB = 'purge-expired-notes';

/**
 * The server's own bookkeeping, beside the notes schema and not part of it (hosted Supabase, which
 * runs no server, does not need it): rate-limit hits shared by every instance, when each periodic
 * job last ran, and the functions the API calls (functions.ts). Only the owner role reaches the
 * schema. Runs after the migrations, whose functions the API's wrap.
 */
export async function ensureServerSchema(db: NotesDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_catalog.pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.exec(`
      create schema if not exists server_meta;
      revoke all on schema server_meta from public;
      create table if not exists server_meta.rate_limits (
        bucket text not null,
        client text not null,
        -- Times of the hits inside the window, oldest first; at most the limit's maximum.
        hits timestamptz[] not null,
        allowed boolean not null,
        expires_at timestamptz not null,
        primary key (bucket, client)
      );
      create index if not exists rate_limits_expires_at_idx on server_meta.rate_limits (expires_at);
      create table if not exists server_meta.jobs (
        name text primary key,
        last_run timestamptz not null,
        runs bigint not null default 0
      );
      insert into server_meta.jobs (name, last_run) values ('${PURGE_JOB}', '-infinity')
        on conflict (name) do nothing;`);
    await ensureApiFunctions(tx);
  });
}

/** Whether pg_cron runs the notes purge in this database (the migration schedules it there). */
async function cronPurges(db: NotesDatabase): Promise<boolean> {
  try {
    const { rows } = await db.query<{ scheduled: boolean }>(
      `select exists (select 1 from cron.job where jobname = $1 and active) as scheduled`,
      [PURGE_JOB],
    );
    return rows[0]?.scheduled === true;
  } catch {
    // No pg_cron (no cron schema), or no right to read its jobs: the server purges.
    return false;
  }
}

async function claimJob(tx: Queryable, name: string, everyMs: number): Promise<boolean> {
  const { rows } = await tx.query(
    `update server_meta.jobs set last_run = pg_catalog.now(), runs = runs + 1
     where name = $1 and last_run <= pg_catalog.now() - $2::double precision * interval '1 millisecond'
     returning 1`,
    [name, everyMs],
  );
  return rows.length > 0;
}

/**
 * Gives the space of deleted and consumed notes back on PGlite, which runs no autovacuum and no
 * checkpointer (PostgreSQL's own autovacuum does this there): VACUUM makes dead rows reusable and
 * truncates empty pages at a table's end, and the checkpoint lets WAL segments past min_wal_size go
 * (PGLITE_SETTINGS). Outside any transaction, as VACUUM must be.
 */
export async function reclaimSpace(db: NotesDatabase): Promise<void> {
  if (db.kind !== 'pglite') return;
  await db.query('vacuum');
  await db.query('checkpoint');
}

/**
 * The hourly maintenance, once per interval across every instance on one database: whoever takes
 * the advisory lock and finds the job due runs it, the others skip. Deletes expired notes (unless
 * pg_cron does) and forgotten rate-limit rows, then gives their space back (reclaimSpace); reads
 * and burns leave dead rows too, so that runs even when nothing expired. Resolves to the notes
 * purged, or null when skipped.
 */
export async function runMaintenanceIfDue(db: NotesDatabase, everyMs: number): Promise<number | null> {
  const purged = await purgeIfDue(db, everyMs);
  if (purged !== null) await reclaimSpace(db);
  return purged;
}

async function purgeIfDue(db: NotesDatabase, everyMs: number): Promise<number | null> {
  const cron = await cronPurges(db);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>(
      'select pg_catalog.pg_try_advisory_xact_lock($1) as locked',
      [PURGE_LOCK],
    );
    // A minute of slack so that timers drifting apart do not skip a whole interval.
    if (!rows[0]?.locked || !(await claimJob(tx, PURGE_JOB, Math.max(0, everyMs - 60_000)))) return null;
    await tx.query('delete from server_meta.rate_limits where expires_at <= pg_catalog.now()');
    if (cron) return 0;
    const purged = await tx.query<{ purged: number }>('select public.purge_expired_notes() as purged');
    return purged.rows[0]?.purged ?? 0;
  });
}
