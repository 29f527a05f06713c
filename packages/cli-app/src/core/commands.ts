/** The simulated `forge` CLI: pure functions from a command line to terminal output. */
export const CLI_NAME = 'forge';
export const CLI_VERSION = '2.4.1';
export const PROMPT = `~/my-app $`;

export type OutputTone = 'default' | 'info' | 'success' | 'warning' | 'error' | 'muted' | 'command';

export interface OutputLine {
  text: string;
  tone: OutputTone;
}

export interface CommandResult {
  /** The lines to print after the prompt line. */
  lines: OutputLine[];
  /** `clear` empties the terminal instead of printing. */
  clear: boolean;
}

const line = (text: string, tone: OutputTone = 'default'): OutputLine => ({ text, tone });

export const COMMANDS = ['help', 'init', 'build', 'deploy', 'analyze', 'test', '--version', 'clear'] as const;
export type CommandName = (typeof COMMANDS)[number];

const DESCRIPTIONS: Record<CommandName, string> = {
  help: 'Show this help',
  init: 'Create a new project in the current folder',
  build: 'Compile and bundle for production',
  deploy: 'Deploy the last build to production',
  analyze: 'Report bundle sizes and dependencies',
  test: 'Run the test suite',
  '--version': 'Print the CLI version',
  clear: 'Clear the terminal',
};

const OUTPUT: Record<Exclude<CommandName, 'clear'>, () => OutputLine[]> = {
  help: () => [
    line(`Usage: ${CLI_NAME} <command>`, 'info'),
    line(''),
    line('Commands:'),
    ...COMMANDS.map((name) => line(`  ${name.padEnd(11)} ${DESCRIPTIONS[name]}`, 'muted')),
  ],
  init: () => [
    line('Creating a new project in ~/my-app', 'info'),
    line('  ✔ package.json'),
    line('  ✔ tsconfig.json'),
    line('  ✔ src/index.ts'),
    line('  ✔ .gitignore'),
    line('Installing dependencies… added 142 packages in 3.1s'),
    line('✔ Project ready. Next: forge build', 'success'),
  ],
  build: () => [
    line('Building for production…', 'info'),
    line('  transforming (128) src/index.ts'),
    line('  dist/index.html              0.46 kB │ gzip:  0.30 kB', 'muted'),
    line('  dist/assets/index-4f2a9c.css 8.12 kB │ gzip:  2.31 kB', 'muted'),
    line('  dist/assets/index-b81e07.js 142.60 kB │ gzip: 45.32 kB', 'muted'),
    line('✔ Built in 2.14s', 'success'),
  ],
  deploy: () => [
    line('Deploying dist/ to production…', 'info'),
    line('  Uploading 3 files (151.2 kB)'),
    line('  Invalidating CDN cache'),
    line('✔ Live at https://my-app.example.com', 'success'),
  ],
  analyze: () => [
    line('Bundle analysis', 'info'),
    line('  react-dom        58.1%  ████████████', 'muted'),
    line('  app code         24.6%  █████', 'muted'),
    line('  react-router     12.0%  ██▌', 'muted'),
    line('  other             5.3%  █', 'muted'),
    line('⚠ 1 duplicate dependency: tslib (2 versions)', 'warning'),
  ],
  test: () => [
    line('Running 48 tests in 12 files…', 'info'),
    line('  ✔ src/utils/format.test.ts (9)'),
    line('  ✔ src/api/client.test.ts (14)'),
    line('  ✔ src/components/Form.test.tsx (25)'),
    line('✔ 48 passed (1.82s)', 'success'),
  ],
  '--version': () => [line(`${CLI_NAME} v${CLI_VERSION}`)],
};

const isCommand = (value: string): value is CommandName => (COMMANDS as readonly string[]).includes(value);

/** Spec §4: input is trimmed and lowercased; an empty command prints nothing after the prompt. */
export function runCommand(input: string): CommandResult {
  const command = input.trim().toLowerCase();
  if (command === '') return { lines: [], clear: false };
  if (isCommand(command)) {
    return command === 'clear' ? { lines: [], clear: true } : { lines: OUTPUT[command](), clear: false };
  }
  return {
    lines: [
      line(`Command not found: ${command}`, 'error'),
      line("Type 'help' for available commands", 'muted'),
    ],
    clear: false,
  };
}
