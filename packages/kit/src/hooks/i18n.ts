// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
/**
 * Minimal typed translations: a page declares its dictionaries, the first one is the shape every
 * other locale must match, and a missing locale falls back to the given default.
 */
export function pickLocale<L extends string>(
  supported: readonly L[],
  fallback: L,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): L {
  for (const language of languages) {
    const exact = supported.find((l) => l.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const base = supported.find((l) => l.split('-')[0] === language.split('-')[0]);
    if (base) return base;
  }
  return fallback;
}

/** Replaces `{name}` placeholders with values. */
export const format = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
