import type { ComponentPropsWithRef } from 'react';
import { type BadgeVariants, badge } from './Badge.css';
import { cx } from './cx';

export type BadgeProps = ComponentPropsWithRef<'span'> & BadgeVariants;

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
