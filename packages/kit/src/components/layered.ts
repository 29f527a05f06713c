// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import type { StyleRule } from '@vanilla-extract/css';
import { kitLayer } from '../theme/layers.css';

/** Wraps a rule in the kit's cascade layer, so unlayered page styles override it. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [kitLayer]: rule } });
