import type { StyleRule } from '@vanilla-extract/css';
import { kitLayer } from '../theme/layers.css';

/** Wraps a rule in the kit's cascade layer, so unlayered page styles override it. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [kitLayer]: rule } });
