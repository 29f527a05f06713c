import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeConverterPage } from './CodeConverterPage';
import type { ConvertFunction } from './core/convert';
import { createConverterStore } from './store';

const sample = `function greet(names) {
  return names.map((name) => \`Hello, \${name}!\`).join('\\n');
}`;
const converted = `def greet(names):
    return "\\n".join(f"Hello, {name}!" for name in names)`;

/** A stand-in for the proxy: streams a canned answer line by line. */
const fakeConvert: ConvertFunction = async (_request, options) => {
  let text = '';
  for (const line of converted.split('\n')) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    text += `${text ? '\n' : ''}${line}`;
    options?.onText?.(line, text);
  }
  return { text, stopReason: 'end_turn' };
};

const meta = {
  title: 'Tools/Code Converter',
  component: CodeConverterPage,
  parameters: { layout: 'padded' },
  args: { convert: fakeConvert },
} satisfies Meta<typeof CodeConverterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithResult: Story = {
  args: {
    store: createConverterStore({ convert: fakeConvert, initial: { source: sample, output: converted } }),
  },
};

export const Converting: Story = {
  args: {
    store: (() => {
      const store = createConverterStore({
        convert: () => new Promise(() => {}),
        initial: { source: sample },
      });
      void store.getState().convert();
      return store;
    })(),
  },
};

export const Failed: Story = {
  args: {
    store: (() => {
      const store = createConverterStore({
        convert: () => Promise.reject(new Error('The AI service answered 502.')),
        initial: { source: sample },
      });
      void store.getState().convert();
      return store;
    })(),
  },
};

export const CutOff: Story = {
  args: {
    store: (() => {
      const store = createConverterStore({
        convert: async () => ({ text: 'def greet(names):\n    return "\\n".jo', stopReason: 'max_tokens' }),
        initial: { source: sample },
      });
      void store.getState().convert();
      return store;
    })(),
  },
};

export const WithDependencyMap: Story = {
  args: {
    store: (() => {
      const store = createConverterStore({
        convert: async () => ({ text: 'use serde_json;\nfn main() {}', stopReason: 'end_turn' }),
        mapDependencies: async () => [
          { source: 'json', target: 'serde_json' },
          { source: 'tkinter', target: null, note: 'No standard GUI toolkit in Rust.' },
        ],
        initial: { source: 'import json\nimport tkinter\n', from: 'python', to: 'rust' },
      });
      void store.getState().convert();
      return store;
    })(),
  },
};

export const DependencyMapUnreadable: Story = {
  args: {
    store: (() => {
      const store = createConverterStore({
        convert: async () => ({ text: 'use serde_json;', stopReason: 'end_turn' }),
        mapDependencies: () =>
          Promise.reject(
            new Error(
              'The dependency map could not be read: the AI did not answer in the expected format. The converted code is not affected.',
            ),
          ),
        initial: { source: 'import json\n', from: 'python', to: 'rust' },
      });
      void store.getState().convert();
      return store;
    })(),
  },
};

export const DescribeIt: Story = {
  args: {
    store: createConverterStore({
      convert: fakeConvert,
      initial: { from: 'natural-language', source: 'Greet every name in a list.' },
    }),
  },
};
