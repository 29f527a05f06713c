export { createLazyNotesApi, createSupabaseNotesApi, type NotesApi, NotesApiError } from './api';
export { createNotesClient } from './client';
export {
  EMBEDDED_ANON_KEY,
  type NotesBackendConfig,
  type NotesBackendEnv,
  resolveNotesBackend,
} from './config';
export {
  decryptNote,
  deriveClaim,
  type EncryptedNote,
  encryptNote,
  generateNoteKey,
  hashClaim,
  IV_BYTES,
  isNoteKey,
  KEY_BYTES,
  MAX_CONTENT_BYTES,
  MAX_MESSAGE_BYTES,
  NoteDecryptError,
  NoteTooLargeError,
} from './crypto';
export { buildNoteLink, isNoteId, NOTE_PATH, type ParsedNoteLink, parseNoteLink } from './link';
export { createMemoryNotesApi } from './memoryApi';
export {
  type CreatedNote,
  createSecretNote,
  EmptyNoteError,
  NoteNotFoundError,
  readSecretNote,
} from './notes';
