// Prism's grammar modules register themselves on the Prism global and export nothing.
declare module 'prismjs/components/*';
