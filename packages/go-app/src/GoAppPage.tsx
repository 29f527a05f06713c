import { Badge, Button, Card, PageHeader, StatCard, StatGrid, visuallyHiddenClassName } from '@demos/kit';
import { Activity, Cpu, Gauge, Play, Send, Server, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './GoAppPage.css';
import { formatGoTimestamp, LOG_LIMIT, type RequestLogEntry, SERVER_PORT } from './requests';
import { createGoStore, type GoStore } from './store';

export interface GoAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: GoStore;
}

const statusTone = (status: number) => (status >= 500 ? 'danger' : status >= 400 ? 'warning' : 'success');

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  return (
    <tr>
      <td className={styles.mono}>{formatGoTimestamp(entry.timestamp).slice(11)}</td>
      <td>
        <span className={styles.method[entry.method]}>{entry.method}</span>
      </td>
      <td className={styles.endpoint}>{entry.endpoint}</td>
      <td>
        <Badge tone={statusTone(entry.status)}>{entry.status}</Badge>
      </td>
      <td className={styles.numeric}>{entry.time} ms</td>
    </tr>
  );
}

export function GoAppPage({ store: injected }: GoAppPageProps) {
  const [store] = useState(() => injected ?? createGoStore());
  const running = useStore(store, (s) => s.running);
  const requests = useStore(store, (s) => s.requests);
  const requestCount = useStore(store, (s) => s.requestCount);
  const goroutines = useStore(store, (s) => s.goroutines);
  const startedAt = useStore(store, (s) => s.startedAt);

  useEffect(() => () => store.getState().dispose(), [store]);

  const average =
    requests.length > 0 ? Math.round(requests.reduce((sum, r) => sum + r.time, 0) / requests.length) : null;
  const errors = requests.filter((r) => r.status >= 400).length;

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Server}
        title="Application"
        description="A Go HTTP service built on net/http: start the server, watch traffic arrive every few seconds, or fire a request yourself. Each line is what its logging middleware records."
      />
      <Card
        title="api-server"
        description="Go 1.23 · net/http · JSON API"
        actions={
          <Badge tone={running ? 'success' : 'neutral'}>
            {running ? `Listening on :${SERVER_PORT}` : 'Stopped'}
          </Badge>
        }
      >
        <div className={styles.actions}>
          <Button
            variant={running ? 'danger' : 'primary'}
            onClick={() => (running ? store.getState().stop() : store.getState().start())}
          >
            {running ? <Square size={16} aria-hidden /> : <Play size={16} aria-hidden />}
            {running ? 'Stop Server' : 'Start Server'}
          </Button>
          <Button variant="secondary" onClick={() => store.getState().sendRequest()} disabled={!running}>
            <Send size={16} aria-hidden />
            Send Request
          </Button>
        </div>
        <p className={styles.consoleLine}>
          {running && startedAt !== null
            ? `${formatGoTimestamp(startedAt)} Server listening on http://localhost:${SERVER_PORT}`
            : `$ go run ./cmd/api   # port ${SERVER_PORT}`}
        </p>
      </Card>
      <StatGrid as="section" aria-label="Server statistics">
        <StatCard
          label="Port"
          icon={Server}
          value={SERVER_PORT}
          hint={running ? 'accepting connections' : 'not listening'}
        />
        <StatCard
          label="Requests"
          icon={Activity}
          value={requestCount}
          hint={requests.length === 0 ? 'No requests yet' : `${errors} of the last ${requests.length} failed`}
        />
        <StatCard
          label="Avg response"
          icon={Gauge}
          value={average === null ? '—' : `${average} ms`}
          hint={average === null ? 'No requests to time yet' : `over the last ${LOG_LIMIT} requests`}
        />
        <StatCard
          label="Goroutines"
          icon={Cpu}
          value={running ? goroutines : '—'}
          hint="runtime.NumGoroutine()"
        />
      </StatGrid>
      <Card title="Request log" description={`The ${LOG_LIMIT} newest requests, newest first.`}>
        {requests.length === 0 ? (
          <p className={styles.empty}>
            {running ? 'Waiting for traffic…' : 'Start the server to receive requests.'}
          </p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={visuallyHiddenClassName}>Requests served by the Go server</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Method</th>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.numeric}>
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody>
                {requests.map((entry) => (
                  <RequestRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
