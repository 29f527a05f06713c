import type { Plugin } from 'vite';

export interface DemoProp {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
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
export function usageHighlighters(
  root?: string,
): Promise<{ tsx: (code: string) => UsageCodeToken[]; bash: (code: string) => UsageCodeToken[] }>;
export function highlightedUsages(root?: string): Promise<HighlightedDemoUsage[]>;
export function demoUsagePlugin(root?: string): Plugin;
