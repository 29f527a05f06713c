/** Spec §9: the sky has 150 background stars. */
export const BACKGROUND_STAR_COUNT = 150;
/** Spec §9: the saved image is a 1920x1080 PNG. */
export const EXPORT_WIDTH = 1920;
export const EXPORT_HEIGHT = 1080;
/** Spec §4: gap between the starts of consecutive lines, per preset. */
export const COMPANY_LINE_GAP_MS = 80;
export const PARROT_LINE_GAP_MS = 100;
export const CUSTOM_LINE_GAP_MS = 100;
/** Spec §4: each line animates over 200 ms. */
export const LINE_DURATION_MS = 200;
/** How often line progress is recomputed while lines animate (about one frame). */
export const ANIMATION_TICK_MS = 16;
/** Spec §4: Reveal needs at least this many stars. */
export const MIN_STARS_TO_REVEAL = 3;
/** Spec §5: the name a blank one becomes. */
export const DEFAULT_CONSTELLATION_NAME = 'My Constellation';
/** Spec §8. */
export const SAVE_ERROR_MESSAGE = 'Erreur lors de la sauvegarde. Veuillez réessayer.';
/** Keyboard cursor steps, as fractions of the sky. */
export const CURSOR_STEP = 0.02;
export const CURSOR_BIG_STEP = 0.1;
