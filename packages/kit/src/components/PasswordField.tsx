import { Field } from '@base-ui/react/field';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import * as fieldStyles from './Field.css';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** An error under the field; it also marks the input aria-invalid. */
  error?: ReactNode;
  /** The toggle's accessible names, in the page's language. */
  showLabel: string;
  hideLabel: string;
  /** Whether the password shows as text; left out, the field keeps it itself. */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
  className?: string;
};

/**
 * A password input with a show/hide toggle beside it. The toggle is a pressed/unpressed button
 * that controls the input, so assistive tech hears which state it is in.
 */
export function PasswordField({
  label,
  value,
  onChange,
  description,
  error,
  showLabel,
  hideLabel,
  shown: controlled,
  onShownChange,
  className,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const [own, setOwn] = useState(false);
  const shown = controlled ?? own;
  const generated = useId();
  const inputId = id ?? generated;
  const toggleLabel = shown ? hideLabel : showLabel;
  return (
    <Field.Root className={cx(fieldStyles.field, className)} invalid={Boolean(error)}>
      <Field.Label className={fieldStyles.label}>{label}</Field.Label>
      <div className={styles.row}>
        {/* The description and the error belong to the input: they sit under it, not under the toggle. */}
        <div className={cx(fieldStyles.field, styles.input)}>
          <Field.Control
            id={inputId}
            className={fieldStyles.input}
            type={shown ? 'text' : 'password'}
            spellCheck={false}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...inputProps}
          />
          {description && (
            <Field.Description className={fieldStyles.description}>{description}</Field.Description>
          )}
          {error && (
            <Field.Error className={fieldStyles.error} match>
              {error}
            </Field.Error>
          )}
        </div>
        <Button
          variant="outline"
          size="icon"
          className={styles.toggle}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => {
            setOwn(!shown);
            onShownChange?.(!shown);
          }}
        >
          {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
        </Button>
      </div>
    </Field.Root>
  );
}
