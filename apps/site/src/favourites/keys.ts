/** Where the favourites are stored (a JSON array of page ids); boot.js reads the same key. */
export const FAVOURITES_KEY = 'demos:favourites';
/** Dispatched on window when this tab changes the favourites. */
export const FAVOURITES_CHANGED = 'demos:favourites-changed';
