import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

/** Spec §9: tooltips open after 700 ms; another opens at once within 300 ms of one closing. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <BaseTooltip.Provider delay={TOOLTIP_OPEN_DELAY_MS} timeout={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </BaseTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** The element that shows the tooltip on hover and keyboard focus. */
  children: ReactElement<Record<string, unknown>>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Keep the trigger but show no tooltip (e.g. when the label is already visible). */
  disabled?: boolean;
}

export function Tooltip({ content, children, side = 'top', disabled = false }: TooltipProps) {
  return (
    <BaseTooltip.Root disabled={disabled}>
      <BaseTooltip.Trigger render={children} />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner side={side} sideOffset={8} className={styles.positioner}>
          <BaseTooltip.Popup className={styles.popup}>{content}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}
