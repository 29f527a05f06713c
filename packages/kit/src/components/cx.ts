// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
/** Joins class names, skipping falsy ones. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
