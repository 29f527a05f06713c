import type { Failed } from '../client';
import { frameBytes } from '../core/bits';
import {
  FORMAT2_ENCRYPTION_OVERHEAD_BYTES,
  MESSAGE_FILE_NAME,
  MESSAGE_FILE_TYPE,
  MESSAGES,
} from '../core/constants';
import { sizeBlocker } from '../core/limits';
import { payloadSize } from '../core/payload';
import { MISSING_MESSAGE } from '../messages';
import { failure, note, type Status } from '../status';
import type { ImageSlot, StegoState } from './state';

/** The image slot the current mode uses. */
export function activeSlot(state: Pick<StegoState, 'mode' | 'carrier' | 'stegoImage'>): ImageSlot {
  return state.mode === 'encode' ? state.carrier : state.stegoImage;
}

type ContentState = Pick<StegoState, 'content' | 'file' | 'text'>;

/** What Encode would hide, as the worker takes it (null when nothing is chosen or typed). */
export function hiddenInput(
  state: ContentState,
): { file: Blob; fileName: string; fileType: string; message: boolean } | null {
  if (state.content === 'message') {
    if (state.text === '') return null;
    return {
      file: new Blob([state.text]),
      fileName: MESSAGE_FILE_NAME,
      fileType: MESSAGE_FILE_TYPE,
      message: true,
    };
  }
  if (!state.file) return null;
  return { file: state.file, fileName: state.file.name, fileType: state.file.type, message: false };
}

/** Identifies the content, so a measure is used only for what it measured. */
export function contentKey(state: ContentState): string | null {
  if (state.content === 'message') return state.text === '' ? null : `m:${state.text}`;
  const file = state.file;
  return file ? `f:${file.name}:${file.type}:${file.size}:${file.lastModified}` : null;
}

const encoder = new TextEncoder();

/** Size before compression (what is shown until the worker has measured). */
export function rawPayloadBytes(state: ContentState, encrypted: boolean): number | null {
  if (state.content === 'message') {
    if (state.text === '') return null;
    const size = encoder.encode(state.text).length;
    return payloadSize({ name: MESSAGE_FILE_NAME, type: MESSAGE_FILE_TYPE, size }, encrypted, 2);
  }
  const file = state.file;
  return file ? payloadSize({ name: file.name, type: file.type, size: file.size }, encrypted, 2) : null;
}

type SizeState = ContentState & Pick<StegoState, 'password' | 'measured'>;

/** The payload's size: measured (compression included) when known, else before compression. */
export function payloadEstimate(state: SizeState): { bytes: number; measured: boolean; raw: number } | null {
  const encrypted = state.password !== '';
  const raw = rawPayloadBytes(state, encrypted);
  if (raw === null) return null;
  const key = contentKey(state);
  if (state.measured && state.measured.key === key) {
    const bytes = state.measured.bytes + (encrypted ? FORMAT2_ENCRYPTION_OVERHEAD_BYTES : 0);
    return { bytes, measured: true, raw };
  }
  return { bytes: raw, measured: false, raw };
}

/** Bytes needed to hide the current content, frame included (null without content). */
export function neededBytes(state: SizeState): number | null {
  const estimate = payloadEstimate(state);
  return estimate ? frameBytes(estimate.bytes) : null;
}

type ReasonState = Pick<StegoState, 'mode' | 'carrier' | 'stegoImage' | 'password'> & SizeState;

/**
 * Why the action cannot run with the current inputs, known before pressing (null when it can):
 * an unusable image, a missing input, an image too small for the content, content over the 1 MB
 * limit. It is derived from the inputs, so it stays exactly until the input that causes it changes.
 */
export function blockReason(state: ReasonState): Status | null {
  const slot = activeSlot(state);
  if (slot.error) return slot.error;
  if (state.mode === 'decode') return slot.file ? null : note(MESSAGES.missingImage);
  const estimate = payloadEstimate(state);
  if (!slot.file || !estimate) {
    return note(state.content === 'message' ? MISSING_MESSAGE : MESSAGES.missingInputs);
  }
  if (!slot.info || !estimate.measured) return null;
  const blocker = sizeBlocker(slot.info.capacity, estimate.bytes);
  return blocker ? failure(blocker.message) : null;
}

/** A request's failure as the page shows it: an unusable file is a prompt, anything else an error. */
export const failedStatus = (outcome: Failed): Status => (outcome.input ? note : failure)(outcome.message);

/**
 * The action button's rule: disabled while busy, without an image (or while its size is being
 * read), (encode) without content or while its size is being measured, and whenever a reason is
 * known before pressing.
 */
export function canRun(state: ReasonState & Pick<StegoState, 'busy'>): boolean {
  if (state.busy || activeSlot(state).info === null || blockReason(state) !== null) return false;
  return state.mode === 'decode' || payloadEstimate(state)?.measured === true;
}
