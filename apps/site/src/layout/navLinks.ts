import type { DemoManifest } from '@demos/kit';
import { House } from 'lucide-react';

/** Warms a page's chunk when the pointer or focus reaches its link. */
export const prefetch = (demo: DemoManifest) => () => {
  demo.load().catch(() => {
    // The real navigation reports the failure; a failed prefetch is not an error by itself.
  });
};

export const HOME_LINK = { path: '/', title: 'Home', icon: House } as const;
