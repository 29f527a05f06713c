/** What the palette searches: a page (from its manifest) or an action, by the same fields. */
export interface Searchable {
  title: string;
  description?: string;
  keywords?: readonly string[];
  group?: string;
  /** a page's route: a query starting with `/` matches it */
  path?: string;
}

// The title counts most, then what the page is known by, then its group, then its sentence.
const WEIGHT = { title: 8, keyword: 4, group: 2, description: 1 } as const;
/** An exact keyword puts its page above any title match (and the title orders such pages). */
const EXACT_KEYWORD = 100;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9#+.]+/)
    .filter(Boolean);

/**
 * How well one query word matches a text, 0 (not at all) to 1 (the whole text): prefix of the
 * text, prefix of one of its words, its words' initials, inside it, then its letters in order
 * close together (`gnrtr` finds "generator").
 */
export function fieldScore(text: string, token: string): number {
  const t = text.toLowerCase();
  if (!token) return 0;
  if (t === token) return 1;
  if (t.startsWith(token)) return 0.9;
  const parts = words(t);
  if (parts.some((part) => part.startsWith(token))) return 0.8;
  if (
    token.length > 1 &&
    parts
      .map((part) => part[0])
      .join('')
      .startsWith(token)
  )
    return 0.75;
  if (t.includes(token)) return 0.6;
  return subsequence(t, token);
}

/** The query's letters in order inside one word of the text, scored by how tight they sit. */
function subsequence(text: string, token: string): number {
  if (token.length < 3) return 0;
  let best = 0;
  for (const word of words(text)) {
    let from = 0;
    let start = -1;
    for (const ch of token) {
      const at = word.indexOf(ch, from);
      if (at < 0) {
        start = -2;
        break;
      }
      if (start < 0) start = at;
      from = at + 1;
    }
    if (start < 0) continue;
    const span = from - start;
    best = Math.max(best, 0.4 * (token.length / span));
  }
  return best;
}

/** One query word against every field, weighted; 0 when no field matches. */
function tokenScore(item: Searchable, token: string): number {
  const keywords = item.keywords ?? [];
  // Pages sharing that keyword are then ordered by their titles ("secret": Secret Notes, then
  // Steganography, whose keywords also say secret).
  if (keywords.includes(token)) return EXACT_KEYWORD + fieldScore(item.title, token) * WEIGHT.title;
  const keyword = Math.max(0, ...keywords.map((k) => fieldScore(k, token)));
  return Math.max(
    fieldScore(item.title, token) * WEIGHT.title,
    keyword * WEIGHT.keyword,
    item.group ? fieldScore(item.group, token) * WEIGHT.group : 0,
    // A description's stray letters in order match nearly anything: only its words count.
    item.description && fieldScore(item.description, token) >= 0.6
      ? fieldScore(item.description, token) * WEIGHT.description
      : 0,
  );
}

/**
 * The score of an item for a query: every word of the query must match some field (the scores
 * add up); a query starting with `/` is a route, matched against the path's beginning.
 */
export function score(item: Searchable, query: string): number {
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  if (q.startsWith('/')) {
    if (!item.path) return 0;
    return item.path.startsWith(q) ? EXACT_KEYWORD + q.length / item.path.length : 0;
  }
  const exactTitle = item.title.toLowerCase() === q ? EXACT_KEYWORD * 2 : 0;
  let total = 0;
  for (const token of q.split(/\s+/)) {
    const s = tokenScore(item, token);
    if (s === 0) return 0;
    total += s;
  }
  return total + exactTitle;
}

/** The items matching a query, best first; ties keep the list's order. */
export function search<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
