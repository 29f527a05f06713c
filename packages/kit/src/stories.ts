// Helpers for the stories of script and simulation pages (Storybook CSF3). Workspace-only: the
// `./stories` export is not in publishConfig, so nothing here ships with the package.
import { type Clock, createManualClock, type Random, seededRandom } from './hooks/clock';

/** What a page's store factory receives: a clock the story moves by hand, a seeded random. */
export interface FrozenRunDeps {
  clock: Clock;
  random: Random;
}

export interface FrozenRunOptions<S> {
  /** The page's store factory, e.g. `createBashStore`. */
  create: (deps: FrozenRunDeps) => S;
  /** What the visitor pressed, e.g. `(store) => store.getState().run()`. */
  start: (store: S) => void;
  /** Seed of the random generator, so the frozen moment is the same on every render. */
  seed?: number;
}

/**
 * Returns `at(ms)`: a new store frozen `ms` after `start`, for a story that shows one moment of a
 * simulation (`export const Running: Story = { args: { store: runAt(4500) } }`).
 */
export function frozenRun<S>({ create, start, seed = 1 }: FrozenRunOptions<S>): (ms: number) => S {
  return (ms) => {
    const clock = createManualClock();
    const store = create({ clock, random: seededRandom(seed) });
    start(store);
    clock.advance(ms);
    return store;
  };
}

/** The part of Storybook's play context these helpers use. */
export interface PlayContext {
  canvas: { findByRole(role: string, options: { name: string }): Promise<HTMLElement> };
  userEvent: { click(element: Element): Promise<void> };
}

export type ClickableRole = 'tab' | 'button' | 'link' | 'checkbox' | 'radio' | 'switch';

/**
 * A story that presses a control by its role and accessible name once the page is shown, as a
 * visitor would: `export const Documentation: Story = afterClicking('tab', 'Documentation')`.
 * Extra story fields (args, parameters) go in `rest`.
 */
export function afterClicking<R extends object>(role: ClickableRole, name: string, rest?: R) {
  return {
    ...(rest as R),
    play: async ({ canvas, userEvent }: PlayContext) => {
      await userEvent.click(await canvas.findByRole(role, { name }));
    },
  };
}
