/**
 * What the page says under its action: the words and how they read. The tone is chosen where the
 * status is made (a failure, a success, a prompt), never read back from the words: the spec's
 * colours (red for an error, green for a finished job, blue otherwise) follow from it.
 */
export type StatusTone = 'danger' | 'success' | 'info';

export interface Status {
  tone: StatusTone;
  text: string;
}

/** Something went wrong (red). */
export const failure = (text: string): Status => ({ tone: 'danger', text });
/** A job finished (green). */
export const success = (text: string): Status => ({ tone: 'success', text });
/** Work in progress, or what to do next (blue). */
export const note = (text: string): Status => ({ tone: 'info', text });
