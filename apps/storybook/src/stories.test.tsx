import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';

// Stories with a screenshot baseline (the kit's, e2e/__screenshots__) are rendered by the built
// Storybook in Chromium (e2e/stories.spec.ts). Every other story only needs to render without an
// error, which Vitest does without building Storybook: through the same preview (decorators,
// globals), with its loaders and play function.
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../../packages/*/src/**/*.stories.tsx', '!../../../packages/kit/src/**'],
  { eager: true },
);

setProjectAnnotations(preview);

// React reports a render error caught by a boundary and its own warnings (keys, updates during
// render, …) on the console, which Storybook's page never fails on: here they fail the story. A
// page's own logs (a story of a failed AI answer logs that failure) are not React's and pass.
// "not configured to support act" is about the test environment: Storybook's portable render
// switches React's act environment on and off around each render, and a story's later update trips it.
const reactError = /react|component/i;
const actEnvironment = 'The current testing environment is not configured to support act';
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args
      .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
      .join(' ');
    if (reactError.test(message) && !message.includes(actEnvironment)) logged.push(message);
  });
});

it('finds the stories outside the kit', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(20);
});

for (const [path, module] of Object.entries(modules)) {
  const title = module.default.title ?? path;
  describe(title, () => {
    it('is not a kit story (those are screenshot-tested in the built Storybook)', () => {
      expect(title.startsWith('Kit')).toBe(false);
    });
    for (const [name, story] of Object.entries<ReturnType<typeof composeStory>>(composeStories(module))) {
      it(name, async () => {
        // Left in the page: Storybook unmounts each story when the next one runs.
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        await story.run({ canvasElement });
        expect(canvasElement.innerHTML).not.toBe('');
        expect(logged).toEqual([]);
      });
    }
  });
}
