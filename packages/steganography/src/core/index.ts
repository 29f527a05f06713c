export { capacityBytes, embedPayload, extractPayload, frameBytes } from './bits';
export {
  BITS_PER_PIXEL,
  ENCRYPTED_MARKER,
  ENCRYPTION_OVERHEAD_BYTES,
  GCM_TAG_BYTES,
  HEADER_SEPARATOR,
  IV_BYTES,
  LENGTH_PREFIX_BYTES,
  MAX_PAYLOAD_BYTES,
  MESSAGES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
} from './constants';
export { StegoError } from './errors';
export { encodedFileName, formatSize, safeDownloadName } from './format';
export {
  buildPayload,
  buildPlainPayload,
  headerBytes,
  isEncryptedPayload,
  parsePayload,
  parsePlainPayload,
  payloadSize,
  sha256Hex,
} from './payload';
export { decodePngToRgba, encodeRgbaToPng, hasPngSignature } from './png';
export {
  capacityReport,
  decodeFile,
  decodeFileFromPng,
  type EncodedPng,
  encodeFile,
  encodeFileToPng,
} from './stego';
export type {
  CryptoOptions,
  HiddenFile,
  HiddenFileHeader,
  ProgressCallback,
  RgbaImage,
  StegoOptions,
  StegoResult,
} from './types';
