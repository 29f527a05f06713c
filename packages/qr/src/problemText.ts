import { format } from '@demos/kit';
import type { Locale, Messages } from './core/i18n';
import type { OptionProblem } from './core/options';
import type { PayloadProblem } from './core/payload';
import type { RenderOutput } from './render';

/** A field's problem in the page's language (undefined: none). */
export function problemText(t: Messages, problem: PayloadProblem['problem'] | undefined): string | undefined {
  if (!problem || 'more' in problem) return undefined;
  return 'bytes' in problem
    ? format(t.problems[problem.code], { bytes: problem.bytes })
    : t.problems[problem.code];
}

/** An option's problem in the page's language (undefined: none). */
export function optionText(t: Messages, problem: OptionProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (problem.code === 'sizeRange') return format(t.sizeRange, { min: problem.min, max: problem.max });
  if (problem.code === 'marginRange') return format(t.marginRange, { max: problem.max });
  return t.colorInvalid;
}

/** Why the downloads of a drawn code are disabled (empty: they are offered). */
export function blockedReasons(t: Messages, output: RenderOutput, locale: Locale): string[] {
  if (!output.ok) return [];
  const reasons = output.look.map((problem) => {
    if (problem.code === 'lightOnDark') return t.blocked.lightOnDark;
    if (problem.code === 'lowContrast') {
      return format(t.blocked.lowContrast, { ratio: problem.ratio.toLocaleString(locale), min: problem.min });
    }
    return format(t.blocked.logoTooLarge, { cover: problem.cover, max: problem.max });
  });
  if (!output.pngReads) reasons.push(t.blocked.pngUnreadable);
  if (!output.svgReads) reasons.push(t.blocked.svgUnreadable);
  return reasons;
}
