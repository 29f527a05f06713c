// A page's props as a visitor sets them in "Use this demo" and as links carry them: `prop.<name>`
// in the query of the page (with `use=1`, the panel open) and of its embed (/embed/<route>). The
// prefix keeps them apart from pages' own params (tab, tone, lang, type, from, to…).
import type { UrlParam, UrlSchema } from '@demos/kit';
import type { ControllableProp, PropControl } from '../../../../../tooling/usage/demo-usage.mjs';

/** The query prefix of every prop value. */
export const PROP_PREFIX = 'prop.';
/** The longest text a text prop takes from a link. */
export const PROP_TEXT_MAX = 200;

/** A prop's value; null: not set (the page's own default, and left out of the snippet). */
export type PropValue = string | number | boolean | null;
export type PropValues = Record<string, PropValue>;

/** The value a raw query text stands for under this control, or undefined when it is not one. */
export function parsePropValue(control: PropControl, raw: string): PropValue | undefined {
  switch (control.kind) {
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'select':
      return control.options.includes(raw) ? raw : undefined;
    case 'number': {
      if (raw.trim() === '') return undefined;
      const n = Number(raw);
      return Number.isFinite(n) && Math.abs(n) <= 1e9 ? n : undefined;
    }
    case 'text':
      return raw.length > 0 && raw.length <= PROP_TEXT_MAX ? raw : undefined;
  }
}

/** A value equal to the page's own default is the same as not set: it stays out of links and code. */
export function normalizePropValue(control: PropControl, value: PropValue): PropValue {
  return value === control.default || value === '' ? null : value;
}

/** The `useUrlState` schema of a route's props: `prop.<name>`, unset (null) by default. */
export function propsSchema(props: readonly ControllableProp[]): UrlSchema {
  return Object.fromEntries(
    props.map(({ name, control }): [string, UrlParam<PropValue>] => [
      `${PROP_PREFIX}${name}`,
      {
        default: null,
        parse: (raw) => {
          const value = parsePropValue(control, raw);
          return value === undefined ? undefined : (normalizePropValue(control, value) ?? undefined);
        },
        serialize: (value) => (value === null ? '' : String(value)),
      },
    ]),
  );
}

/** The schema's values keyed by prop name (`prop.lang` → `lang`). */
export function propValuesOf(values: Record<string, unknown>): PropValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key.slice(PROP_PREFIX.length), value as PropValue]),
  );
}

/** The props to pass to the page: only those set. */
export function passedProps(values: PropValues): Record<string, string | number | boolean> {
  const passed: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(values)) if (value !== null) passed[name] = value;
  return passed;
}

/** The query of an embed of the page with these props: `theme=dark&prop.lang=es`. */
export function embedQuery(theme: 'light' | 'dark', values: PropValues): string {
  const query = new URLSearchParams({ theme });
  for (const [name, value] of Object.entries(passedProps(values)))
    query.set(`${PROP_PREFIX}${name}`, String(value));
  return query.toString();
}

/**
 * The address of the page's embed with these props (`/embed/portfolio-app?theme=dark&prop.defaultTab=skills`).
 * '/embed' + path is the route embedPath.ts reads: not imported, as a module shared by the shell and
 * this lazy code would be split into a chunk of its own that every route then loads.
 */
export function embedSrc(path: string, theme: 'light' | 'dark', values: PropValues): string {
  return `/embed${path}?${embedQuery(theme, values)}`;
}

// The snippet with the props passed: shared with the release rehearsal, which builds such a snippet.
export { jsxAttributeTokens, withProps } from '../../../../../tooling/usage/snippet-props.mjs';
