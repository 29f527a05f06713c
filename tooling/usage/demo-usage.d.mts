import type { Plugin } from 'vite';

/**
 * How a visitor may set a prop in the site's panel and in links: a switch, a select of the type's
 * string literals, a number or a text field. `default` is the value the page uses unset, where the
 * tooling can read it (a literal default in the component's parameter, a JSDoc `@default`).
 */
export type PropControl =
  | { kind: 'boolean'; default: boolean }
  | { kind: 'select'; options: string[]; default: string | null }
  | { kind: 'number'; default: number | null }
  | { kind: 'text'; default: string | null };

export interface DemoProp {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
  /** null: listed, not controllable (an injection such as a store or a clock, an address, or unreadable). */
  control: PropControl | null;
}

/** A controllable prop, as `virtual:demo-props` gives it. */
export interface ControllableProp {
  name: string;
  control: PropControl;
}

/** One file of a snippet, as a developer pastes it into their app. */
export interface SnippetFile {
  file: string;
  code: string;
}

/** The kit's highlighted code: plain runs as strings, coloured runs as `[kind, text]`. */
export type UsageCodeToken = string | readonly [string, string];

/** A usage as the site's panel gets it: its code highlighted at build time. */
export interface HighlightedDemoUsage extends Omit<DemoUsage, 'frameworks'> {
  installTokens: UsageCodeToken[];
  frameworks: Record<FrameworkId, (SnippetFile & { tokens: UsageCodeToken[] })[]>;
}

export type FrameworkId = 'vite' | 'next' | 'reactRouter';

export interface DemoUsage {
  path: string;
  title: string;
  /** The package's folder under packages/. */
  dir: string;
  packageName: string;
  component: string;
  peers: string[];
  props: DemoProp[];
  /** `npm install <package> <peers…>` */
  install: string;
  /** The files that render the page in each framework (shared ones first). */
  frameworks: Record<FrameworkId, SnippetFile[]>;
}

export interface Framework {
  id: FrameworkId;
  label: string;
  /** One line on what the files are. */
  note: string;
}

export const FRAMEWORKS: readonly Framework[];
export const nextProviders: SnippetFile;
export const nextLayout: SnippetFile;
export const reactRouterRoot: SnippetFile;
export function reactRouterRouteEntry(path: string): string;
export function demoUsages(root?: string): DemoUsage[];
export function demoPropControls(usages: DemoUsage[]): Record<string, ControllableProp[]>;
export function usageHighlighters(
  root?: string,
): Promise<{ tsx: (code: string) => UsageCodeToken[]; bash: (code: string) => UsageCodeToken[] }>;
export function highlightedUsages(root?: string, usages?: DemoUsage[]): Promise<HighlightedDemoUsage[]>;
export function demoUsagePlugin(root?: string): Plugin;
