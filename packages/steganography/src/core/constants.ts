/** Largest payload (JSON header + file bytes, or its encrypted form) a decoder accepts, in bytes. */
export const MAX_PAYLOAD_BYTES = 1_000_000;
/** Size of the big-endian length prefix, in bytes. */
export const LENGTH_PREFIX_BYTES = 4;
/** Data bits stored per pixel: one least significant bit in each of R, G and B (alpha untouched). */
export const BITS_PER_PIXEL = 3;
/** PBKDF2-SHA-256 iterations used to derive the AES-256-GCM key from the password. */
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;
/** First payload byte of an encrypted payload (a plain payload starts with `{`, 0x7B). */
export const ENCRYPTED_MARKER = 0x01;
/** Bytes an encrypted payload adds to the plain one: marker, salt, IV and GCM tag. */
export const ENCRYPTION_OVERHEAD_BYTES = 1 + SALT_BYTES + IV_BYTES + GCM_TAG_BYTES;
/** Separates the JSON header from the file bytes in a plain payload. */
export const HEADER_SEPARATOR = 0x00;

/** The exact French messages of the spec (§8). */
export const MESSAGES = {
  missingInputs: 'Veuillez sélectionner une image porteuse et un fichier à cacher.',
  missingImage: 'Veuillez sélectionner une image à décoder.',
  invalidImage: 'Veuillez sélectionner un fichier image valide.',
  tooSmall: (needed: number, available: number) =>
    `Erreur: L'image est trop petite. Besoin de ${needed} bytes, disponible: ${available} bytes.`,
  invalidLength: 'Erreur: Taille de données invalide ou image non encodée.',
  undecodable: "Erreur: Impossible de décoder les données. Vérifiez le mot de passe ou l'image.",
  encodeFailed: (detail: string) => `Erreur lors de l'encodage: ${detail}`,
  decodeFailed: (detail: string) => `Erreur lors du décodage: ${detail}`,
  encodeDone: 'Encodage terminé ! Le fichier est caché dans l’image.',
  decodeDone: 'Décodage terminé ! Le fichier a été récupéré.',
} as const;
