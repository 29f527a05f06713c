import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import { type ComponentProps, type Ref, type RefCallback, useCallback } from 'react';
import { cx } from './cx';
import * as styles from './Tabs.css';

/** Accessible tabs (roving focus, arrow keys) from Base UI, in the kit's look. */
export function Tabs({ className, ...props }: ComponentProps<typeof BaseTabs.Root>) {
  return <BaseTabs.Root className={cx(styles.root, className as string)} {...props} />;
}

/**
 * Where the list scrolls sideways (a phone), the selected tab is scrolled into the list's view when
 * the list appears and whenever the selection changes, however it changed (a click, the URL, a
 * store): a page opened on its last tab shows that tab, not the first ones. Only the list scrolls,
 * never the page.
 */
export function showSelectedTab(list: HTMLElement): void {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab || list.scrollWidth <= list.clientWidth) return;
  const view = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left) list.scrollLeft -= view.left - box.left;
  else if (box.right > view.right) list.scrollLeft += box.right - view.right;
}

function useSelectedTabInView(ref: Ref<HTMLDivElement> | undefined): RefCallback<HTMLDivElement> {
  return useCallback(
    (list: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(list);
      else if (ref) ref.current = list;
      if (!list) return;
      showSelectedTab(list);
      const observer = new MutationObserver(() => showSelectedTab(list));
      observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['aria-selected'] });
      return () => observer.disconnect();
    },
    [ref],
  );
}

export function TabList({ className, ref, ...props }: ComponentProps<typeof BaseTabs.List>) {
  const listRef = useSelectedTabInView(ref);
  return <BaseTabs.List ref={listRef} className={cx(styles.list, className as string)} {...props} />;
}

export function Tab({ className, ...props }: ComponentProps<typeof BaseTabs.Tab>) {
  return <BaseTabs.Tab className={cx(styles.tab, className as string)} {...props} />;
}

export function TabPanel({ className, ...props }: ComponentProps<typeof BaseTabs.Panel>) {
  return <BaseTabs.Panel className={cx(styles.panel, className as string)} {...props} />;
}
