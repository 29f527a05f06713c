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
  noteTitle: 'Contenu de la note',
  destroyedWarning:
    "Cette note a été détruite. Elle ne peut plus être lue, ni par vous ni par personne d'autre.",
  footer: 'Les notes sont supprimées après leur lecture ou au bout de 7 jours.',
  toLight: 'Passer au thème clair',
  toDark: 'Passer au thème sombre',
} as const;
