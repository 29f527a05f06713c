import type { EmailLanguage, ReplyLanguage } from '../core/languages';
import type { EmailLength } from '../core/lengths';
import type { RefineAction } from '../core/refine';
import type { Tone } from '../core/tones';

// The state the slices build and share: its own module, so that the slices need not import the
// store that assembles them (no import cycle, type-only ones included).
export interface EmailWriterState {
  thoughts: string;
  tone: Tone;
  context: string;
  contextOpen: boolean;
  language: EmailLanguage;
  /** The email's language: the interface's (default), a chosen one, or the replied-to email's. */
  replyLanguage: ReplyLanguage;
  length: EmailLength;
  loading: boolean;
  /** The generated email (streamed in while loading, trimmed at the end). */
  result: string;
  /** The last generation failed: the panel shows the apology in the interface language. */
  failed: boolean;
  /** The visitor stopped the last generation: the draft is incomplete (never offered as finished). */
  stopped: boolean;
  /** The model that wrote the last finished draft, when known. */
  model: string | null;
  /** Drafts before each refine, newest last: Undo goes back one. */
  history: string[];
  /** The refine in progress, if any. */
  refining: RefineAction | 'custom' | null;
  /** The last refine failed (the draft before it is kept). */
  refineFailed: boolean;
  subjects: string[] | null;
  subjectsLoading: boolean;
  subjectsFailed: boolean;
  /** The draft the "check before sending" ran on (the check shows while the draft is unchanged). */
  checkedDraft: string | null;
  /** The server has no AI key: the page shows its one notice and generating only points to it. */
  unavailable: boolean;
  /** How many times an action pointed to that notice (the page emphasises and announces it again). */
  noticeRequests: number;
  setUnavailable: (unavailable: boolean) => void;
  setThoughts: (thoughts: string) => void;
  setTone: (tone: Tone) => void;
  setContext: (context: string) => void;
  setContextOpen: (open: boolean) => void;
  setLanguage: (language: EmailLanguage) => void;
  setReplyLanguage: (replyLanguage: ReplyLanguage) => void;
  setLength: (length: EmailLength) => void;
  /** Does nothing while loading or when the thoughts are blank (spec §5). */
  generate: () => Promise<void>;
  /**
   * Stops the generation or refine in progress: the request to the provider is closed; a stopped
   * generation keeps its text, marked incomplete; a stopped refine restores the draft before it.
   */
  stop: () => void;
  /** Sends the current draft with one instruction; a failure keeps the draft as it was. */
  refine: (action: RefineAction | 'custom', instruction?: string) => Promise<void>;
  /** Restores the draft before the last refine. */
  undo: () => void;
  suggestSubjects: () => Promise<void>;
  /** Runs the check before sending on the current draft (in the browser, no request). */
  check: () => void;
  dispose: () => void;
}
