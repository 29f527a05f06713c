import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: '64rem', minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const result = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
/** A file name is one token: it never breaks at its hyphen (`Invoke- / SystemAudit.ps1`). */
export const fileName = style({ whiteSpace: 'nowrap' });
export const smallValue = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const drives = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });
export const driveIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: 2 });
export const drive = style({ flex: 1, minWidth: 0 });
/** The word after a count reads as its unit: smaller, so '120 running' stays on one line in a half-width card. */
export const unit = style({ fontSize: vars.fontSize.lg, fontWeight: 650 });
