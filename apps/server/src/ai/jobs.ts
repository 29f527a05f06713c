import {
  buildConvertPrompt,
  buildDependencyPrompt,
  createFenceStripper,
  DEPENDENCIES_MAX_TOKENS,
  ERROR_CONVERSION_FAILED,
  ERROR_DEPENDENCIES_CUT_OFF,
  ERROR_DEPENDENCIES_FAILED,
  parseDependencyMap,
  validateConvertRequest,
  validateDependencyRequest,
} from '@tools/code-converter/core';
import {
  buildEmailPrompt,
  buildRefinePrompt,
  buildSubjectsPrompt,
  EMAIL_ERROR_MESSAGE,
  ERROR_REFINE_FAILED,
  ERROR_SUBJECTS_FAILED,
  parseSubjects,
  SUBJECTS_MAX_TOKENS,
  validateEmailRequest,
  validateRefineRequest,
  validateSubjectsRequest,
} from '@tools/email-writer/core';
import type { AiSettings } from '../config';

/** One call to the Messages API, built from a checked request body. */
export interface Job {
  kind: 'convert' | 'email' | 'refine' | 'dependencies' | 'subjects';
  model: string;
  prompt: string;
  failureMessage: string;
  /** Post-processing of the streamed text (the converter strips code fences). */
  transform?: () => { push: (chunk: string) => string; end: () => string };
}

/** A structured (non-streamed) job: the whole answer is checked before the page sees it. */
export interface StructuredJob extends Job {
  maxTokens: number;
  /** The message when the answer stopped at max_tokens (its JSON is then incomplete). */
  cutOffMessage: string;
  read: (text: string) => { ok: true; value: unknown } | { ok: false; error: string };
}

/** A request body checked into a job, or the reason it was refused (400). */
export type Parse<J> = (body: unknown, settings: AiSettings) => J | { error: string };

/** The endpoints whose answer is streamed as server-sent events, by path. */
export const STREAMED: Record<string, Parse<Job>> = {
  '/api/ai/convert': (body, settings) => {
    const checked = validateConvertRequest(body);
    if (!checked.ok) return { error: checked.error };
    return {
      kind: 'convert',
      model: settings.convertModel,
      prompt: buildConvertPrompt(checked.value),
      failureMessage: ERROR_CONVERSION_FAILED,
      transform: createFenceStripper,
    };
  },
  '/api/ai/email': (body, settings) => {
    const checked = validateEmailRequest(body);
    if (!checked.ok) return { error: checked.error };
    return {
      kind: 'email',
      model: settings.emailModel,
      prompt: buildEmailPrompt(checked.value),
      failureMessage: EMAIL_ERROR_MESSAGE,
    };
  },
  '/api/ai/email/refine': (body, settings) => {
    const checked = validateRefineRequest(body);
    if (!checked.ok) return { error: checked.error };
    return {
      kind: 'refine',
      model: settings.emailModel,
      prompt: buildRefinePrompt(checked.value),
      failureMessage: ERROR_REFINE_FAILED,
    };
  },
};

/** The endpoints answered as one checked JSON document, by path. */
export const STRUCTURED: Record<string, Parse<StructuredJob>> = {
  '/api/ai/email/subjects': (body, settings) => {
    const checked = validateSubjectsRequest(body);
    if (!checked.ok) return { error: checked.error };
    return {
      kind: 'subjects',
      model: settings.emailModel,
      prompt: buildSubjectsPrompt(checked.value),
      failureMessage: ERROR_SUBJECTS_FAILED,
      maxTokens: SUBJECTS_MAX_TOKENS,
      cutOffMessage: ERROR_SUBJECTS_FAILED,
      read: (text) => {
        const subjects = parseSubjects(text);
        return subjects.ok ? { ok: true, value: { subjects: subjects.value } } : subjects;
      },
    };
  },
  '/api/ai/dependencies': (body, settings) => {
    const checked = validateDependencyRequest(body);
    if (!checked.ok) return { error: checked.error };
    return {
      kind: 'dependencies',
      model: settings.convertModel,
      prompt: buildDependencyPrompt(checked.value),
      failureMessage: ERROR_DEPENDENCIES_FAILED,
      maxTokens: DEPENDENCIES_MAX_TOKENS,
      cutOffMessage: ERROR_DEPENDENCIES_CUT_OFF,
      read: (text) => {
        const rows = parseDependencyMap(text);
        return rows.ok ? { ok: true, value: { dependencies: rows.value } } : rows;
      },
    };
  },
};
