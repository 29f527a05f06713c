import { createStore } from 'zustand/vanilla';
import {
  createProxyCompletion,
  createProxyRefiner,
  createProxySubjects,
  type EmailCompletion,
  type RefineFunction,
  type SubjectsFunction,
} from './core/complete';
import { createEmailContext } from './slices/context';
import { createDraftSlice } from './slices/draftSlice';
import { createGenerateSlice } from './slices/generateSlice';
import { createInputsSlice } from './slices/inputsSlice';
import type { EmailWriterState } from './slices/state';

// The state is built from slices, one per concern (slices/*Slice.ts).

export interface EmailWriterOptions {
  complete?: EmailCompletion;
  refine?: RefineFunction;
  suggestSubjects?: SubjectsFunction;
  initial?: Partial<
    Pick<
      EmailWriterState,
      'thoughts' | 'tone' | 'context' | 'contextOpen' | 'language' | 'result' | 'replyLanguage' | 'length'
    >
  >;
}

export function createEmailWriterStore({
  complete = createProxyCompletion(),
  refine = createProxyRefiner(),
  suggestSubjects = createProxySubjects(),
  initial = {},
}: EmailWriterOptions = {}) {
  const ctx = createEmailContext();
  return createStore<EmailWriterState>()((set, get) => ({
    ...createInputsSlice(set),
    ...createGenerateSlice(set, get, ctx, complete),
    ...createDraftSlice(set, get, ctx, { refine, suggestSubjects }),
    ...initial,
  }));
}

export type EmailWriterStore = ReturnType<typeof createEmailWriterStore>;

export type { EmailWriterState } from './slices/state';
