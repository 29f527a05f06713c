import { TextField } from '@demos/kit';
import { isHexColor } from '../core/options';
import * as styles from '../QrPage.css';

/** A colour as #rrggbb text, with the browser's colour picker beside it. */
export function ColorField({
  label,
  value,
  error,
  pickLabel,
  fallback,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  pickLabel: string;
  fallback: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.colorField}>
      <TextField
        label={label}
        value={value}
        error={error}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="color"
        className={styles.colorSwatch}
        aria-label={pickLabel}
        value={isHexColor(value) ? value.trim().toLowerCase() : fallback}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
