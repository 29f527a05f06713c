import type { DemoManifest } from '@demos/kit';
import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './EmbedLayout.css';
import { EMBED_HEIGHT_MESSAGE } from './embedCode';

/**
 * /embed/<route>: the page alone, for other sites to frame (the server lets any site frame these
 * documents and no others). No header, sidebar, footer or "Use this demo"; the theme comes from
 * `?theme=` (public/boot.js and App.tsx), never from or into the visitor's saved choice. The content's
 * height is posted to the framing page whenever it changes, so the frame can fit it.
 *
 * It imports nothing of the shell's: EmbedRoute hands it the page, so the shell's modules stay in
 * the shell's chunks (a module shared with this lazy chunk would be split out of them).
 */
export function EmbedLayout({ manifest, children }: { manifest: DemoManifest; children: ReactNode }) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || window.parent === window) return;
    let last = 0;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      // Only a height leaves the frame: nothing the visitor typed or chose.
      window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, path: manifest.path, height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [manifest.path]);
  return (
    <main id="main" ref={root} className={styles.root} tabIndex={-1}>
      {children}
    </main>
  );
}
