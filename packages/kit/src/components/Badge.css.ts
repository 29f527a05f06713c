import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const badge = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  }),
  variants: {
    tone: {
      neutral: layered({ background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border }),
      accent: layered({ background: vars.color.accentSoft, color: vars.color.accent }),
      success: layered({ background: vars.color.successSoft, color: vars.color.success }),
      danger: layered({ background: vars.color.dangerSoft, color: vars.color.danger }),
      warning: layered({ background: vars.color.warningSoft, color: vars.color.warning }),
      info: layered({ background: vars.color.infoSoft, color: vars.color.info }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
