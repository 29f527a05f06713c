export { capacityBytes, embedPayload, extractPayload, frameBytes, rowsForFrame, topRows } from './bits';
export {
  BITS_PER_PIXEL,
  CAUSES,
  CHECK_BYTES,
  ENCRYPTED_MARKER,
  ENCRYPTION_OVERHEAD_BYTES,
  FLAG_COMPRESSED,
  FLAG_ENCRYPTED,
  FLAG_MESSAGE,
  FORMAT2_ENCRYPTION_OVERHEAD_BYTES,
  FORMAT2_MARKER,
  FORMAT2_OVERHEAD_BYTES,
  GCM_TAG_BYTES,
  HEADER_SEPARATOR,
  IV_BYTES,
  LENGTH_PREFIX_BYTES,
  MAX_INFLATED_BYTES,
  MAX_PAYLOAD_BYTES,
  MESSAGE_FILE_NAME,
  MESSAGE_FILE_TYPE,
  MESSAGES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
} from './constants';
export { type CompressedPart, type CompressParts, compressHere, compressPart } from './deflate';
export { StegoError } from './errors';
export { encodedFileName, formatSize, safeDownloadName } from './format';
export { sizeBlocker, tooLargeDetail } from './limits';
export {
  buildPayload,
  buildPlainPayload,
  headerBytes,
  isEncryptedPayload,
  measurePayload,
  parsePayload,
  parsePlainPayload,
  payloadSize,
  sha256Hex,
} from './payload';
export { decodePngToRgba, encodeRgbaToPng, hasPngSignature } from './png';
export {
  type CompressRows,
  compressRows,
  compressRowsHere,
  decodePngFast,
  type EncodePngOptions,
  encodeRgbaToPngFast,
  MAX_PIXELS,
  type PngChunks,
  type RowsJob,
  readPngChunks,
  readPngRows,
} from './png-stream';
export {
  capacityReport,
  decodeFile,
  decodeFileFromPng,
  type EncodedPng,
  encodeFile,
  encodeFileToPng,
  type PngWriteOptions,
  readFrameRows,
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
