declare module 'virtual:demo-usage' {
  /** Each page package's install command, snippet (highlighted at build time) and props, keyed by route. */
  const usages: Readonly<
    Record<string, import('../../../../../tooling/usage/demo-usage.mjs').HighlightedDemoUsage>
  >;
  export default usages;
  /** The frameworks each usage has files for, in display order. */
  export const frameworks: readonly import('../../../../../tooling/usage/demo-usage.mjs').Framework[];
}

declare module 'virtual:demo-source' {
  /** Each page package's source files, highlighted at build time: one lazily loaded chunk per route. */
  const loaders: Readonly<Record<string, () => Promise<{ default: import('./SourceFiles').PackageSource }>>>;
  export default loaders;
}

declare module 'virtual:demo-props' {
  /** Each route's controllable props (name and control), for embeds and the panel's preview. */
  const controls: Readonly<
    Record<string, readonly import('../../../../../tooling/usage/demo-usage.mjs').ControllableProp[]>
  >;
  export default controls;
}
