// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import type { ComponentPropsWithRef, ComponentType } from 'react';
import type { ButtonVariants } from './Button.css';
import * as styles from './Button.css';
import { cx } from './cx';
import { Spinner } from './Spinner';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /**
     * Work started by this button is running: the button is disabled, says so to assistive tech
     * (aria-busy) and shows a spinner in place of its icon.
     */
    busy?: boolean;
    /** An icon before the label (a lucide icon), drawn at `iconSize` and hidden from assistive tech. */
    icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
    iconSize?: number;
  };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  icon: Icon,
  iconSize = 16,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size }), className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <Spinner size={iconSize} /> : Icon && <Icon size={iconSize} aria-hidden />}
      {children}
    </button>
  );
}

/** The button look for links (`<a>`), e.g. calls to action that navigate. */
export const buttonClassName = ({ variant = 'primary', size = 'md' }: ButtonVariants = {}) =>
  cx(styles.base, styles.variant[variant], styles.size[size]);
