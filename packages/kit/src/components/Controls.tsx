import { Progress as BaseProgress } from '@base-ui/react/progress';
import { Slider as BaseSlider } from '@base-ui/react/slider';
import { Switch as BaseSwitch } from '@base-ui/react/switch';
import { type ReactNode, useId } from 'react';
import * as styles from './Controls.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
}

export function Switch({ checked, onCheckedChange, label, disabled }: SwitchProps) {
  const id = useId();
  return (
    <span className={styles.switchRow}>
      <BaseSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next)}
        className={styles.switchRoot}
      >
        <BaseSwitch.Thumb className={styles.switchThumb} />
      </BaseSwitch.Root>
      <label htmlFor={id}>{label}</label>
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
  const labelId = useId();
  const shown = formatValue ? formatValue(value) : String(value);
  return (
    <BaseSlider.Root
      className={styles.sliderRoot}
      value={value}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(next) => onValueChange(next as number)}
      aria-labelledby={labelId}
    >
      <div className={styles.sliderHeader}>
        <span id={labelId}>{label}</span>
        <span className={styles.sliderValue}>{shown}</span>
      </div>
      <BaseSlider.Control className={styles.sliderControl}>
        <BaseSlider.Track className={styles.sliderTrack}>
          <BaseSlider.Indicator className={styles.sliderIndicator} />
          <BaseSlider.Thumb
            className={styles.sliderThumb}
            aria-label={label}
            getAriaValueText={() => shown}
          />
        </BaseSlider.Track>
      </BaseSlider.Control>
    </BaseSlider.Root>
  );
}

export interface ProgressProps {
  label: string;
  /** 0–100, or null for an indeterminate bar. */
  value: number | null;
}

export function Progress({ label, value }: ProgressProps) {
  return (
    <BaseProgress.Root value={value} className={styles.progressRoot}>
      <BaseProgress.Label className={styles.progressLabel}>{label}</BaseProgress.Label>
      <BaseProgress.Value className={styles.progressValue} />
      <BaseProgress.Track className={styles.progressTrack}>
        <BaseProgress.Indicator className={styles.progressIndicator} />
      </BaseProgress.Track>
    </BaseProgress.Root>
  );
}
