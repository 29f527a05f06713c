import pg from 'pg';
import type { LogLine } from '../throttledLog';
import type { PreparedStatement, QueryResult } from './database';
import { describeDatabaseError, isConnectionFailure } from './databaseErrors';

interface Slot {
  client: pg.Client | null;
  connecting: Promise<pg.Client> | null;
  /** Statements sent on this connection and not answered yet. */
  inFlight: number;
}

/**
 * The API's one-statement calls on a few connections in pipeline mode (pg's `pipeline: true`):
 * each call is sent at once, without waiting for the calls before it on the same connection to be
 * answered, and every call sent while the process handles one batch of socket events leaves in one
 * write (the connection is corked until the next turn of the event loop: `setImmediate`). Under
 * load that is one write for many calls, where a pool of connections needs one per call, and the
 * database reads many calls per wake-up.
 *
 * Safe for statements that are each a transaction of their own (each call carries its own Sync:
 * one call's error does not touch the others). Transactions of several round trips use the pool.
 */
export function createPipeline(
  connectionString: string,
  { connections, log }: { connections: number; log: LogLine },
) {
  const slots: Slot[] = Array.from({ length: connections }, () => ({
    client: null,
    connecting: null,
    inFlight: 0,
  }));
  let closed = false;
  const report = (error: Error) => log(`Notes database connection error: ${describeDatabaseError(error)}`);

  const forget = (slot: Slot, client: pg.Client) => {
    if (slot.client !== client) return;
    slot.client = null;
    client.end().catch(() => undefined);
  };

  const connect = (slot: Slot): Promise<pg.Client> => {
    if (slot.client) return Promise.resolve(slot.client);
    slot.connecting ??= (async () => {
      const client = new pg.Client({ connectionString, pipeline: true, connectionTimeoutMillis: 10_000 });
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
      return client;
    })().finally(() => {
      slot.connecting = null;
    });
    return slot.connecting;
  };

  const corked = new Set<pg.Connection>();
  const uncorkAll = () => {
    for (const connection of corked) connection.stream.uncork();
    corked.clear();
  };

  const send = (client: pg.Client, statement: PreparedStatement, params: unknown[]) =>
    new Promise<never[]>((done, fail) => {
      const query = new pg.Query(
        { name: statement.name, text: statement.text, values: params },
        (error: Error | undefined, result: { rows: never[] }) => (error ? fail(error) : done(result.rows)),
      );
      const { connection } = client as unknown as { connection: pg.Connection };
      if (!corked.has(connection)) {
        if (corked.size === 0) setImmediate(uncorkAll);
        corked.add(connection);
        connection.stream.cork();
      }
      client.query(query);
    });

  return {
    async run<Row>(statement: PreparedStatement, params: unknown[]): Promise<QueryResult<Row>> {
      if (closed) throw new Error('Client was closed and is not queryable');
      // The connection with the fewest calls waiting (a slow call holds up those behind it).
      let slot = slots[0] as Slot;
      for (const candidate of slots) if (candidate.inFlight < slot.inFlight) slot = candidate;
      slot.inFlight++;
      let client: pg.Client | undefined;
      try {
        client = await connect(slot);
        return { rows: (await send(client, statement, params)) as Row[] };
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
