import { quote, type Validation } from './prompt';

/** The refine actions: each sends the current draft with one instruction. */
export const REFINE_ACTIONS = ['shorter', 'longer', 'more-formal', 'friendlier', 'fix-grammar'] as const;
export type RefineAction = (typeof REFINE_ACTIONS)[number];

export const REFINE_INSTRUCTIONS: Record<RefineAction, string> = {
  shorter: 'Make it shorter: keep every fact, request and date, drop the rest.',
  longer: 'Make it longer: develop the points already there with more detail, without inventing facts.',
  'more-formal': 'Make it more formal.',
  friendlier: 'Make it friendlier and warmer.',
  'fix-grammar': 'Fix grammar, spelling and punctuation only; change nothing else.',
};

export const MAX_DRAFT_CHARS = 20_000;
export const MAX_INSTRUCTION_CHARS = 500;
export const ERROR_REFINE_FAILED = 'Sorry, the draft could not be refined. Your previous draft is kept.';

export interface RefineRequest {
  draft: string;
  /** One of the actions, or `custom` with the visitor's own instruction. */
  action: RefineAction | 'custom';
  instruction?: string;
}

export const isRefineAction = (value: unknown): value is RefineAction =>
  typeof value === 'string' && REFINE_ACTIONS.includes(value as RefineAction);

export function validateRefineRequest(body: unknown): Validation<RefineRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: 'Expected a JSON object.' };
  const { draft, action, instruction } = body as Record<string, unknown>;
  if (typeof draft !== 'string' || draft.trim() === '')
    return { ok: false, error: 'There is no draft to refine.' };
  if (draft.length > MAX_DRAFT_CHARS)
    return { ok: false, error: `The draft is too long: at most ${MAX_DRAFT_CHARS} characters.` };
  if (action === 'custom') {
    if (typeof instruction !== 'string' || instruction.trim() === '')
      return { ok: false, error: 'Please write an instruction first.' };
    if (instruction.length > MAX_INSTRUCTION_CHARS)
      return {
        ok: false,
        error: `The instruction is too long: at most ${MAX_INSTRUCTION_CHARS} characters.`,
      };
    return { ok: true, value: { draft, action, instruction: instruction.trim() } };
  }
  if (!isRefineAction(action)) return { ok: false, error: 'Unknown refine action.' };
  return { ok: true, value: { draft, action } };
}

/**
 * One user message: the current draft and one instruction. The draft keeps its language and stays
 * a body without a subject line, as the first draft was.
 */
export function buildRefinePrompt({ draft, action, instruction }: RefineRequest): string {
  const order =
    action === 'custom'
      ? `Follow this instruction from the writer: ${instruction}`
      : REFINE_INSTRUCTIONS[action];
  return [
    'You are an expert email editor. Revise the email draft below.',
    '',
    'Draft:',
    quote(draft.trim()),
    '',
    'Instructions:',
    `- ${order}`,
    '- Keep the language of the draft unless the instruction asks for another one.',
    '- Keep what the draft says unless the instruction asks to change it; do not invent facts.',
    '- Do not include a subject line.',
    '- Reply with only the revised email body, nothing else.',
  ].join('\n');
}
