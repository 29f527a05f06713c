import propControls from 'virtual:demo-props';
import { type DemoManifest, useUrlState } from '@demos/kit';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { passedProps, propsSchema, propValuesOf } from '../usage/propValues';
import * as styles from './EmbedLayout.css';
import { EMBED_HEIGHT_MESSAGE } from './embedCode';

const noProps = [] as const;

/** The page's props from the embed's URL (`prop.<name>`, as "Use this demo" writes them); none until hydrated. */
function useEmbedProps(path: string): Record<string, string | number | boolean> {
  const controls = propControls[path] ?? noProps;
  const schema = useMemo(() => propsSchema(controls), [controls]);
  const [url] = useUrlState(schema);
  return useMemo(() => passedProps(propValuesOf(url)), [url]);
}

/**
 * /embed/<route>: the page alone, for other sites to frame (the server lets any site frame these
 * documents and no others). No header, sidebar, footer or "Use this demo"; the theme comes from
 * `?theme=` (public/boot.js and App.tsx), never from or into the visitor's saved choice, and the
 * page's props from `prop.<name>` (the controllable ones only: virtual:demo-props). The content's
 * height is posted to the framing page whenever it changes, so the frame can fit it.
 *
 * It imports nothing of the shell's: EmbedRoute hands it the page, so the shell's modules stay in
 * the shell's chunks (a module shared with this lazy chunk would be split out of them).
 */
export function EmbedLayout({
  manifest,
  children,
}: {
  manifest: DemoManifest;
  children: (props: Record<string, string | number | boolean>) => ReactNode;
}) {
  const root = useRef<HTMLElement>(null);
  const props = useEmbedProps(manifest.path);
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
      {children(props)}
    </main>
  );
}
