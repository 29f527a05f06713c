// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import type { ComponentPropsWithRef } from 'react';
import type { BadgeVariants } from './Badge.css';
import * as styles from './Badge.css';
import { cx } from './cx';

export type BadgeProps = ComponentPropsWithRef<'span'> & BadgeVariants;

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(styles.base, styles.tone[tone ?? 'neutral'], className)} {...props} />;
}
