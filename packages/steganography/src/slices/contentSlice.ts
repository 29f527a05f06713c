import type { GetStego, SetStego, StegoContext } from './context';
import { contentKey, hiddenInput, rawPayloadBytes } from './derived';
import type { StegoState } from './state';

export type ContentSlice = Pick<
  StegoState,
  | 'content'
  | 'file'
  | 'text'
  | 'measured'
  | 'password'
  | 'showPassword'
  | 'setFile'
  | 'setContent'
  | 'setText'
  | 'setPassword'
  | 'toggleShowPassword'
>;

/** What Encode hides (a file or a typed message), its measured size, and the password. */
export function createContentSlice(set: SetStego, get: GetStego, ctx: StegoContext): ContentSlice {
  const remeasure = async () => {
    const token = ++ctx.tokens.measure;
    const state = get();
    const input = hiddenInput(state);
    const key = contentKey(state);
    if (!input || key === null) return;
    const outcome = await ctx.client.measure({ ...input, contentKey: key });
    if (token !== ctx.tokens.measure) return;
    // If the worker cannot measure, the size before compression stands (an upper bound).
    const bytes = outcome.ok ? outcome.bytes : (rawPayloadBytes(state, false) ?? 0);
    set({ measured: { key, bytes } });
  };

  return {
    content: 'file',
    file: null,
    text: '',
    measured: null,
    password: '',
    showPassword: false,

    setFile(file) {
      ctx.clearOutputs();
      set({ file });
      void remeasure();
    },

    setContent(content) {
      if (content === get().content) return;
      ctx.clearOutputs();
      set({ content });
      void remeasure();
    },

    setText(text) {
      if (get().status) ctx.clearOutputs();
      set({ text });
      void remeasure();
    },

    setPassword(password) {
      set({ password });
    },

    toggleShowPassword() {
      set({ showPassword: !get().showPassword });
    },
  };
}
