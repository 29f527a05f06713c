/** The company's name: the header title, the footer's copyright line and every document title. */
export const SITE_NAME = 'Halcyon Labs';
