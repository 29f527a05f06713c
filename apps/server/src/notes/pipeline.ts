import { Socket } from 'node:net';
import pg from 'pg';
import type { LogLine } from '../throttledLog';
import { DatabaseBusyError, describeDatabaseError, isConnectionFailure } from './databaseErrors';

export interface QueryResult<Row> {
  rows: Row[];
}

/**
 * A statement the API runs again and again. Sent unnamed (Parse, Bind, Execute, Sync each time):
 * a named statement lives in one server session, and behind a pooler in transaction mode
 * (PgBouncer, Supabase's port 6543) the next call may run on another session, where the name is
 * missing (26000) or left there by another client (42P05).
 */
export interface Statement {
  text: string;
}

/** Calls waiting on one connection beyond which the API answers 503 instead of queueing more. */
export const MAX_WAITING_PER_CONNECTION = 256;

/**
 * How long a call may take, measured by the client (pg's query_timeout): it works whatever sits
 * between the server and PostgreSQL. A statement_timeout would have to be set in the session, and a
 * pooler in transaction mode hands each call another session (PgBouncer refuses or ignores the
 * startup `options` that would set it), or by a SET LOCAL that would cost each call a transaction
 * of several round trips. A call answered late in pipeline mode holds up every call behind it, so
 * pg then closes the connection: those calls fail as retryable (503) and the next ones open another.
 */
export const CALL_TIMEOUT_MS = 15_000;

interface Slot {
  client: pg.Client | null;
  /** The connection's socket, ours (pg's public `stream` option), so that we may cork it. */
  socket: Socket | null;
  connecting: Promise<pg.Client> | null;
  /** Calls sent on this connection (or waiting for it to open) and not answered yet. */
  inFlight: number;
}

/**
 * The API's one-statement calls on a few connections in pipeline mode (pg's `pipeline: true`):
 * each call is sent at once, without waiting for the calls before it on the same connection to be
 * answered, and every call sent while the process handles one batch of socket events leaves in one
 * write (the socket, which we create, is corked until the next turn of the event loop:
 * `setImmediate`). Under load that is one write for many calls, where a pool of connections needs
 * one per call, and the database reads many calls per wake-up.
 *
 * Safe for statements that are each a transaction of their own (each call carries its own Sync:
 * one call's error does not touch the others), and so behind a pooler in transaction mode, which
 * may run each on another server session. Transactions of several round trips use the pool.
 */
export function createPipeline(
  connectionString: string,
  {
    connections,
    log,
    maxWaiting = MAX_WAITING_PER_CONNECTION,
    timeoutMs = CALL_TIMEOUT_MS,
  }: { connections: number; log: LogLine; maxWaiting?: number; timeoutMs?: number },
) {
  const slots: Slot[] = Array.from({ length: connections }, () => ({
    client: null,
    socket: null,
    connecting: null,
    inFlight: 0,
  }));
  let closed = false;
  const report = (error: Error) => log(`Notes database connection error: ${describeDatabaseError(error)}`);

  const forget = (slot: Slot, client: pg.Client) => {
    if (slot.client !== client) return;
    slot.client = null;
    slot.socket = null;
    client.end().catch(() => undefined);
  };

  const connect = (slot: Slot): Promise<pg.Client> => {
    if (slot.client) return Promise.resolve(slot.client);
    slot.connecting ??= (async () => {
      const socket = new Socket();
      const client = new pg.Client({
        connectionString,
        pipeline: true,
        connectionTimeoutMillis: 10_000,
        query_timeout: timeoutMs,
        stream: () => socket,
      });
      // A session the server ends while idle (57P01 on a restart) must not end the process.
      client.on('error', (error) => {
        report(error);
        forget(slot, client);
      });
      client.on('end', () => forget(slot, client));
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await client.end();
        throw new Error('Client was closed and is not queryable');
      }
      slot.client = client;
      slot.socket = socket;
      return client;
    })().finally(() => {
      slot.connecting = null;
    });
    return slot.connecting;
  };

  const corked = new Set<Socket>();
  const uncorkAll = () => {
    for (const socket of corked) socket.uncork();
    corked.clear();
  };
  const cork = (socket: Socket) => {
    if (corked.has(socket)) return;
    if (corked.size === 0) setImmediate(uncorkAll);
    corked.add(socket);
    socket.cork();
  };

  return {
    async run<Row>(statement: Statement, params: unknown[]): Promise<QueryResult<Row>> {
      if (closed) throw new Error('Client was closed and is not queryable');
      // The connection with the fewest calls waiting (a slow call holds up those behind it).
      let slot = slots[0] as Slot;
      for (const candidate of slots) if (candidate.inFlight < slot.inFlight) slot = candidate;
      // The database is not keeping up: say so now rather than queue without end (memory, and
      // answers that come after the visitor gave up).
      if (slot.inFlight >= maxWaiting) throw new DatabaseBusyError();
      slot.inFlight++;
      let client: pg.Client | undefined;
      try {
        client = await connect(slot);
        if (slot.socket) cork(slot.socket);
        const { rows } = await client.query<Row & pg.QueryResultRow>(statement.text, params);
        return { rows };
      } catch (error) {
        // A connection that failed is not used again; the next call opens another.
        if (client && isConnectionFailure(error)) forget(slot, client);
        throw error;
      } finally {
        slot.inFlight--;
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled(slots.map((slot) => slot.client?.end()));
    },
  };
}
