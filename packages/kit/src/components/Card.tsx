// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from './cx';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or badges at the top right. */
  actions?: ReactNode;
  /** The heading level of the title (default h2). */
  headingLevel?: 2 | 3 | 4;
}

export function Card({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  children,
  ...props
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.card, className)} {...props}>
      {(title || actions) && (
        <div className={styles.header}>
          <div className={styles.headerText}>
            {title && <Heading className={styles.title}>{title}</Heading>}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  className?: string;
}

export function StatCard({ label, value, hint, icon: Icon, className }: StatCardProps) {
  return (
    <div className={cx(styles.card, styles.stat, className)}>
      <div className={styles.statTop}>
        <span className={styles.statLabel}>{label}</span>
        {Icon && <Icon className={styles.statIcon} aria-hidden />}
      </div>
      <div className={styles.statValue}>
        <span className={styles.statFigure}>{value}</span>
      </div>
      {hint && <div className={styles.statHint}>{hint}</div>}
    </div>
  );
}
