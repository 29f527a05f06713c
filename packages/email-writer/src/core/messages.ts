/** The email assistant's failure text in English (spec §8); the page translates it. */
export const EMAIL_ERROR_MESSAGE = 'Sorry, there was an error generating your email. Please try again.';
