// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import type { ComponentType, ReactNode } from 'react';
import * as styles from './FeatureList.css';

export interface Feature {
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  title: string;
  text: ReactNode;
}

export interface FeatureListProps {
  items: readonly Feature[];
  /** The list's accessible name. */
  label: string;
  /** The icons' colour. */
  tone?: 'accent' | 'warning';
  /** The narrowest a card gets before the grid wraps: sm 13rem, md 15rem. */
  minItemWidth?: 'sm' | 'md';
}

/** A grid of feature cards (icon, h2 title, text), as the deployment pages open with. */
export function FeatureList({ items, label, tone = 'accent', minItemWidth = 'sm' }: FeatureListProps) {
  return (
    <ul className={styles.list[minItemWidth]} aria-label={label}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.item}>
          <span className={styles.icon[tone]}>
            <Icon size={20} aria-hidden />
          </span>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
