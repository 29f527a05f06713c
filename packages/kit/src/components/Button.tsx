import type { ComponentPropsWithRef } from 'react';
import type { ButtonVariants } from './Button.css';
import * as styles from './Button.css';
import { cx } from './cx';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClassName({ variant, size }), className)} {...props} />;
}

/** The button look for links (`<a>`), e.g. calls to action that navigate. */
export const buttonClassName = ({ variant = 'primary', size = 'md' }: ButtonVariants = {}) =>
  cx(styles.base, styles.variant[variant], styles.size[size]);
