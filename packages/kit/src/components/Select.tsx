import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';
import * as fieldStyles from './Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'className'> & {
  /** Visible label, tied to the select. Without it, give the select an aria-label or a <Label htmlFor>. */
  label?: ReactNode;
  description?: ReactNode;
  /** An error shown under the select; it also marks the select aria-invalid. */
  error?: ReactNode;
  /** The choices; plain strings are both value and label. Or pass <option> children. */
  options?: ReadonlyArray<SelectOption | string>;
  /** A first, empty-valued option such as "Choose a role…". */
  placeholder?: string;
  /** Class of the outer element (the field, or the control's wrapper without a label). */
  className?: string;
  /** Class of the <select> itself. */
  selectClassName?: string;
};

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

/**
 * A native <select> drawn as a kit control. The options popup stays the platform's own (the best
 * picker on phones), and the control works in the prerendered page before hydration.
 */
export function Select({
  label,
  description,
  error,
  options,
  placeholder,
  className,
  selectClassName,
  children,
  id: idProp,
  ...selectProps
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [selectProps['aria-describedby'], description ? descriptionId : undefined, error ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const control = (
    <span className={cx(styles.wrap, label === undefined ? className : undefined)}>
      <select
        {...selectProps}
        id={id}
        className={cx(styles.select, selectClassName)}
        aria-invalid={error ? true : selectProps['aria-invalid']}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => {
          const {
            value,
            label: text,
            disabled,
          } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
        {children}
      </select>
      <Chevron />
    </span>
  );
  if (label === undefined) return control;
  return (
    <div className={cx(styles.field, className)}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {control}
      {description && (
        <p id={descriptionId} className={cx(fieldStyles.description, styles.message)}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx(fieldStyles.error, styles.message)}>
          {error}
        </p>
      )}
    </div>
  );
}
