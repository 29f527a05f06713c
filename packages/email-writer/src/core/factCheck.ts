/**
 * "Check before sending": finds the dates, amounts, numbers, e-mail addresses and names in a draft
 * that appear neither in the writer's thoughts nor in the email being replied to, so the writer
 * can check what the model may have invented. Runs in the browser, no request. Heuristic by
 * design: it flags for a human to look, it does not decide.
 */
export type FindingKind = 'date' | 'amount' | 'number' | 'email' | 'name';

export interface Finding {
  kind: FindingKind;
  text: string;
  start: number;
  end: number;
}

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
].join('|');
const WEEKDAYS = [
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday',
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche',
  'lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo',
].join('|');
const RELATIVE_DAYS =
  "today|tomorrow|yesterday|tonight|demain|aujourd’hui|aujourd'hui|hier|mañana|manana|hoy|ayer";
const CURRENCY_WORDS = 'eur|usd|gbp|chf|jpy|cad|aud|euros?|dollars?|pounds?|dólares|dolares|libras?';

/** In priority order: a span taken by one kind is not matched again by a later one. */
const PATTERNS: [FindingKind, RegExp][] = [
  ['email', /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu],
  [
    'amount',
    new RegExp(
      `(?:[$€£¥₹]\\s?\\d(?:[\\d,.' ]*\\d)?(?:\\s?(?:k|m|bn))?|\\b(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d(?:[\\d,.']*\\d)?)\\s?(?:[$€£¥₹]|(?:${CURRENCY_WORDS})\\b))`,
      'giu',
    ),
  ],
  [
    'date',
    new RegExp(
      [
        `\\b(?:\\d{1,2}(?:st|nd|rd|th|er)?\\s+(?:of\\s+|de\\s+)?)?(?:${MONTHS})\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?(?!\\d))?(?:,?\\s+(?:de\\s+)?\\d{4})?(?![\\p{L}])`,
        `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
        `\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b`,
        `(?<![\\p{L}])(?:${WEEKDAYS}|${RELATIVE_DAYS})(?![\\p{L}])`,
        `\\b\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)(?![\\p{L}])`,
        `\\b\\d{1,2}[:h]\\d{2}\\b`,
      ].join('|'),
      'giu',
    ),
  ],
  ['number', /\b\d+(?:[.,']\d+)*(?:\s?%)?/gu],
  // Capitalised words (and runs of them), e.g. "Sam" or "Anna Smith"; sentence starts are skipped below.
  ['name', /(?<![\p{L}\p{N}'’-])\p{Lu}[\p{Ll}'’-]*\p{Ll}(?:\s+\p{Lu}[\p{Ll}'’-]*\p{Ll})*(?![\p{L}])/gu],
];

/** Capitalised words that open or close emails, and pronouns: never names. */
const NOT_NAMES = new Set(
  [
    'hello hi hey dear greetings thanks thank best kind warm regards sincerely cheers yours team all everyone',
    'please sorry ok okay yes no the this that these those we you i it our your my his her their they he she',
    'bonjour bonsoir salut cher chère chers merci cordialement bien amitiés sincères madame monsieur mesdames messieurs équipe',
    'hola buenos buenas estimado estimada estimados gracias saludos atentamente cordiales un abrazo equipo señor señora',
    'subject objet asunto re fw fwd ps',
    // Language names are capitalised in English prose but are not people.
    'english french spanish german italian portuguese dutch polish swedish turkish japanese chinese',
  ]
    .join(' ')
    .split(' '),
);

const normalize = (text: string) => text.toLocaleLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
const digitsOf = (text: string) => text.replace(/\D+/g, '');

/** Whether the match starts a sentence (then its capital letter says nothing about a name). */
function startsSentence(draft: string, start: number): boolean {
  const before = draft.slice(0, start);
  if (/^\s*$/.test(before)) return true;
  // A blank line or a sentence end before it; a single line break after a comma is a signature.
  return (
    /(?:[.!?¡¿:]\s*|\n\s*\n\s*|[>•*-]\s+)$/.test(before) ||
    (/\n\s*$/.test(before) && !/,\s*\n\s*$/.test(before))
  );
}

export function checkFacts(draft: string, sources: readonly string[]): Finding[] {
  const haystack = normalize(sources.join('\n'));
  const sourceNumbers = new Set(
    (sources.join('\n').match(/\d(?:[\d,.' ]*\d)?/g) ?? []).map(digitsOf).filter(Boolean),
  );
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && end > a);
  const findings: Finding[] = [];

  const known = (kind: FindingKind, text: string): boolean => {
    if (kind === 'amount' || kind === 'number') {
      const digits = digitsOf(text);
      return digits !== '' && sourceNumbers.has(digits);
    }
    const phrase = normalize(text.trim());
    if (haystack.includes(phrase)) return true;
    // "Anna Smith" when the notes say "anna" and "smith" apart still counts as given.
    if (kind === 'name')
      return phrase
        .split(' ')
        .every((word) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(word)}($|[^\\p{L}])`, 'u').test(haystack));
    return false;
  };

  for (const [kind, pattern] of PATTERNS) {
    for (const match of draft.matchAll(pattern)) {
      const text = match[0].replace(/[\s,.']+$/, '');
      const start = match.index ?? 0;
      const end = start + text.length;
      if (text === '' || overlaps(start, end)) continue;
      // "may" the verb, "mar" in Spanish prose: lower-case lone words that are only sometimes months.
      if (kind === 'date' && /^(?:may|mar|mai|jun|dec)$/.test(text)) continue;
      taken.push([start, end]);
      if (kind === 'name') {
        const words = text.split(/\s+/);
        // Drop a sentence-opening word and opening/closing formulas, keep the rest of the run.
        let first = 0;
        while (
          first < words.length &&
          (NOT_NAMES.has(normalize(words[first] ?? '')) || (first === 0 && startsSentence(draft, start)))
        )
          first += 1;
        if (first >= words.length) continue;
        const kept = words.slice(first).join(' ');
        const keptStart = start + text.indexOf(kept, words.slice(0, first).join(' ').length);
        if (NOT_NAMES.has(normalize(kept))) continue;
        if (!known(kind, kept))
          findings.push({ kind, text: kept, start: keptStart, end: keptStart + kept.length });
        continue;
      }
      if (!known(kind, text)) findings.push({ kind, text, start, end });
    }
  }
  return findings.sort((a, b) => a.start - b.start);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The draft cut into plain text and flagged parts, in order, for rendering with marks. */
export function splitByFindings(draft: string, findings: readonly Finding[]): (string | Finding)[] {
  const parts: (string | Finding)[] = [];
  let at = 0;
  for (const finding of findings) {
    if (finding.start < at) continue;
    if (finding.start > at) parts.push(draft.slice(at, finding.start));
    parts.push(finding);
    at = finding.end;
  }
  if (at < draft.length) parts.push(draft.slice(at));
  return parts;
}
