import { buttonClassName, type Clock, systemClock, useHydrated } from '@demos/kit';
import { ExternalLink, Globe, LoaderCircle, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as styles from './BoatServicesPage.css';
import { PREVIEW_LOAD_TIMEOUT_MS, PREVIEW_SANDBOX } from './core/site';

export interface SitePreviewProps {
  url: URL;
  loadTimeoutMs?: number;
  clock?: Clock;
}

type PreviewState = 'loading' | 'loaded' | 'unavailable';

/**
 * The external site in a sandboxed frame. Cross-origin frames report no errors (and Chromium fires
 * `load` for its own error page too), so a link to the site always shows under the frame, and a
 * load that does not finish within the timeout replaces the frame with a fallback panel.
 */
export function SitePreview({
  url,
  loadTimeoutMs = PREVIEW_LOAD_TIMEOUT_MS,
  clock = systemClock,
}: SitePreviewProps) {
  const [state, setState] = useState<PreviewState>('loading');
  // The frame is created by React, never by the prerendered HTML: a frame that finished loading
  // before hydration would fire `load` with no listener yet, and then time out as 'unavailable'.
  const hydrated = useHydrated();
  const href = url.href;

  // The parent keys this component by URL, so a new URL starts again from 'loading'.
  useEffect(() => {
    const timer = clock.setTimeout(() => {
      setState((current) => (current === 'loading' ? 'unavailable' : current));
    }, loadTimeoutMs);
    return () => clock.clearTimeout(timer);
  }, [loadTimeoutMs, clock]);

  const fallbackLink = (variant: 'primary' | 'secondary') => (
    <a
      className={`${buttonClassName({ variant, size: variant === 'primary' ? 'md' : 'sm' })} ${styles.wrapLink}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLink size={16} aria-hidden /> Open {url.host} in a new tab
    </a>
  );

  return (
    <section className={styles.browser} aria-label="Website preview">
      <div className={styles.browserBar}>
        <span className={styles.dots} aria-hidden>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
        <span className={styles.address}>
          <Globe size={14} aria-hidden />
          <span className={styles.addressText}>{href}</span>
        </span>
        <a className={styles.openLink} href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={14} aria-hidden /> Open site
        </a>
      </div>
      <div className={styles.viewport}>
        {hydrated && state !== 'unavailable' && (
          <iframe
            className={styles.frame}
            src={href}
            title="JC Boat Services website preview"
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            loading="lazy"
            onLoad={() => setState('loaded')}
          />
        )}
        {state === 'loading' && (
          <div className={styles.overlay}>
            <LoaderCircle size={22} className={styles.spinner} aria-hidden />
            <p>Loading the preview…</p>
          </div>
        )}
        {state === 'unavailable' && (
          <div className={styles.fallback} role="note">
            <WifiOff size={28} aria-hidden />
            <p className={styles.fallbackTitle}>The preview could not be loaded.</p>
            <p className={styles.fallbackText}>
              The site may be offline or may not allow being shown inside another page. You can still visit it
              directly.
            </p>
            {fallbackLink('primary')}
          </div>
        )}
      </div>
      {state !== 'unavailable' && (
        // Chromium fires `load` even for its own error page, so the way out stays visible.
        <div className={styles.browserFooter}>
          <p className={styles.footerText}>
            Preview blank or showing an error? The site may be offline or refuse framing.
          </p>
          {fallbackLink('secondary')}
        </div>
      )}
    </section>
  );
}
