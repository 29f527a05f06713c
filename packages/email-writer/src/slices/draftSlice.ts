import type { RefineFunction, SubjectsFunction } from '../core/complete';
import { busy, type EmailContext, FRESH_DRAFT, type GetEmail, type SetEmail } from './context';
import type { EmailWriterState } from './state';

export type DraftSlice = Pick<
  EmailWriterState,
  | 'history'
  | 'refining'
  | 'refineFailed'
  | 'subjects'
  | 'subjectsLoading'
  | 'subjectsFailed'
  | 'checkedDraft'
  | 'refine'
  | 'undo'
  | 'suggestSubjects'
  | 'check'
>;

/** A finished draft that can be worked on (not failed, not stopped midway, not blank). */
const finished = (state: EmailWriterState) => !state.failed && !state.stopped && state.result.trim() !== '';

/** What can be done with a finished draft: refine it (and undo), suggest subjects, check it. */
export function createDraftSlice(
  set: SetEmail,
  get: GetEmail,
  ctx: EmailContext,
  tools: { refine: RefineFunction; suggestSubjects: SubjectsFunction },
): DraftSlice {
  return {
    history: [],
    refining: null,
    refineFailed: false,
    subjects: null,
    subjectsLoading: false,
    subjectsFailed: false,
    checkedDraft: null,
    refine: async (action, instruction) => {
      const state = get();
      const draft = state.result;
      if (busy(state) || !finished(state)) return;
      if (action === 'custom' && !instruction?.trim()) return;
      const signal = ctx.restart();
      ctx.refiningFrom = draft;
      set({ refining: action, ...FRESH_DRAFT });
      try {
        const text = await tools.refine(
          { draft, action, ...(action === 'custom' ? { instruction: instruction?.trim() } : {}) },
          { signal, onText: (_chunk, soFar) => set({ result: soFar }) },
        );
        if (signal.aborted) return;
        const refined = text.trim();
        if (refined === '') throw new Error('The refined draft is empty.');
        set({ refining: null, result: refined, history: [...get().history, draft] });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Email refine failed:', error);
        set({ refining: null, result: draft, refineFailed: true });
      }
    },
    undo: () => {
      const state = get();
      const previous = state.history.at(-1);
      if (busy(state) || previous === undefined) return;
      set({ result: previous, history: state.history.slice(0, -1), ...FRESH_DRAFT });
    },
    suggestSubjects: async () => {
      const state = get();
      if (busy(state) || state.subjectsLoading || !finished(state)) return;
      const draft = state.result;
      set({ subjectsLoading: true, subjectsFailed: false, subjects: null });
      try {
        const subjects = await tools.suggestSubjects({ draft });
        // A newer draft makes these subjects stale.
        if (get().result !== draft) return set({ subjectsLoading: false });
        set({ subjectsLoading: false, subjects });
      } catch (error) {
        console.error('Subject lines failed:', error);
        set({ subjectsLoading: false, subjectsFailed: true });
      }
    },
    check: () => {
      if (finished(get())) set({ checkedDraft: get().result });
    },
  };
}
