import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NotesDatabase } from './database';

/** The Supabase CLI migrations shipped in @demos/privnote. */
export function defaultMigrationsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@demos/privnote/package.json')), 'supabase', 'migrations');
}

// Any constant: two servers starting on one database apply migrations one after the other.
const MIGRATION_LOCK = 7_344_201;

/**
 * Applies the `*.sql` files of `dir` in name order, each once and in its own transaction, recording
 * them in privnote_meta.migrations. Returns the names applied now.
 */
export async function runMigrations(db: NotesDatabase, dir = defaultMigrationsDir()): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of names) {
    const sql = await readFile(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_catalog.pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`
        create schema if not exists privnote_meta;
        revoke all on schema privnote_meta from public;
        create table if not exists privnote_meta.migrations (
          name text primary key,
          applied_at timestamptz not null default pg_catalog.now()
        );`);
      const done = await tx.query('select 1 from privnote_meta.migrations where name = $1', [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into privnote_meta.migrations (name) values ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
