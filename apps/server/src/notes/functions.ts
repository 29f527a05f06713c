import type { NotesDatabase, Queryable } from './database';
import type { Statement } from './pipeline';

type ArgType = 'text' | 'uuid' | 'integer';

/** The functions the API exposes (as PostgREST would with their EXECUTE grants), and their args. */
export const FUNCTIONS: Record<string, { args: Record<string, ArgType> }> = {
  create_note: { args: { note_content: 'text', note_claim_hash: 'text' } },
  note_exists: { args: { note_id: 'uuid' } },
  read_note: { args: { note_id: 'uuid', note_claim: 'text' } },
  create_note_with_options: {
    args: {
      note_content: 'text',
      note_claim_hash: 'text',
      note_expiry: 'text',
      note_status_hash: 'text',
      note_passphrase_claim_hash: 'text',
    },
  },
  note_info: { args: { note_id: 'uuid' } },
  read_note_with_passphrase: { args: { note_id: 'uuid', note_claim: 'text', note_passphrase_claim: 'text' } },
  note_status: { args: { note_id: 'uuid', note_status_claim: 'text' } },
  create_note_v3: {
    args: {
      note_content: 'text',
      note_claim_hash: 'text',
      note_expiry: 'text',
      note_status_hash: 'text',
      note_passphrase_claim_hash: 'text',
      note_max_reads: 'integer',
      note_burn_hash: 'text',
    },
  },
  read_note_counted: { args: { note_id: 'uuid', note_claim: 'text' } },
  burn_note: { args: { note_id: 'uuid', note_burn_claim: 'text' } },
  add_note_recipient: {
    args: {
      note_group: 'uuid',
      note_content: 'text',
      note_claim_hash: 'text',
      note_passphrase_claim_hash: 'text',
      note_status_claim: 'text',
    },
  },
  burn_note_link: { args: { note_id: 'uuid', note_link: 'integer', note_status_claim: 'text' } },
  note_files_limits: { args: {} },
  create_note_files: {
    args: { note_upload_hash: 'text', note_download_hash: 'text', note_file_count: 'integer' },
  },
  put_note_file_chunk: {
    args: {
      note_bundle: 'uuid',
      note_upload_claim: 'text',
      note_file: 'integer',
      note_chunk: 'integer',
      note_data: 'text',
    },
  },
  attach_note_files: {
    args: { note_bundle: 'uuid', note_upload_claim: 'text', note_id: 'uuid', note_status_claim: 'text' },
  },
  get_note_file_chunk: {
    args: { note_bundle: 'uuid', note_download_claim: 'text', note_file: 'integer', note_chunk: 'integer' },
  },
};

/** An argument's value as the statement takes it (an integer argument may come as a number). */
export type CallValue = string | number | null;

/** The calls that create a note (counted by the creation limit) and those that only read. */
export const CREATING = new Set([
  'create_note',
  'create_note_with_options',
  'create_note_v3',
  'create_note_files',
]);

/**
 * The calls that move one chunk of a bundle's files: a 10 MB file is 320 of them each way, so they
 * have a limit of their own (callLimits.ts), not the read limit.
 */
export const CHUNK_CALLS = new Set(['put_note_file_chunk', 'get_note_file_chunk']);

/** The call that adds a link to a note: each is a note row, counted by a limit of its own. */
export const RECIPIENT_CALLS = new Set(['add_note_recipient']);

/** The calls whose limit is shared through PostgreSQL: they get an `api_<fn>_limited` wrapper. */
const SHARED_LIMIT_CALLS = new Set([...CREATING, ...CHUNK_CALLS, ...RECIPIENT_CALLS]);

/**
 * Each API call is one statement, so one round trip and one transaction: `server_meta.api_<fn>`
 * runs `public.<fn>` as the role `anon` (its `SET role` clause, as PostgREST's SET LOCAL ROLE
 * does), so the migrations' grants still decide what a visitor may run, and it is left again when
 * the function returns, error or not. Unnamed: behind a pooler a named statement would outlive
 * the call in a session another client gets (pipeline.ts).
 */
export function callStatement(name: string): Statement {
  const fn = FUNCTIONS[name] as (typeof FUNCTIONS)[string];
  const params = Object.values(fn.args).map((type, index) => `$${index + 1}::${type}`);
  return { text: `select server_meta.api_${name}(${params.join(', ')}) as result` };
}

/** What `server_meta.api_<fn>_limited` returns: the limit's verdict, then the call's result or error. */
export interface LimitedCallRow {
  allowed: boolean;
  retry_after_seconds: number | null;
  result: unknown;
  error_code: string | null;
  error_message: string | null;
  error_detail: string | null;
  error_hint: string | null;
}

/**
 * A call counted by a limit kept in PostgreSQL, in the same statement (one round trip, one
 * commit): `server_meta.api_<fn>_limited(bucket, client, max, window_ms, …args)` records the hit
 * and, only when allowed, calls `api_<fn>`. A call the function refuses still counts, as it did
 * when the hit was a statement of its own: its error comes back as a row (error_code…) so that the
 * hit commits.
 */
export function limitedCallStatement(name: string): Statement {
  const fn = FUNCTIONS[name] as (typeof FUNCTIONS)[string];
  const params = Object.values(fn.args).map((type, index) => `$${index + 5}::${type}`);
  return {
    text: `select * from server_meta.api_${name}_limited($1, $2, $3, $4, ${params.join(', ')})`,
  };
}

/**
 * One rate-limit hit, atomic under the row lock that INSERT … ON CONFLICT DO UPDATE takes: the hits
 * older than the window are dropped, the new one is added only while fewer than `max` remain, and
 * the row says which happened. The database's clock decides, so instances need not agree on time.
 * Arguments: bucket, client, max, window in ms.
 */
const RATE_LIMIT_HIT_FUNCTION = `
create or replace function server_meta.rate_limit_hit(text, text, integer, double precision)
returns table (allowed boolean, retry_after_seconds double precision)
language sql volatile set search_path = '' as $fn$
insert into server_meta.rate_limits as r (bucket, client, hits, allowed, expires_at)
values ($1, $2, array[pg_catalog.now()], true, pg_catalog.now() + $4 * interval '1 millisecond')
on conflict (bucket, client) do update set
  allowed = pg_catalog.cardinality(array(
    select h from pg_catalog.unnest(r.hits) h
    where h > pg_catalog.now() - $4 * interval '1 millisecond')) < $3,
  hits = case
    when pg_catalog.cardinality(array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4 * interval '1 millisecond')) < $3
    then array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4 * interval '1 millisecond' order by h)
      || pg_catalog.now()
    else array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4 * interval '1 millisecond' order by h)
  end,
  expires_at = pg_catalog.now() + $4 * interval '1 millisecond'
returning allowed,
  pg_catalog.date_part('epoch', hits[1] + $4 * interval '1 millisecond' - pg_catalog.now())
$fn$;
revoke all on function server_meta.rate_limit_hit(text, text, integer, double precision) from public;`;

/** `name uuid, other text` for a function's arguments. */
const signature = (args: Record<string, ArgType>) =>
  Object.entries(args)
    .map(([param, type]) => `${param} ${type}`)
    .join(', ');

/**
 * The role is set by ALTER FUNCTION, not in CREATE: PostgreSQL validates a new body under the
 * function's own settings, so replacing it would run the validator as anon, which may not execute
 * the (revoked) wrapper. A role that cannot act as anon gets a notice here; the privilege check
 * after the migrations then stops the server with the line that says which grant is missing.
 */
function anonWrapper(name: string, args: Record<string, ArgType>, result: string): string {
  const types = Object.values(args).join(', ');
  return `
create or replace function server_meta.api_${name}(${signature(args)})
returns ${result}
language sql volatile set search_path = '' as $fn$
  select public.${name}(${Object.keys(args).join(', ')})
$fn$;
alter function server_meta.api_${name}(${types}) set role = anon;
revoke all on function server_meta.api_${name}(${types}) from public;`;
}

function limitedWrapper(name: string, args: Record<string, ArgType>, result: string): string {
  const types = ['text', 'text', 'integer', 'double precision', ...Object.values(args)].join(', ');
  return `
create or replace function server_meta.api_${name}_limited(
  bucket text, client text, max_hits integer, window_ms double precision, ${signature(args)})
returns table (allowed boolean, retry_after_seconds double precision, result ${result},
  error_code text, error_message text, error_detail text, error_hint text)
language plpgsql volatile set search_path = '' as $fn$
begin
  select h.allowed, h.retry_after_seconds into allowed, retry_after_seconds
  from server_meta.rate_limit_hit(bucket, client, max_hits, window_ms) h;
  if allowed then
    begin
      result := server_meta.api_${name}(${Object.keys(args).join(', ')});
    exception when others then
      get stacked diagnostics error_code = returned_sqlstate, error_message = message_text,
        error_detail = pg_exception_detail, error_hint = pg_exception_hint;
    end;
  end if;
  return next;
end
$fn$;
revoke all on function server_meta.api_${name}_limited(${types}) from public;`;
}

/**
 * (Re)creates the API's functions in server_meta, after the migrations: a wrapper returns what the
 * migrated function returns (one whose type changed is dropped first), and a function the
 * migrations do not define gets none. Inside the caller's transaction, under its lock.
 */
export async function ensureApiFunctions(tx: Queryable): Promise<void> {
  await tx.exec(RATE_LIMIT_HIT_FUNCTION);
  const names = Object.keys(FUNCTIONS);
  const { rows } = await tx.query<{ name: string; result: string | null; wrapped: string | null }>(
    `select n.name,
       pg_catalog.pg_get_function_result(pg_catalog.to_regprocedure('public.' || n.name || '(' || n.types || ')')) as result,
       pg_catalog.pg_get_function_result(pg_catalog.to_regprocedure('server_meta.api_' || n.name || '(' || n.types || ')')) as wrapped
     from rows from (pg_catalog.unnest($1::text[]), pg_catalog.unnest($2::text[])) as n(name, types)`,
    [names, names.map((name) => Object.values(FUNCTIONS[name]?.args ?? {}).join(','))],
  );
  for (const { name, result, wrapped } of rows) {
    const args = FUNCTIONS[name]?.args ?? {};
    // Not (yet) migrated: calling it fails as calling public.<fn> would (42883, a 404).
    if (!result) continue;
    if (wrapped && wrapped !== result) {
      const types = Object.values(args).join(', ');
      await tx.exec(`drop function server_meta.api_${name}(${types});
        drop function if exists server_meta.api_${name}_limited(text, text, integer, double precision, ${types});`);
    }
    await tx.exec(anonWrapper(name, args, result));
    if (SHARED_LIMIT_CALLS.has(name)) await tx.exec(limitedWrapper(name, args, result));
  }
}

/** Runs an API call's statement; the database's own error when the function refused it. */
export async function runLimitedCall(
  db: NotesDatabase,
  name: string,
  limit: { bucket: string; client: string; max: number; windowMs: number },
  values: CallValue[],
): Promise<LimitedCallRow> {
  const { rows } = await db.run<LimitedCallRow>(limitedCallStatement(name), [
    limit.bucket,
    limit.client,
    limit.max,
    limit.windowMs,
    ...values,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`server_meta.api_${name}_limited returned no row`);
  return row;
}
