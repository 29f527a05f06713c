import { Select } from '@demos/kit';
import type { ReactNode } from 'react';
import * as styles from '../QrPage.css';

/** A select in the page's field grid that hands back the chosen value. */
export function LabelledSelect({
  label,
  value,
  disabled,
  children,
  onChange,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  children: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      className={styles.selectField}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {children}
    </Select>
  );
}
