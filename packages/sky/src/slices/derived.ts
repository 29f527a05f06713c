import { MIN_STARS_TO_REVEAL } from '../core/constants';
import { COMPANY_FIGURE, PARROT_FIGURE, type SkyPoint } from '../core/presets';
import type { Preset, SkyState } from './state';

export const canPlaceStars = (s: Pick<SkyState, 'preset' | 'namingOpen'>) =>
  s.preset === 'none' && !s.namingOpen;
export const canReveal = (s: Pick<SkyState, 'preset' | 'stars'>) =>
  s.stars.length >= MIN_STARS_TO_REVEAL && s.preset !== 'parrot';
export const presetPoints = (preset: Preset): readonly SkyPoint[] =>
  preset === 'company' ? COMPANY_FIGURE.points : preset === 'parrot' ? PARROT_FIGURE.points : [];
