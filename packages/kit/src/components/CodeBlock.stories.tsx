import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CodeToken } from '../highlight/tokens';
import { CodeBlock, CodeCommand, type CodeHighlighterLoader } from './CodeBlock';

// What tooling/highlight writes for a small script (Prism's bash grammar).
const helloTokens: CodeToken[] = [
  ['meta', '#!/usr/bin/env bash'],
  '\n',
  ['comment', '# Greets whoever runs it, then lists a folder that is far too long to fit on one line.'],
  '\n',
  ['function', 'set'],
  ' -euo pipefail\n',
  ['variable', 'TARGET'],
  '=',
  ['string', '"'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, not a template.
  ['variable', '${1:-$HOME}'],
  ['string', '"'],
  '\n',
  ['keyword', 'if'],
  ' [[ -d ',
  ['string', '"'],
  ['variable', '$TARGET'],
  ['string', '"'],
  ' ]]; ',
  ['keyword', 'then'],
  '\n  ',
  ['function', 'echo'],
  ' ',
  ['string', '"hello from $(hostname)"'],
  '\n  ',
  ['function', 'ls'],
  ' -la --group-directories-first --time-style=long-iso ',
  ['string', '"'],
  ['variable', '$TARGET'],
  ['string', '/projects/storefront/releases/2026-11-22/build/assets"'],
  ' ',
  ['number', '2'],
  '>/dev/null\n',
  ['keyword', 'fi'],
  '\n',
];

const loadBash: CodeHighlighterLoader = () =>
  import('../highlight/index').then((m) => m.loadBashHighlighter());

const meta = {
  title: 'Kit/CodeBlock',
  component: CodeBlock,
  args: { tokens: helloTokens, filename: 'hello.sh', label: 'hello.sh source', downloadName: 'hello.sh' },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Highlighted at build time; the long line scrolls and a shadow on the right says so. */
export const Highlighted: Story = {};

/** Plain code (no tokens): the same block in the text colour. */
export const Plain: Story = { args: { tokens: undefined, code: 'echo "plain"\n' } };

/** Code made at run time, highlighted by the bash grammar loaded on demand. */
export const OnDemand: Story = {
  args: {
    tokens: undefined,
    code: "#!/usr/bin/env bash\nset -euo pipefail\nmkdir -p -- 'my-project/src'\nprintf '%s\\n' \"$PWD\"\n",
    highlight: loadBash,
    filename: 'create-my-project.sh',
  },
};

/** Short commands beside the steps that use them: one line each, a copy button each. */
export const Commands: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', maxWidth: '24rem' }}>
      <CodeCommand code="chmod +x bitcoin-manager.sh" label="Make the script executable" />
      <CodeCommand
        code=".\install-electrumx.ps1 -DaemonUrl 'http://user:password@127.0.0.1:8332/'"
        label="Run the installer"
      />
    </div>
  ),
};
