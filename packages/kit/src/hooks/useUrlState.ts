// Loaded with the pages that share state, not with the shell: the landing route does not use it.
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { subscribeToSearch, writeSearch } from './useSearchParam';

/**
 * One shareable value in the address's query: `parse` turns the raw text into a value, or
 * `undefined` when the text is not one (the value then stays at its default, silently).
 */
export interface UrlParam<T> {
  default: T;
  parse: (raw: string) => T | undefined;
  /** Defaults to `String(value)`. */
  serialize?: (value: T) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: a schema mixes params of any value type.
export type UrlSchema = Record<string, UrlParam<any>>;
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K]['default'] };

/** A param whose value is one of a fixed list (a tab, a language, a variant). */
export function oneOf<const T extends string>(values: readonly T[], fallback: T): UrlParam<T> {
  return {
    default: fallback,
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  };
}

/** A param whose value passes a type guard (the page's own `isTab`, `isLanguage`...). */
export function guarded<T extends string>(guard: (raw: unknown) => raw is T, fallback: T): UrlParam<T> {
  return { default: fallback, parse: (raw) => (guard(raw) ? raw : undefined) };
}

/** A whole number within bounds. */
export function intIn(min: number, max: number, fallback: number): UrlParam<number> {
  return {
    default: fallback,
    parse: (raw) => {
      if (!/^-?\d+$/.test(raw)) return undefined;
      const n = Number(raw);
      return n >= min && n <= max ? n : undefined;
    },
  };
}

/** A number within bounds (decimals allowed). */
export function numberIn(min: number, max: number, fallback: number): UrlParam<number> {
  return {
    default: fallback,
    parse: (raw) => {
      if (raw.trim() === '') return undefined;
      const n = Number(raw);
      return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

/** Free text up to `maxLength` characters that passes `valid` (never a secret: links are shared). */
export function textParam(
  fallback: string,
  valid: (raw: string) => boolean = () => true,
  maxLength = 200,
): UrlParam<string> {
  return { default: fallback, parse: (raw) => (raw.length <= maxLength && valid(raw) ? raw : undefined) };
}

/** Only the values the query string sets validly: unknown keys and invalid values are left out. */
export function readUrlOverrides<S extends UrlSchema>(schema: S, search: string): Partial<UrlValues<S>> {
  const query = new URLSearchParams(search);
  const values: Partial<UrlValues<S>> = {};
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const raw = query.get(key);
    const param = schema[key];
    const parsed = raw === null || !param ? undefined : param.parse(raw);
    if (parsed !== undefined) values[key] = parsed;
  }
  return values;
}

/** The schema's values read from a query string: unknown keys and invalid values are ignored. */
export function readUrlState<S extends UrlSchema>(schema: S, search: string): UrlValues<S> {
  const defaults = Object.fromEntries(Object.entries(schema).map(([key, p]) => [key, p.default]));
  return { ...defaults, ...readUrlOverrides(schema, search) } as UrlValues<S>;
}

/**
 * Writes these values into the current address (replacing the history entry, keeping its state):
 * a value equal to its default is removed, so a page at its defaults has no query.
 */
export function writeUrlState<S extends UrlSchema>(schema: S, values: Partial<UrlValues<S>>): void {
  const url = new URL(window.location.href);
  for (const key of Object.keys(values) as (keyof S & string)[]) {
    const param = schema[key];
    if (!param) continue;
    const value = values[key];
    const text = (param.serialize ?? String)(value);
    if (value === param.default || text === (param.serialize ?? String)(param.default))
      url.searchParams.delete(key);
    else url.searchParams.set(key, text);
  }
  writeSearch(url);
}

const getSearch = () => window.location.search;
const getServerSearch = () => null;

/**
 * A page's shareable state in the address's query, owned by no router. On the server and while
 * the browser hydrates every value is its default (the prerendered HTML cannot know the query);
 * afterwards the address's values, and again after Back/Forward. The setter replaces the history
 * entry (no navigation), so it works the same under Next.js, React Router or no router.
 */
export function useUrlState<S extends UrlSchema>(
  schema: S,
): [UrlValues<S>, (values: Partial<UrlValues<S>>) => void] {
  const search = useSyncExternalStore(subscribeToSearch, getSearch, getServerSearch);
  const values = useMemo(() => readUrlState(schema, search ?? ''), [schema, search]);
  const setValues = useCallback((next: Partial<UrlValues<S>>) => writeUrlState(schema, next), [schema]);
  return [values, setValues];
}

/** Whether the page has hydrated and read its address (false on the server and while hydrating). */
export function useUrlReady(): boolean {
  return useSyncExternalStore(
    subscribeToSearch,
    () => true,
    () => false,
  );
}

/** What `useUrlStoreSync` needs of a store (a zustand store fits). */
export interface SubscribableStore<T> {
  getState: () => T;
  subscribe: (listener: (state: T) => void) => () => void;
}

/**
 * Keeps part of a page's store in the address: once hydrated, the query's valid values are
 * applied (`apply`), then every change of the selected values is written back (defaults leave the
 * query). `select` must only pick what may be shared: never a secret or what the visitor typed.
 */
export function useUrlStoreSync<S extends UrlSchema, T>(
  schema: S,
  store: SubscribableStore<T>,
  select: (state: T) => UrlValues<S>,
  apply: (values: Partial<UrlValues<S>>) => void,
  enabled = true,
): void {
  // Read through a ref so callers may pass inline functions without re-running the effect.
  const latest = useRef({ select, apply });
  latest.current = { select, apply };
  useEffect(() => {
    if (!enabled) return;
    const overrides = readUrlOverrides(schema, window.location.search);
    if (Object.keys(overrides).length > 0) latest.current.apply(overrides);
    writeUrlState(schema, latest.current.select(store.getState()));
    return store.subscribe((state) => writeUrlState(schema, latest.current.select(state)));
  }, [schema, store, enabled]);
}
