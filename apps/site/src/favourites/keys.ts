/**
 * Where the favourites are stored (a JSON array of page ids; boot.js reads the same key), and the
 * event this tab's store dispatches on window when it changes them.
 */
export const FAVOURITES_KEY = 'demos:favourites';
