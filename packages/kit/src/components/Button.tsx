import type { ComponentPropsWithRef } from 'react';
import { type ButtonVariants, button } from './Button.css';
import { cx } from './cx';

export type ButtonProps = ComponentPropsWithRef<'button'> & ButtonVariants;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...props} />;
}

/** The button look for links (`<a>`), e.g. calls to action that navigate. */
export const buttonClassName = (variants: ButtonVariants = {}) => button(variants);
