import { Button, Card, PageHeader, TerminalWindow, visuallyHiddenClassName } from '@demos/kit';
import { SquareTerminal } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './CliAppPage.css';
import { CLI_NAME, COMMANDS, PROMPT } from './core/commands';
import { type CliStore, createCliStore } from './store';

export interface CliAppPageProps {
  store?: CliStore;
}

export function CliAppPage({ store: injected }: CliAppPageProps) {
  const [store] = useState(() => injected ?? createCliStore());
  const lines = useStore(store, (s) => s.lines);
  const history = useStore(store, (s) => s.history);
  const [input, setInput] = useState('');
  const [recall, setRecall] = useState<number | null>(null);

  const run = (command: string) => {
    store.getState().execute(command);
    setInput('');
    setRecall(null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (history.length === 0) return;
    event.preventDefault();
    const last = history.length - 1;
    const next =
      event.key === 'ArrowUp' ? Math.max(0, (recall ?? last + 1) - 1) : recall === null ? null : recall + 1;
    if (next === null || next > last) {
      setRecall(null);
      setInput('');
    } else {
      setRecall(next);
      setInput(history[next] ?? '');
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        icon={SquareTerminal}
        title="CLI Tool"
        description={`A command-line tool in the browser: type a command or use the quick buttons. Try '${CLI_NAME}' commands such as help, build or test.`}
      />
      <TerminalWindow
        title={`${CLI_NAME} — bash`}
        lines={lines}
        label="Terminal output"
        emptyText=""
        height="fit"
      >
        <form
          className={`${styles.inputRow} ${styles.inputRowFocus}`}
          onSubmit={(event) => {
            event.preventDefault();
            run(input);
          }}
        >
          <span aria-hidden>{PROMPT}</span>
          <label htmlFor="cli-input" className={visuallyHiddenClassName}>
            Command
          </label>
          <input
            id="cli-input"
            className={styles.input}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="Type a command, e.g. help"
          />
        </form>
      </TerminalWindow>
      <Card title="Quick commands" description="Runs the command as if you had typed it.">
        <div className={styles.quick}>
          {COMMANDS.map((command) => (
            <Button key={command} variant="secondary" size="sm" onClick={() => run(command)}>
              {command}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
}
