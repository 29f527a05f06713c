/** The page's French strings; those from spec §2, §5 and §8 are exact. */
export const MESSAGES = {
  title: 'Notes secrètes',
  description:
    "Partagez un message chiffré dans votre navigateur, qui s'autodétruit dès sa première lecture.",
  placeholder: 'Écrivez votre message secret ici...',
  messageLabel: 'Votre message secret',
  create: 'Créer la note',
  creating: 'Création...',
  blankTitle: 'Erreur',
  blankDescription: 'Veuillez entrer un message',
  createdTitle: 'Note créée!',
  createdDescription: 'Votre note a été créée avec succès',
  createFailedTitle: 'Erreur',
  createFailedDescription: 'Impossible de créer la note',
  copiedTitle: 'Copié!',
  copiedDescription: 'Le lien a été copié dans le presse-papier',
  notFoundTitle: 'Note introuvable',
  notFoundDescription: "Cette note n'existe pas ou a déjà été lue",
  readFailedTitle: 'Erreur',
  readFailedDescription: 'Impossible de lire la note',
  linkLabel: 'Lien à partager',
  copyLink: 'Copier le lien',
  selfDestructWarning:
    "Cette note s'autodétruira après avoir été lue. Le lien ne fonctionne qu'une seule fois.",
  newNote: 'Créer une nouvelle note',
  confirmTitle: 'Vous avez reçu une note secrète',
  confirmDescription:
    "Elle sera détruite dès que vous l'aurez lue : assurez-vous de pouvoir la lire ou la copier maintenant.",
  readNote: 'Lire la note',
  reading: 'Ouverture...',
  checking: 'Recherche de la note...',
  loading: 'Chargement...',
  noteTitle: 'Contenu de la note',
  destroyedWarning:
    "Cette note a été détruite. Elle ne peut plus être lue, ni par vous ni par personne d'autre.",
  footer: 'Les notes sont supprimées après leur lecture ou au bout de 7 jours.',
  footerChoice: 'À la création, vous pouvez choisir un délai plus court : 1 heure ou 1 jour.',
  expiryLabel: 'Expire après',
  expiryOptions: { '1h': '1 heure', '1d': '1 jour', '7d': '7 jours' },
  passphraseCreateLabel: 'Phrase secrète (facultative)',
  passphraseCreateHint:
    'Le destinataire devra la saisir en plus du lien. Communiquez-la par un autre canal. Elle ne quitte jamais votre navigateur.',
  passphraseTooLong: 'Phrase secrète trop longue : 1 024 caractères au maximum.',
  passphraseLabel: 'Phrase secrète',
  passphraseHint: "L'expéditeur a protégé cette note par une phrase secrète.",
  passphraseUnknownHint: "Seulement si l'expéditeur en a défini une.",
  passphraseRequired: 'Saisissez la phrase secrète de cette note.',
  showPassphrase: 'Afficher la phrase secrète',
  hidePassphrase: 'Masquer la phrase secrète',
  destroyedTitle: 'Note détruite',
  destroyedDescription: 'Phrase secrète incorrecte 5 fois : la note a été détruite.',
  statusLinkLabel: 'Lien de suivi',
  statusLinkHint: 'Gardez ce lien pour vous : il indique si la note a été lue, jamais son contenu.',
  copyStatusLink: 'Copier le lien de suivi',
  statusCopiedDescription: 'Le lien de suivi a été copié dans le presse-papier',
  showQr: 'Afficher le QR code',
  hideQr: 'Masquer le QR code',
  qrLabel: 'QR code du lien de la note',
  qrFailed: "Le QR code n'a pas pu être affiché. Réessayez.",
  protectedNote: 'Protégée par une phrase secrète.',
  statusTitle: 'Suivi de la note',
  statusDescription: 'Ce lien indique si la note a été lue. Il ne montre jamais son contenu.',
  statusLoading: 'Recherche du statut...',
  statusExpired: 'Expirée sans avoir été lue',
  statusMissing:
    'Aucune note ne correspond à ce lien de suivi : il est incomplet, ou la note a expiré et a été supprimée.',
  statusFailed: 'Impossible de lire le statut de la note. Réessayez.',
  refreshStatus: 'Actualiser',
  createTitle: 'Nouvelle note',
  createDescription: 'Le message est chiffré avant de quitter votre navigateur.',
  assurancesLabel: 'Garanties',
  assurances: {
    encryption: 'Chiffrement AES-256 dans le navigateur',
    singleRead: 'Lecture unique',
    keyInLink: 'La clé ne quitte jamais le lien',
  },
  readsLabel: 'Nombre de lectures',
  burnLinkLabel: 'Lien de destruction',
  burnLinkHint:
    "Gardez ce lien pour vous : il détruit la note tant qu'elle n'a pas été lue jusqu'au bout. Il ne permet pas de la lire.",
  copyBurnLink: 'Copier le lien de destruction',
  burnCopiedDescription: 'Le lien de destruction a été copié dans le presse-papier',
  burnTitle: 'Destruction de la note',
  burnDescription: 'Ce lien détruit la note avant sa lecture. Il ne permet pas de la lire.',
  burnWarning: 'La note sera détruite définitivement : plus personne ne pourra la lire.',
  burnNote: 'Détruire la note',
  burning: 'Destruction...',
  burned: 'Note détruite.',
  burnMissing: "Cette note n'existe plus : elle a déjà été lue, détruite, ou elle a expiré.",
  burnFailed: 'Impossible de détruire la note. Réessayez.',
  readsListLabel: 'Lectures',
  readyTitle: 'Votre note est prête',
  readyDescription: "Envoyez ce lien à son destinataire. Il ne s'ouvre qu'une fois.",
  recipientsLabel: 'Destinataires',
  readyRecipientsDescription:
    "Envoyez à chaque destinataire son propre lien : chacun s'ouvre indépendamment des autres.",
  linksListLabel: 'Liens des destinataires',
  burnLinkFailed: 'Impossible de détruire ce lien. Réessayez.',
  burnLinkMissing: "Ce lien n'est plus actif : il a déjà été lu, détruit, ou il a expiré.",
} as const;

const byteFormat = new Intl.NumberFormat('fr-FR');

/** Under the message while it is over the limit. */
export function tooLongMessage(maxBytes: number): string {
  return `Message trop long : ${byteFormat.format(maxBytes)} octets au maximum.`;
}

/** Beside the create button: the message's size against the limit. */
export function sizeMessage(bytes: number, maxBytes: number): string {
  return `${byteFormat.format(bytes)} / ${byteFormat.format(maxBytes)} octets`;
}

/** The reveal step's answer to a wrong passphrase that left the note alive. */
export function wrongPassphraseMessage(remaining: number): string {
  return `Phrase secrète incorrecte. Il reste ${remaining} ${remaining === 1 ? 'essai' : 'essais'}.`;
}

/** Dates on the status page: "30 novembre 2026 à 10:20", in the reader's time zone by default. */
export function formatNoteDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

export const statusMessages = {
  unread: (expiresAt: string, timeZone?: string) =>
    `Non lue (expire le ${formatNoteDate(expiresAt, timeZone)})`,
  read: (readAt: string, timeZone?: string) => `Lue le ${formatNoteDate(readAt, timeZone)}`,
  destroyed: (destroyedAt: string, timeZone?: string) =>
    `Détruite le ${formatNoteDate(destroyedAt, timeZone)} après 5 phrases secrètes incorrectes`,
  burned: (destroyedAt: string, timeZone?: string) => `Détruite le ${formatNoteDate(destroyedAt, timeZone)}`,
  partlyRead: (count: number, maxReads: number, expiresAt: string, timeZone?: string) =>
    `Lue ${count} fois sur ${maxReads} (expire le ${formatNoteDate(expiresAt, timeZone)})`,
} as const;

/** The options of `Nombre de lectures`. */
export function readsOption(reads: number): string {
  return reads === 1 ? '1 lecture' : `${reads} lectures`;
}

/** The create form's promise about reads: the spec's one by default. */
export function readsAssurance(reads: number): string {
  return reads === 1 ? MESSAGES.assurances.singleRead : `${reads} lectures au plus`;
}

/** Under the created note's link, for a note that may be read several times. */
export function multiReadWarning(reads: number): string {
  return `Cette note s'autodétruira après ${reads} lectures. Le lien fonctionne ${reads} fois.`;
}

/** Above a note that may be read several times: which read this is. */
export function readOfMessage(read: number, reads: number): string {
  return `Lecture ${read} sur ${reads}`;
}

/** Under a note that may still be read. */
export function readsLeftWarning(left: number): string {
  return `Cette note peut encore être lue ${left} fois. Elle sera détruite après la dernière lecture.`;
}

/** The reveal step of a note that may still be read more than once. */
export function confirmReadsLeft(left: number): string {
  return `Elle peut encore être lue ${left} fois, puis elle sera détruite : assurez-vous de pouvoir la lire ou la copier maintenant.`;
}

/** The status page's list of reads. */
export function readLine(index: number, at: string, timeZone?: string): string {
  return `Lecture ${index} : ${formatNoteDate(at, timeZone)}`;
}

/** Under the created note's link: how long it lives. */
export function createdExpiryMessage(label: string): string {
  return `Sans lecture, elle sera supprimée au bout de ${label}.`;
}

/** The options of `Destinataires`. */
export function recipientsOption(recipients: number): string {
  return recipients === 1 ? '1 destinataire' : `${recipients} destinataires`;
}

/** One recipient's link: `Lien 2`. */
export function recipientLinkLabel(link: number): string {
  return `Lien ${link}`;
}

export function copyRecipientLink(link: number): string {
  return `Copier le lien ${link}`;
}

/** The QR code of one recipient's link: its name, and its button's words. */
export const recipientQr = {
  label: (link: number) => `QR code du lien ${link}`,
  show: (link: number) => `Afficher le QR code du lien ${link}`,
  hide: (link: number) => `Masquer le QR code du lien ${link}`,
} as const;

/** Under the created links of a note with several recipients. */
export function recipientsWarning(recipients: number, reads: number): string {
  const each = reads > 1 ? `après ${reads} lectures` : 'après avoir été lu';
  return `${recipients} liens, un par destinataire : chacun s'autodétruira ${each}, sans toucher aux autres.`;
}

/** The status page's burn action for one link. */
export function burnRecipientLabel(link: number): string {
  return `Détruire le lien ${link}`;
}

/** The status page's summary for a note with several links. */
export function linksReadSummary(read: number, links: number): string {
  return read === 1 ? `1 lien lu sur ${links}` : `${read} liens lus sur ${links}`;
}

/** One link's state on the status page: `Lien 2 : lue le …`. */
export const linkStatusMessages = {
  unread: (link: number, expiresAt: string, timeZone?: string) =>
    `Lien ${link} : non lue (expire le ${formatNoteDate(expiresAt, timeZone)})`,
  partlyRead: (link: number, count: number, maxReads: number) =>
    `Lien ${link} : lue ${count} fois sur ${maxReads}`,
  read: (link: number, readAt: string, timeZone?: string) =>
    `Lien ${link} : lue le ${formatNoteDate(readAt, timeZone)}`,
  expired: (link: number) => `Lien ${link} : expirée sans avoir été lue`,
  burned: (link: number, destroyedAt: string, timeZone?: string) =>
    `Lien ${link} : détruite le ${formatNoteDate(destroyedAt, timeZone)}`,
  destroyed: (link: number, destroyedAt: string, timeZone?: string) =>
    `Lien ${link} : détruite le ${formatNoteDate(destroyedAt, timeZone)} après 5 phrases secrètes incorrectes`,
} as const;

/** Sizes in French: 999 o, 12,3 Ko, 4,5 Mo (1 Ko = 1024 octets). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const units = ['Ko', 'Mo', 'Go'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value.toFixed(value < 10 && !Number.isInteger(value) ? 1 : 0).replace('.', ',');
  return `${shown} ${units[unit]}`;
}

/** The attached files' words. */
export const filesMessages = {
  label: 'Joindre des fichiers',
  choose: 'Choisir un fichier',
  drop: 'ou le déposer ici',
  remove: 'Retirer',
  removeFile: (name: string) => `Retirer ${name}`,
  listLabel: 'Fichiers joints',
  limits: (maxFiles: number, maxBytes: number) =>
    `Jusqu'à ${maxFiles} fichiers, ${formatBytes(maxBytes)} au total, chiffrés dans votre navigateur avec la note.`,
  tooMany: (maxFiles: number) => `Trop de fichiers : une note en contient au plus ${maxFiles}.`,
  tooLarge: (maxBytes: number) => `Fichiers trop volumineux : ${formatBytes(maxBytes)} au total au plus.`,
  unsupported: "Ce serveur de notes n'accepte pas de fichiers.",
  uploading: (sent: number, total: number) =>
    `Envoi des fichiers : ${formatBytes(sent)} sur ${formatBytes(total)}`,
  download: 'Télécharger',
  downloadFile: (name: string) => `Télécharger ${name}`,
  downloading: 'Téléchargement...',
  downloadFailedTitle: 'Erreur',
  downloadFailedDescription: 'Impossible de télécharger le fichier : il a peut-être déjà été supprimé.',
  readerHint: 'Téléchargez les fichiers maintenant : ils sont supprimés avec la note.',
} as const;
