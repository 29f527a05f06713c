import type { FindingKind } from '../core/factCheck';
import { REPLY_LANGUAGE_NAMES, type ReplyLanguageCode } from '../core/languages';
import type { EmailLength } from '../core/lengths';
import type { RefineAction } from '../core/refine';
import type { Tone } from '../core/tones';

/** Every label of the page, per interface language. English is the shape the others must match. */
export const en = {
  languageName: 'English',
  languageLabel: 'Interface language',
  title: 'AI Email Writer',
  intro:
    'Turn rough notes into a polished email in seconds. Write your thoughts, pick a tone, and let AI do the rest.',
  thoughtsLabel: 'Your thoughts',
  thoughtsPlaceholder:
    'e.g. tell the team the launch moves to next Tuesday, thank them for the extra work, ask for the final test report by Friday',
  shortcutTip: 'Tip: press {keys} to generate.',
  shortcutKeys: 'Ctrl + Enter (⌘ + Enter on Mac)',
  toneLabel: 'Email tone',
  tones: {
    professional: { label: 'Professional', description: 'Polished and businesslike' },
    warm: { label: 'Warm', description: 'Friendly and personal' },
    concise: { label: 'Concise', description: 'Short and to the point' },
    formal: { label: 'Formal', description: 'Respectful and traditional' },
    casual: { label: 'Casual', description: 'Relaxed and conversational' },
    persuasive: { label: 'Persuasive', description: 'Convincing, with a call to action' },
  } satisfies Record<Tone, { label: string; description: string }>,
  contextShow: 'Add context (optional)',
  contextHide: 'Hide context',
  contextLabel: 'Email you are replying to',
  contextPlaceholder: 'Paste the email you are replying to…',
  generate: 'Generate email',
  crafting: 'Crafting email…',
  generatedTitle: 'Generated email',
  stop: 'Stop',
  stopLabel: 'Stop writing',
  stopped: 'Stopped: this email is incomplete. Generate it again for a complete one.',
  writtenBy: 'Written by {model}',
  copy: 'Copy',
  copied: 'Copied!',
  emptyTitle: 'Your email will appear here',
  emptyHint: 'Write your thoughts, choose a tone, then generate.',
  tipsTitle: 'Pro tips',
  tips: [
    { title: 'Be specific', text: 'Say what you want the reader to do and by when.' },
    { title: 'Include details', text: 'Names, dates and numbers make the email precise.' },
    { title: 'Try different tones', text: 'The same thoughts read very differently in each tone.' },
    { title: 'Add context', text: 'Paste the email you are answering for a fitting reply.' },
  ],
  replyLanguageLabel: 'Reply language',
  replyInterface: 'Interface language',
  replyContext: "Same as the email I'm replying to",
  replyContextHint: 'Add the email you are replying to, to write in its language.',
  // The prompt's names are the English interface's labels.
  replyLanguages: REPLY_LANGUAGE_NAMES as Record<ReplyLanguageCode, string>,
  lengthLabel: 'Length',
  lengths: { short: 'Short', medium: 'Medium', long: 'Long' } satisfies Record<EmailLength, string>,
  refineTitle: 'Refine the draft',
  refineActions: {
    shorter: 'Shorter',
    longer: 'Longer',
    'more-formal': 'More formal',
    friendlier: 'Friendlier',
    'fix-grammar': 'Fix grammar',
  } satisfies Record<RefineAction, string>,
  refineInstructionLabel: 'Your own instruction',
  refineInstructionPlaceholder: 'e.g. mention the attached report',
  refineApply: 'Apply',
  undo: 'Undo',
  refining: 'Refining the draft…',
  refineError: 'Sorry, the draft could not be refined. Your previous draft is kept.',
  subjectsAction: 'Suggest subject lines',
  subjectsTitle: 'Subject lines',
  subjectsLoading: 'Finding subject lines…',
  subjectsError: 'Sorry, no subject lines could be suggested. Please try again.',
  copySubject: 'Copy subject line {n}',
  checkAction: 'Check before sending',
  checkClean:
    'Nothing to check: every date, amount, number, address and name in the draft comes from your notes.',
  checkIntro:
    'These are in the draft (marked above) but neither in your thoughts nor in the email you are replying to. Check them before sending:',
  checkKinds: {
    date: 'date or time',
    amount: 'amount',
    number: 'number',
    email: 'e-mail address',
    name: 'name',
  } satisfies Record<FindingKind, string>,
  checkMarkTitle: 'Not in your notes: check this {kind}',
  error: 'Sorry, there was an error generating your email. Please try again.',
  missingKey:
    'Email writing is not available on this site yet: the AI API key must be configured on the server before emails can be generated.',
};

export type Messages = typeof en;
