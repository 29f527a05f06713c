/** The converter's user-facing messages (spec §8, en-US only). */
export const ERROR_EMPTY_CODE = 'Please enter some code to convert.';
export const ERROR_CONVERSION_FAILED = 'Failed to convert code. Please try again.';
/**
 * The page's one notice when the server has no AI key (spec §2: the footer warns that the API key
 * must be configured). Calm words for a visitor: no server variable names.
 */
export const UNAVAILABLE_NOTICE =
  'Code conversion is not available on this site yet: the AI API key must be configured on the server before code can be converted.';
