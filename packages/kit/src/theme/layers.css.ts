// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { globalLayer } from '@vanilla-extract/css';

/** Cascade order: reset < kit components. Page styles stay unlayered, so they always win. */
export const resetLayer = globalLayer('demos-reset');
export const kitLayer = globalLayer('demos-kit');
