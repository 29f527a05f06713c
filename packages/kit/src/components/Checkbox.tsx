import { type ComponentPropsWithRef, type ReactNode, type Ref, useCallback, useId } from 'react';
import * as styles from './Checkbox.css';
import { cx } from './cx';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** Visible label next to the box. Without it, label the box yourself (aria-label or <label htmlFor>). */
  label?: ReactNode;
  /** Shows a dash instead of a check (a "some of them" state); the DOM property is set for you. */
  indeterminate?: boolean;
  /** Class of the row (with a label) or of the box (without one). */
  className?: string;
  labelClassName?: string;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A native checkbox drawn as the kit's: keyboard, forms and the label work as the browser's own,
 * before hydration too. `indeterminate` is also reflected in aria-checked="mixed".
 */
export function Checkbox({
  label,
  indeterminate,
  className,
  labelClassName,
  id: idProp,
  ref,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = Boolean(indeterminate);
      assignRef(ref, node);
    },
    [indeterminate, ref],
  );
  const input = (
    <input
      {...inputProps}
      ref={setRef}
      id={id}
      type="checkbox"
      className={cx(styles.box, label === undefined ? className : undefined)}
      aria-checked={indeterminate ? 'mixed' : inputProps['aria-checked']}
    />
  );
  if (label === undefined) return input;
  return (
    <span className={cx(styles.row, className)}>
      {input}
      <label htmlFor={id} className={cx(styles.label, labelClassName)}>
        {label}
      </label>
    </span>
  );
}

export type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** Visible label next to the circle. Without it, label the radio yourself. */
  label?: ReactNode;
  /** Class of the row (with a label) or of the radio (without one). */
  className?: string;
  labelClassName?: string;
};

/** A native radio drawn as the kit's (group them in a fieldset with a legend, one `name`). */
export function Radio({ label, className, labelClassName, id: idProp, ...inputProps }: RadioProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const input = (
    <input
      {...inputProps}
      id={id}
      type="radio"
      className={cx(styles.radio, label === undefined ? className : undefined)}
    />
  );
  if (label === undefined) return input;
  return (
    <span className={cx(styles.row, className)}>
      {input}
      <label htmlFor={id} className={cx(styles.label, labelClassName)}>
        {label}
      </label>
    </span>
  );
}
