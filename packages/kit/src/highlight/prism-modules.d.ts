// Prism 1 ships CommonJS files without types; its core and grammar modules are loaded for their
// side effect (they register on the `Prism` global) and export nothing the kit reads.
declare module 'prismjs/components/prism-core.js';
declare module 'prismjs/components/prism-bash.js';
