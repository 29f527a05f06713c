import { quote, type Validation } from './prompt';
import { MAX_DRAFT_CHARS } from './refine';

/** Subject lines are a separate request: the body prompt keeps asking for no subject line. */
export const SUBJECT_COUNT = 3;
export const SUBJECTS_MAX_TOKENS = 400;
const MAX_SUBJECT_CHARS = 200;
export const ERROR_SUBJECTS_FAILED = 'Sorry, no subject lines could be suggested. Please try again.';
export const ERROR_SUBJECTS_INVALID =
  'Sorry, the subject lines could not be read: the AI did not answer in the expected format. Please try again.';

export interface SubjectsRequest {
  draft: string;
}

export function validateSubjectsRequest(body: unknown): Validation<SubjectsRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { draft } = body as Record<string, unknown>;
  if (typeof draft !== 'string' || draft.trim() === '') return { ok: false, error: 'There is no draft yet.' };
  if (draft.length > MAX_DRAFT_CHARS)
    return { ok: false, error: `The draft is too long: at most ${MAX_DRAFT_CHARS} characters.` };
  return { ok: true, value: { draft } };
}

export function buildSubjectsPrompt({ draft }: SubjectsRequest): string {
  return [
    `Suggest ${SUBJECT_COUNT} different subject lines for the email below, in the language of the email.`,
    'Each is short (at most about 8 words), specific to this email, and without quotes or a "Subject:" prefix.',
    `Answer with only a JSON array of ${SUBJECT_COUNT} strings, no Markdown and no other text.`,
    '',
    'Email:',
    quote(draft.trim()),
  ].join('\n');
}

/** Reads the model's answer: a JSON array (or {"subjects": […]}) of at least three non-blank strings. */
export function parseSubjects(text: string): Validation<string[]> {
  const invalid = { ok: false, error: ERROR_SUBJECTS_INVALID } as const;
  let data: unknown;
  try {
    data = JSON.parse(
      text
        .trim()
        .replace(/^```[^\n]*\n/, '')
        .replace(/\n?```$/, ''),
    );
  } catch {
    return invalid;
  }
  const list = Array.isArray(data) ? data : (data as { subjects?: unknown } | null)?.subjects;
  if (!Array.isArray(list)) return invalid;
  const subjects = list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().replace(/^subject:\s*/i, ''))
    .filter((item) => item !== '' && item.length <= MAX_SUBJECT_CHARS);
  if (subjects.length < SUBJECT_COUNT) return invalid;
  return { ok: true, value: subjects.slice(0, SUBJECT_COUNT) };
}
