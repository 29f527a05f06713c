import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createEmailContext, type EmailContext, type GetEmail, type SetEmail } from './context';
import { createDraftSlice } from './draftSlice';
import { createGenerateSlice } from './generateSlice';
import { createInputsSlice } from './inputsSlice';
import type { EmailWriterState } from './state';

/** One slice over plain values for the rest of the state: the slice is what is under test. */
function harness(
  slice: (set: SetEmail, get: GetEmail, ctx: EmailContext) => Partial<EmailWriterState>,
  rest: Partial<EmailWriterState> = {},
) {
  const ctx = createEmailContext();
  const store = createStore<EmailWriterState>()(
    (set, get) =>
      ({
        loading: false,
        refining: null,
        failed: false,
        stopped: false,
        result: '',
        history: [],
        noticeRequests: 0,
        unavailable: false,
        ...slice(set, get, ctx),
        ...rest,
      }) as EmailWriterState,
  );
  return { s: () => store.getState(), ctx };
}

describe('inputs slice', () => {
  it('starts from the defaults and sets each input', () => {
    const { s } = harness((set) => createInputsSlice(set));
    expect(s()).toMatchObject({ thoughts: '', replyLanguage: 'interface', contextOpen: false });
    s().setThoughts('lunch friday');
    s().setContextOpen(true);
    s().setLength('short');
    expect(s()).toMatchObject({ thoughts: 'lunch friday', contextOpen: true, length: 'short' });
  });
});

describe('generate slice', () => {
  const inputs = {
    thoughts: 'hi',
    tone: 'formal',
    context: '',
    language: 'en',
    replyLanguage: 'context',
    length: 'medium',
  } as const;

  it('sends only what differs from the defaults, streams the draft in and trims it', async () => {
    const complete = vi.fn(async ({ onText }: { onText?: (chunk: string, soFar: string) => void }) => {
      onText?.(' Dear', ' Dear');
      return { text: ' Dear team ', model: 'm1' };
    });
    const { s } = harness((set, get, ctx) => createGenerateSlice(set, get, ctx, complete), inputs);
    await s().generate();
    // The replied-to email's language is asked for without a replied-to email: not sent.
    const sent = complete.mock.calls[0]?.[0] as unknown as { request: object };
    expect(sent.request).toEqual({ thoughts: 'hi', tone: 'formal', language: 'en' });
    expect(s()).toMatchObject({ loading: false, result: 'Dear team', model: 'm1', failed: false });
  });

  it('points to the notice instead of apologising when the server has no key', async () => {
    const complete = vi.fn(async () => {
      throw Object.assign(new Error('no key'), { status: 503 });
    });
    const { s } = harness((set, get, ctx) => createGenerateSlice(set, get, ctx, complete), inputs);
    await s().generate();
    expect(s()).toMatchObject({ unavailable: true, failed: false, noticeRequests: 1 });
    await s().generate();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(s().noticeRequests).toBe(2);
  });

  it('keeps a stopped draft, marked incomplete, and ignores the late answer', async () => {
    let finish: (text: string) => void = () => {};
    const complete = vi.fn(
      ({ onText }: { onText?: (chunk: string, soFar: string) => void }) =>
        new Promise<string>((resolve) => {
          onText?.('Half ', 'Half ');
          finish = resolve;
        }),
    );
    const { s } = harness((set, get, ctx) => createGenerateSlice(set, get, ctx, complete), inputs);
    const running = s().generate();
    s().stop();
    finish('Whole draft');
    await running;
    expect(s()).toMatchObject({ loading: false, stopped: true, result: 'Half' });
  });
});

describe('draft slice', () => {
  const finished = { result: 'Draft one' };

  it('refines the draft, keeps the one before for Undo, and starts the new draft without subjects', async () => {
    const refine = vi.fn(async () => ' Draft two ');
    const suggestSubjects = vi.fn(async () => ['A', 'B', 'C']);
    const { s } = harness(
      (set, get, ctx) => createDraftSlice(set, get, ctx, { refine, suggestSubjects }),
      finished,
    );
    await s().suggestSubjects();
    expect(s().subjects).toEqual(['A', 'B', 'C']);
    await s().refine('shorter');
    expect(s()).toMatchObject({
      result: 'Draft two',
      history: ['Draft one'],
      subjects: null,
      refining: null,
    });
    s().undo();
    expect(s()).toMatchObject({ result: 'Draft one', history: [] });
  });

  it('keeps the draft when a refine fails or comes back empty, and refuses a blank custom instruction', async () => {
    const refine = vi.fn(async () => '  ');
    const { s } = harness(
      (set, get, ctx) => createDraftSlice(set, get, ctx, { refine, suggestSubjects: vi.fn() }),
      finished,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await s().refine('custom', '  ');
    expect(refine).not.toHaveBeenCalled();
    await s().refine('more-formal');
    expect(s()).toMatchObject({ result: 'Draft one', refineFailed: true, history: [] });
  });

  it('checks only a finished draft', () => {
    const tools = { refine: vi.fn(), suggestSubjects: vi.fn() };
    const stopped = harness((set, get, ctx) => createDraftSlice(set, get, ctx, tools), {
      ...finished,
      stopped: true,
    });
    stopped.s().check();
    expect(stopped.s().checkedDraft).toBeNull();
    const done = harness((set, get, ctx) => createDraftSlice(set, get, ctx, tools), finished);
    done.s().check();
    expect(done.s().checkedDraft).toBe('Draft one');
  });
});
