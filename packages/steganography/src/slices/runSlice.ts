import { CAUSES, MESSAGES } from '../core/constants';
import { encodedFileName } from '../core/format';
import { ENCODING } from '../messages';
import { note, success } from '../status';
import type { GetStego, SetStego, StegoContext } from './context';
import { activeSlot, blockReason, contentKey, failedStatus, hiddenInput } from './derived';
import type { EncodedResult, StegoState } from './state';

export type RunSlice = Pick<
  StegoState,
  'mode' | 'busy' | 'progress' | 'status' | 'result' | 'recovered' | 'setMode' | 'run' | 'dispose'
>;

interface Job {
  state: StegoState;
  image: File;
  token: number;
  password: string | undefined;
  onProgress(percent: number): void;
}

/** Hides the content in the carrier; the result's preview and JPEG survival arrive after it. */
async function encode(set: SetStego, get: GetStego, ctx: StegoContext, job: Job) {
  const hidden = hiddenInput(job.state);
  if (!hidden) return;
  const outcome = await ctx.client.encode(
    {
      image: job.image,
      imageKey: ctx.warmKey('carrier'),
      ...hidden,
      password: job.password,
      contentKey: contentKey(job.state) ?? undefined,
    },
    job.onProgress,
  );
  if (job.token !== ctx.tokens.run) return;
  if (!outcome.ok) {
    set({ busy: false, progress: null, status: failedStatus(outcome) });
    return;
  }
  const result: EncodedResult = {
    blob: outcome.png,
    url: null,
    fileName: encodedFileName(job.image.name),
    width: outcome.width,
    height: outcome.height,
    survival: 'pending',
  };
  const done = hidden.message ? CAUSES.encodeMessageDone : MESSAGES.encodeDone;
  set({ busy: false, progress: 100, status: success(done), result });
  void outcome.survival.then((survived) => {
    const current = get().result;
    if (current?.blob !== result.blob) return;
    set({ result: { ...current, survival: survived === null ? 'unknown' : survived ? 'kept' : 'lost' } });
  });
  const preview = await outcome.preview;
  const current = get().result;
  if (!preview || current?.blob !== result.blob) return;
  set({ result: { ...current, url: ctx.createObjectURL(preview) } });
}

/** Reads what the image hides: a file, or a typed message shown as text. */
async function decode(set: SetStego, ctx: StegoContext, job: Job) {
  const { image, password, onProgress } = job;
  const outcome = await ctx.client.decode(
    { image, imageKey: ctx.warmKey('stegoImage'), password },
    onProgress,
  );
  if (job.token !== ctx.tokens.run) return;
  if (!outcome.ok) {
    set({ busy: false, progress: null, status: failedStatus(outcome) });
    return;
  }
  const text = outcome.message ? await outcome.bytes.text() : null;
  if (job.token !== ctx.tokens.run) return;
  set({
    busy: false,
    progress: 100,
    status: success(text === null ? MESSAGES.decodeDone : CAUSES.decodeMessageDone),
    recovered: {
      blob: outcome.bytes,
      name: outcome.name,
      type: outcome.type,
      size: outcome.bytes.size,
      message: text,
    },
  });
}

/** The mode, the action (encode or decode) and its outcome; dispose ends everything pending. */
export function createRunSlice(set: SetStego, get: GetStego, ctx: StegoContext): RunSlice {
  return {
    mode: 'encode',
    busy: false,
    progress: null,
    status: null,
    result: null,
    recovered: null,

    setMode(mode) {
      if (mode === get().mode) return;
      if (get().busy) ctx.tokens.run++; // the running job's outcome is dropped
      ctx.clearOutputs();
      set({ mode, busy: false });
    },

    async run() {
      const state = get();
      if (state.busy) return;
      const reason = blockReason(state);
      if (reason) {
        set({ status: reason });
        return;
      }
      const image = activeSlot(state).file;
      if (!image) return;
      ctx.clearOutputs();
      const token = ++ctx.tokens.run;
      set({ busy: true, progress: 0, status: note(ENCODING[state.mode]) });
      const onProgress = (percent: number) => {
        if (token === ctx.tokens.run) set({ progress: Math.max(0, Math.min(100, percent)) });
      };
      const job = { state, image, token, password: state.password || undefined, onProgress };
      await (state.mode === 'encode' ? encode(set, get, ctx, job) : decode(set, ctx, job));
    },

    dispose() {
      ctx.tokens.measure++;
      ctx.tokens.carrier++;
      ctx.tokens.stegoImage++;
      ctx.tokens.run++;
      const { result, carrier, stegoImage } = get();
      if (result?.url) ctx.revokeObjectURL(result.url);
      if (carrier.url) ctx.revokeObjectURL(carrier.url);
      if (stegoImage.url) ctx.revokeObjectURL(stegoImage.url);
      ctx.client.dispose();
    },
  };
}
