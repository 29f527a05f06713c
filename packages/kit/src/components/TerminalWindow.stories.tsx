import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LogLine } from './LogView';
import { TerminalWindow } from './TerminalWindow';

const deployLog: LogLine[] = [
  { id: 1, text: '$ ./deploy.sh production', tone: 'command' },
  { id: 2, text: '==> [1/6] Checking required tools', tone: 'info' },
  { id: 3, text: '    git, node, pnpm, rsync, ssh: found', tone: 'muted' },
  { id: 4, text: '==> [2/6] Pulling latest code', tone: 'info' },
  { id: 5, text: '    warning: 2 untracked files left alone', tone: 'warning' },
  { id: 6, text: '✔ Tests passed (212)', tone: 'success' },
  { id: 7, text: '✖ rsync: connection reset, retrying', tone: 'error' },
];

const longLog: LogLine[] = Array.from({ length: 40 }, (_, index) => ({
  id: index,
  text: `[${String(index + 1).padStart(2, '0')}/40] transforming src/module-${index + 1}.tsx`,
  tone: index % 10 === 9 ? ('success' as const) : ('default' as const),
}));

const meta = {
  title: 'Kit/TerminalWindow',
  component: TerminalWindow,
  args: {
    title: 'deploy@ci-runner: ~/storefront — bash',
    label: 'Deployment log',
    lines: deployLog,
    emptyText: 'Press Run Deployment Script to start.',
  },
} satisfies Meta<typeof TerminalWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a run: one line saying what will happen, no taller than that line. */
export const Empty: Story = { args: { lines: [] } };

/** After some output: the log takes its full height (lg, 22rem) and shows every tone. */
export const Output: Story = {};

/** A program still running: a caret waits after the last line (static under reduced motion). */
export const Running: Story = { args: { busy: true } };

/** More lines than fit: the log scrolls and keeps the newest line in view. */
export const Scrolling: Story = { args: { lines: longLog, height: 'sm', title: '~/vite-project — zsh' } };

/** PowerShell's blue console. */
export const PowerShell: Story = {
  args: {
    variant: 'powershell',
    title: 'Windows PowerShell',
    label: 'PowerShell output',
    height: 'sm',
    lines: [
      { id: 1, text: 'PS C:\\> .\\Invoke-SystemAudit.ps1', tone: 'command' },
      { id: 2, text: 'Querying Win32_LogicalDisk…', tone: 'info' },
    ],
  },
};

/** Children sit under the log inside the window, e.g. a prompt. */
export const WithPrompt: Story = {
  args: { title: 'forge — bash', label: 'Terminal output', lines: deployLog.slice(0, 2) },
  render: (args) => (
    <TerminalWindow {...args}>
      <label style={{ padding: '8px 16px', color: '#7ee2a8', fontFamily: 'monospace' }}>
        ~/my-app $ <input aria-label="Command" />
      </label>
    </TerminalWindow>
  ),
};

/** The light theme: the window stays dark, the page around it is light. */
export const LightTheme: Story = { globals: { theme: 'light' } };

/** The light theme, empty. */
export const LightThemeEmpty: Story = { args: { lines: [] }, globals: { theme: 'light' } };
