import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import * as styles from './Tabs.css';

/** Accessible tabs (roving focus, arrow keys) from Base UI, in the kit's look. */
export function Tabs({ className, ...props }: ComponentProps<typeof BaseTabs.Root>) {
  return <BaseTabs.Root className={cx(styles.root, className as string)} {...props} />;
}

export function TabList({ className, ...props }: ComponentProps<typeof BaseTabs.List>) {
  return <BaseTabs.List className={cx(styles.list, className as string)} {...props} />;
}

export function Tab({ className, ...props }: ComponentProps<typeof BaseTabs.Tab>) {
  return <BaseTabs.Tab className={cx(styles.tab, className as string)} {...props} />;
}

export function TabPanel({ className, ...props }: ComponentProps<typeof BaseTabs.Panel>) {
  return <BaseTabs.Panel className={cx(styles.panel, className as string)} {...props} />;
}
