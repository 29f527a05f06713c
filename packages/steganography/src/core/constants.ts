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
/** First payload byte of a format-2 payload (format 1 starts with `{` or ENCRYPTED_MARKER). */
export const FORMAT2_MARKER = 0x02;
/** Format-2 flags (second byte). */
export const FLAG_ENCRYPTED = 0x01;
export const FLAG_COMPRESSED = 0x02;
export const FLAG_MESSAGE = 0x04;
/** Bytes of the password check value in an encrypted format-2 payload. */
export const CHECK_BYTES = 16;
/** Format 2: marker + flags, then (encrypted) salt, IV, password check and GCM tag. */
export const FORMAT2_OVERHEAD_BYTES = 2;
export const FORMAT2_ENCRYPTION_OVERHEAD_BYTES = SALT_BYTES + IV_BYTES + CHECK_BYTES + GCM_TAG_BYTES;
/** Largest plain payload a compressed format-2 payload may inflate to (guards against bombs). */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** Name and type stored for a hidden message. */
export const MESSAGE_FILE_NAME = 'message.txt';
export const MESSAGE_FILE_TYPE = 'text/plain;charset=utf-8';

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

/**
 * Messages beyond the spec's (format 2 and cause-specific decode errors). They name the cause, so
 * a wrong password, a damaged image and a recompressed image are told apart.
 */
export const CAUSES = {
  encodeMessageDone: 'Encodage terminé ! Le message est caché dans l’image.',
  decodeMessageDone: 'Décodage terminé ! Le message a été récupéré.',
  passwordRequired: 'Erreur: Cette image est protégée par un mot de passe. Saisissez-le, puis réessayez.',
  wrongPassword: 'Erreur: Mot de passe incorrect pour cette image.',
  damaged: "Erreur: Les données cachées sont endommagées : l'image a été modifiée après l'encodage.",
  newerFormat: "Erreur: Ces données viennent d'une version plus récente de l'outil (format inconnu).",
  jpeg: "Erreur: Cette image est un JPEG. La compression JPEG détruit les données cachées : il faut le PNG produit par l'outil, transmis comme fichier.",
  notPng: (format: string) =>
    `Erreur: Cette image est au format ${format}, pas PNG. Une conversion détruit les données cachées : il faut le PNG produit par l'outil, transmis comme fichier.`,
  reencodedPng: (why: string) =>
    `Erreur: Ce PNG semble avoir été recompressé ou redimensionné (${why}) : s'il contenait des données cachées, elles ont été perdues. Il faut le PNG d'origine, transmis comme fichier.`,
} as const;
