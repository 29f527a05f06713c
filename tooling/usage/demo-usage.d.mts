import type { Plugin } from 'vite';

export interface DemoProp {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}

export interface DemoUsage {
  path: string;
  packageName: string;
  component: string;
  peers: string[];
  props: DemoProp[];
  /** `npm install <package> <peers…>` */
  install: string;
  /** The smallest app that renders the page (exports `App`). */
  code: string;
}

export function demoUsages(root?: string): DemoUsage[];
export function demoUsagePlugin(root?: string): Plugin;
