// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's main heading (the one h1). */
  title: ReactNode;
  description?: ReactNode;
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  actions?: ReactNode;
}

const PageHeaderAddon = createContext<ReactNode>(null);

/**
 * What a host adds beside every page's title (the demos site puts its favourite star there), so
 * pages need not know about it.
 */
export function PageHeaderAddonProvider({ addon, children }: { addon: ReactNode; children: ReactNode }) {
  return <PageHeaderAddon.Provider value={addon}>{children}</PageHeaderAddon.Provider>;
}

export function PageHeader({ title, description, icon: Icon, actions }: PageHeaderProps) {
  const addon = useContext(PageHeaderAddon);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        {Icon && (
          <span className={styles.icon}>
            <Icon size={22} aria-hidden />
          </span>
        )}
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {addon}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

/** Hides content visually but keeps it for screen readers. */
export const visuallyHiddenClassName = styles.visuallyHidden;
