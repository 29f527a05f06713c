import { Field } from '@base-ui/react/field';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './Field.css';

export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or wraps the control.
  return <label className={cx(styles.label, className)} {...props} />;
}

interface FieldChrome {
  /** Visible label, tied to the control. */
  label: ReactNode;
  description?: ReactNode;
  /** An error shown under the control; it also marks the control aria-invalid. */
  error?: ReactNode;
  className?: string;
}

export type TextFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'className'>;

/** A labelled input: label, description and error are linked to the control for assistive tech. */
export function TextField({ label, description, error, className, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root className={cx(styles.field, className)} invalid={Boolean(error)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Control className={styles.input} {...inputProps} />
      {description && <Field.Description className={styles.description}>{description}</Field.Description>}
      {error && (
        <Field.Error className={styles.error} match>
          {error}
        </Field.Error>
      )}
    </Field.Root>
  );
}

export type TextAreaProps = FieldChrome & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextArea({ label, description, error, className, ...textareaProps }: TextAreaProps) {
  return (
    <Field.Root className={cx(styles.field, className)} invalid={Boolean(error)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Control render={<textarea className={styles.textarea} {...textareaProps} />} />
      {description && <Field.Description className={styles.description}>{description}</Field.Description>}
      {error && (
        <Field.Error className={styles.error} match>
          {error}
        </Field.Error>
      )}
    </Field.Root>
  );
}

/** Class names for pages that build their own controls but want the kit's look. */
export const fieldClassNames = { input: styles.input, textarea: styles.textarea, label: styles.label };
