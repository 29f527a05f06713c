import { type CSSProperties, type ReactNode, useId } from 'react';
import * as styles from './Controls.css';

// Native form controls, not headless widgets: a checkbox with role="switch", a range input and a
// progressbar cost no JavaScript, are keyboard-operable and labelled by the browser, and work in
// the prerendered page before the app is live (boot.js holds what is changed meanwhile). Base UI's
// Switch, Slider and Progress cost the pages that used them ~9 KiB on the wire.

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** Help under the switch, tied to it (aria-describedby). */
  description?: ReactNode;
}

export function Switch({ checked, onCheckedChange, label, disabled, description }: SwitchProps) {
  const id = useId();
  const row = (
    <span className={styles.switchRow}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switchRoot}
        checked={checked}
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </span>
  );
  if (!description) return row;
  return (
    <span className={styles.switchField}>
      {row}
      <span id={`${id}-description`} className={styles.switchDescription}>
        {description}
      </span>
    </span>
  );
}

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** How the value is shown next to the label (e.g. `${v} ms`). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
}

export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  formatValue,
  disabled,
}: SliderProps) {
  const id = useId();
  const shown = formatValue ? formatValue(value) : String(value);
  const fill = max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0;
  return (
    <div className={styles.sliderRoot}>
      <div className={styles.sliderHeader}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.sliderValue}>
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.sliderInput}
        style={{ [styles.SLIDER_FILL_PROPERTY]: `${fill}%` } as CSSProperties}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        // Stated as well as implied: the page's value text, and the number for tools that read it.
        aria-valuenow={value}
        aria-valuetext={shown}
        onChange={(event) => onValueChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}

export interface ProgressProps {
  label: string;
  /** 0–100, or null for an indeterminate bar. */
  value: number | null;
}

export function Progress({ label, value }: ProgressProps) {
  const labelId = useId();
  const percent = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <div className={styles.progressRoot}>
      <span id={labelId} className={styles.progressLabel}>
        {label}
      </span>
      <span className={styles.progressValue}>{percent === null ? '' : `${percent}%`}</span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : `${percent}%`}
        className={styles.progressTrack}
      >
        <div
          className={percent === null ? styles.progressIndeterminate : styles.progressIndicator}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
