import type { EmailLanguage } from './core/languages';
import type { Tone } from './core/tones';

/** Every label of the page, per interface language. English is the shape the others must match. */
const en = {
  languageName: 'English',
  languageLabel: 'Interface language',
  badge: 'AI writing assistant',
  title: 'AI Email Writer',
  intro:
    'Turn rough notes into a polished email in seconds. Write your thoughts, pick a tone, and let AI do the rest.',
  themeToLight: 'Switch to light theme',
  themeToDark: 'Switch to dark theme',
  thoughtsLabel: 'Your thoughts',
  thoughtsPlaceholder:
    'e.g. tell the team the launch moves to next Tuesday, thank them for the extra work, ask for the final test report by Friday',
  shortcutTip: 'Tip: press {keys} to generate.',
  shortcutKeys: 'Ctrl + Enter (⌘ + Enter on Mac)',
  toneLabel: 'Email tone',
  tones: {
    professional: { label: 'Professional', description: 'Polished and businesslike' },
    warm: { label: 'Warm', description: 'Friendly and personal' },
    concise: { label: 'Concise', description: 'Short and to the point' },
    formal: { label: 'Formal', description: 'Respectful and traditional' },
    casual: { label: 'Casual', description: 'Relaxed and conversational' },
    persuasive: { label: 'Persuasive', description: 'Convincing, with a call to action' },
  } satisfies Record<Tone, { label: string; description: string }>,
  contextShow: 'Add context (optional)',
  contextHide: 'Hide context',
  contextLabel: 'Email you are replying to',
  contextPlaceholder: 'Paste the email you are replying to…',
  generate: 'Generate email',
  crafting: 'Crafting email…',
  generatedTitle: 'Generated email',
  copy: 'Copy',
  copied: 'Copied!',
  emptyTitle: 'Your email will appear here',
  emptyHint: 'Write your thoughts, choose a tone, then generate.',
  tipsTitle: 'Pro tips',
  tips: [
    { title: 'Be specific', text: 'Say what you want the reader to do and by when.' },
    { title: 'Include details', text: 'Names, dates and numbers make the email precise.' },
    { title: 'Try different tones', text: 'The same thoughts read very differently in each tone.' },
    { title: 'Add context', text: 'Paste the email you are answering for a fitting reply.' },
  ],
  error: 'Sorry, there was an error generating your email. Please try again.',
  missingKey:
    'The AI API key must be configured on the server (ANTHROPIC_API_KEY) before emails can be generated.',
};

export type Messages = typeof en;

const fr: Messages = {
  languageName: 'Français',
  languageLabel: "Langue de l'interface",
  badge: "Assistant d'écriture IA",
  title: "Rédacteur d'e-mails IA",
  intro:
    "Transformez des notes brutes en un e-mail soigné en quelques secondes. Écrivez vos idées, choisissez un ton, et l'IA fait le reste.",
  themeToLight: 'Passer au thème clair',
  themeToDark: 'Passer au thème sombre',
  thoughtsLabel: 'Vos idées',
  thoughtsPlaceholder:
    "ex. : dire à l'équipe que le lancement est repoussé à mardi prochain, la remercier pour le travail supplémentaire, demander le rapport de test final d'ici vendredi",
  shortcutTip: 'Astuce : appuyez sur {keys} pour générer.',
  shortcutKeys: 'Ctrl + Entrée (⌘ + Entrée sur Mac)',
  toneLabel: "Ton de l'e-mail",
  tones: {
    professional: { label: 'Professionnel', description: 'Soigné et efficace' },
    warm: { label: 'Chaleureux', description: 'Amical et personnel' },
    concise: { label: 'Concis', description: 'Court et direct' },
    formal: { label: 'Formel', description: 'Respectueux et classique' },
    casual: { label: 'Décontracté', description: 'Détendu et familier' },
    persuasive: { label: 'Persuasif', description: 'Convaincant, avec un appel à agir' },
  },
  contextShow: 'Ajouter du contexte (facultatif)',
  contextHide: 'Masquer le contexte',
  contextLabel: 'E-mail auquel vous répondez',
  contextPlaceholder: "Collez l'e-mail auquel vous répondez…",
  generate: "Générer l'e-mail",
  crafting: "Rédaction de l'e-mail…",
  generatedTitle: 'E-mail généré',
  copy: 'Copier',
  copied: 'Copié !',
  emptyTitle: 'Votre e-mail apparaîtra ici',
  emptyHint: 'Écrivez vos idées, choisissez un ton, puis générez.',
  tipsTitle: 'Conseils de pro',
  tips: [
    { title: 'Soyez précis', text: 'Dites ce que le lecteur doit faire et pour quand.' },
    { title: 'Ajoutez des détails', text: "Noms, dates et chiffres rendent l'e-mail précis." },
    { title: 'Essayez plusieurs tons', text: 'Les mêmes idées sonnent très différemment selon le ton.' },
    { title: 'Ajoutez du contexte', text: "Collez l'e-mail reçu pour une réponse adaptée." },
  ],
  error: "Désolé, une erreur s'est produite lors de la génération de votre e-mail. Veuillez réessayer.",
  missingKey:
    "La clé d'API de l'IA doit être configurée sur le serveur (ANTHROPIC_API_KEY) avant de pouvoir générer des e-mails.",
};

const es: Messages = {
  languageName: 'Español',
  languageLabel: 'Idioma de la interfaz',
  badge: 'Asistente de escritura con IA',
  title: 'Redactor de correos con IA',
  intro:
    'Convierte notas sueltas en un correo pulido en segundos. Escribe tus ideas, elige un tono y deja que la IA haga el resto.',
  themeToLight: 'Cambiar al tema claro',
  themeToDark: 'Cambiar al tema oscuro',
  thoughtsLabel: 'Tus ideas',
  thoughtsPlaceholder:
    'p. ej.: decir al equipo que el lanzamiento pasa al próximo martes, agradecer el esfuerzo extra, pedir el informe final de pruebas para el viernes',
  shortcutTip: 'Consejo: pulsa {keys} para generar.',
  shortcutKeys: 'Ctrl + Intro (⌘ + Intro en Mac)',
  toneLabel: 'Tono del correo',
  tones: {
    professional: { label: 'Profesional', description: 'Pulido y formal de oficina' },
    warm: { label: 'Cálido', description: 'Amable y cercano' },
    concise: { label: 'Conciso', description: 'Breve y al grano' },
    formal: { label: 'Formal', description: 'Respetuoso y tradicional' },
    casual: { label: 'Informal', description: 'Relajado y conversacional' },
    persuasive: { label: 'Persuasivo', description: 'Convincente, con una llamada a la acción' },
  },
  contextShow: 'Añadir contexto (opcional)',
  contextHide: 'Ocultar contexto',
  contextLabel: 'Correo al que respondes',
  contextPlaceholder: 'Pega el correo al que respondes…',
  generate: 'Generar correo',
  crafting: 'Redactando el correo…',
  generatedTitle: 'Correo generado',
  copy: 'Copiar',
  copied: '¡Copiado!',
  emptyTitle: 'Tu correo aparecerá aquí',
  emptyHint: 'Escribe tus ideas, elige un tono y genera.',
  tipsTitle: 'Consejos',
  tips: [
    { title: 'Sé específico', text: 'Di qué debe hacer el lector y para cuándo.' },
    { title: 'Incluye detalles', text: 'Nombres, fechas y cifras hacen el correo preciso.' },
    { title: 'Prueba varios tonos', text: 'Las mismas ideas suenan muy distintas en cada tono.' },
    { title: 'Añade contexto', text: 'Pega el correo recibido para una respuesta adecuada.' },
  ],
  error: 'Lo sentimos, se produjo un error al generar tu correo. Inténtalo de nuevo.',
  missingKey:
    'La clave de API de la IA debe configurarse en el servidor (ANTHROPIC_API_KEY) antes de poder generar correos.',
};

export const MESSAGES: Record<EmailLanguage, Messages> = { en, fr, es };
