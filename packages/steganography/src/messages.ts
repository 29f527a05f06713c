/**
 * The page's French copy in one place. The statuses of spec §8 (errors, the done messages) live
 * with the codec in core/constants.ts, since the worker writes them too.
 */
export const TEXT = {
  title: 'Stéganographie',
  description:
    "Cachez n'importe quel fichier dans une image PNG, au bit près, avec un chiffrement AES-256 optionnel. Tout se passe dans votre navigateur : rien n'est envoyé.",
  modeLabel: 'Mode',
  modes: { encode: 'Encoder', decode: 'Décoder' },
  formTitle: {
    decode: 'Récupérer un fichier',
    message: 'Cacher un message',
    file: 'Cacher un fichier',
  },
  formDescription: {
    encode:
      'Choisissez une image porteuse et le fichier (ou le message) à cacher. Le résultat est toujours un PNG, compressé quand c’est utile.',
    decode: 'Choisissez une image produite par cet outil (PNG), et son mot de passe s’il y en a un.',
  },
  carrierLabel: 'Image porteuse',
  carrierHint: 'PNG de préférence ; JPEG, WebP, GIF… sont acceptés comme porteuses.',
  stegoImageLabel: 'Image à décoder',
  imageChoose: 'Choisir une image',
  imageDrop: 'ou déposez-la ici',
  remove: 'Retirer',
  contentLegend: 'Contenu à cacher',
  contentChoices: { file: 'Fichier', message: 'Message' },
  messageLabel: 'Message à cacher',
  fileLabel: 'Fichier à cacher',
  fileChoose: 'Choisir un fichier',
  fileDrop: 'ou déposez-le ici',
  passwordLabel: 'Mot de passe (optionnel)',
  passwordHint: 'AES-256-GCM, clé dérivée par PBKDF2-SHA-256 (600 000 itérations).',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  capacityLabel: 'Capacité',
  stats: { image: 'Image', capacity: 'Capacité', needed: 'Taille nécessaire', type: 'Type', size: 'Taille' },
  none: '—',
  compressed: ' (compressé)',
  tooBig: ' (trop grand)',
  unknownType: 'inconnu',
  action: {
    busy: { encode: 'Encodage…', decode: 'Décodage…' },
    message: 'Cacher le message',
    file: 'Cacher le fichier',
    decode: 'Extraire le fichier',
  },
  progress: 'Progression',
  encodedTitle: 'Image encodée',
  download: 'Télécharger',
  downloadFile: 'Télécharger le fichier',
  downloaded: 'Fichier téléchargé',
  carrierPreviewAlt: 'Aperçu de la porteuse choisie',
  stegoPreviewAlt: 'Aperçu du fichier à décoder',
  previewUnavailable: 'Aperçu indisponible.',
  noImage: 'Aucune image choisie.',
  nothingRecovered: "Aucun fichier récupéré pour l'instant.",
  recoveredTitle: { message: 'Message récupéré', file: 'Fichier récupéré' },
  copyMessage: 'Copier le message',
  copied: 'Copié !',
  sendAsFile: 'À envoyer comme fichier',
  sendAsFileWhy:
    ' (pièce jointe de type document, lien de téléchargement) : une messagerie qui recompresse l’image en JPEG ou la redimensionne détruit les données cachées.',
  survival: {
    pending: 'Test en cours : recompression de l’image en JPEG (qualité 85) dans votre navigateur…',
    lost: 'Test fait dans votre navigateur : recompressée en JPEG (qualité 85), l’image a perdu les données cachées. Ne l’envoyez pas comme photo.',
    kept: 'Test fait dans votre navigateur : les données ont survécu cette fois à une recompression JPEG (qualité 85), mais d’autres réglages les détruiront. Envoyez-la comme fichier.',
    unknown: null,
  },
  howTitle: 'Comment ça marche',
  how: [
    "1 bit de poids faible dans chacun des canaux R, G et B de chaque pixel ; l'alpha n'est pas touché.",
    "Un préfixe de 4 octets (big-endian) donne la taille, puis l'en-tête JSON et le fichier.",
    "Le PNG produit est relu et comparé (SHA-256) avant d'être proposé au téléchargement.",
    'Le traitement tourne dans un Web Worker : la page reste fluide.',
  ],
} as const;

/** Under the message to hide: how long it is. */
export const messageLength = (length: number) =>
  `${length.toLocaleString('fr-FR')} caractères ; toute langue, emoji compris.`;

/** The result's card: name, size in pixels and in bytes. */
export const resultDescription = (fileName: string, width: number, height: number, size: string) =>
  `${fileName} · ${width} × ${height} px · ${size}`;

export const resultAlt = (fileName: string) => `Résultat encodé : ${fileName}`;
export const resultNoPreview = (fileName: string) => `${fileName} est prêt (aperçu indisponible).`;
export const imageSize = (width: number, height: number) => `${width} × ${height} px`;

/** Asked of a typed message when nothing is typed yet. */
export const MISSING_MESSAGE = 'Veuillez sélectionner une image porteuse et saisir un message à cacher.';

/** The status while a job runs. */
export const ENCODING = { encode: 'Encodage en cours…', decode: 'Décodage en cours…' };
