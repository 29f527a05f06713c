/** The converter's user-facing messages (spec §8, en-US only). */
export const ERROR_EMPTY_CODE = 'Please enter some code to convert.';
export const ERROR_CONVERSION_FAILED = 'Failed to convert code. Please try again.';
