import { Button, buttonClassName, type Clock, Spinner, systemClock, useHydrated } from '@demos/kit';
import { ArrowLeft, ExternalLink, Eye, Globe, Sailboat, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PREVIEW_LOAD_TIMEOUT_MS, PREVIEW_SANDBOX, SITE_PAGES } from './core/site';
import * as styles from './JcBoatServicesPage.css';
import { PAGE_ICONS } from './pageIcons';

export interface SitePreviewProps {
  url: URL;
  /** The site's name, shown on the summary card. */
  siteName?: string;
  loadTimeoutMs?: number;
  clock?: Clock;
}

type PreviewState = 'loading' | 'loaded' | 'unavailable';

/**
 * The external site in a sandboxed frame, behind a designed summary card (the site's name, its
 * pages and a link to open it). A cross-origin frame tells the page nothing about what it shows:
 * Chromium fires `load` for its own error page too (offline, refused framing, blocked), with the
 * same timing entry as a real page. So the frame is never revealed on its own: the card stays,
 * its status says when the frame has loaded, and the visitor chooses to look at it (with a way
 * back). A frame that has not loaded within the timeout is dropped and the card says so.
 */
export function SitePreview({
  url,
  siteName = 'JC Boat Services',
  loadTimeoutMs = PREVIEW_LOAD_TIMEOUT_MS,
  clock = systemClock,
}: SitePreviewProps) {
  const [state, setState] = useState<PreviewState>('loading');
  const [showFrame, setShowFrame] = useState(false);
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

  const framed = showFrame && state === 'loaded';

  const openLink = (variant: 'primary' | 'secondary') => (
    <a
      className={`${buttonClassName({ variant, size: variant === 'primary' ? 'md' : 'sm' })} ${styles.openInTab}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLink size={16} className={styles.fixedIcon} aria-hidden />
      <span>
        Open <span className={styles.host}>{url.host}</span> in a new tab
      </span>
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
          <Globe size={14} className={styles.fixedIcon} aria-hidden />
          <span className={styles.addressText}>{href}</span>
        </span>
        <a className={styles.openLink} href={href} target="_blank" rel="noopener noreferrer">
          <ExternalLink size={14} className={styles.fixedIcon} aria-hidden /> Open site
        </a>
      </div>
      <div className={styles.viewport} data-framed={framed ? '' : undefined}>
        {hydrated && state !== 'unavailable' && (
          <iframe
            className={styles.frame}
            src={href}
            title={`${siteName} website preview`}
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            loading="lazy"
            // Hidden (not removed) while the card shows, so it loads behind it and keeps its page.
            aria-hidden={framed ? undefined : true}
            tabIndex={framed ? undefined : -1}
            onLoad={() => setState((current) => (current === 'unavailable' ? current : 'loaded'))}
          />
        )}
        {!framed && (
          <div className={styles.card}>
            <div className={styles.cardHeader}>
              <span className={styles.cardLogo} aria-hidden>
                <Sailboat size={24} />
              </span>
              <div className={styles.cardTitles}>
                <p className={styles.cardTitle}>{siteName}</p>
                <p className={styles.cardHost}>{url.host}</p>
              </div>
            </div>
            <p className={styles.cardText}>
              Boat care on the water and ashore: maintenance, hull work, detailing, winterization, electrics
              and delivery. The site has {SITE_PAGES.length} pages:
            </p>
            <ul className={styles.cardPages} aria-label={`Pages of ${siteName}`}>
              {SITE_PAGES.map((page) => {
                const Icon = PAGE_ICONS[page.name];
                return (
                  <li key={page.name} className={styles.cardPage}>
                    <Icon size={14} className={styles.fixedIcon} aria-hidden />
                    {page.name}
                  </li>
                );
              })}
            </ul>
            <div className={styles.cardActions}>
              {openLink('primary')}
              {state === 'loaded' && (
                <Button variant="secondary" onClick={() => setShowFrame(true)}>
                  <Eye size={16} className={styles.fixedIcon} aria-hidden />
                  Show the live preview
                </Button>
              )}
            </div>
            <p className={styles.cardStatus} role="status">
              {state === 'loading' && (
                <>
                  <Spinner size={16} className={styles.fixedIcon} />
                  Loading the live preview…
                </>
              )}
              {state === 'loaded' && 'The live preview is ready.'}
              {state === 'unavailable' && (
                <>
                  <WifiOff size={16} className={styles.fixedIcon} aria-hidden />
                  The live preview could not be loaded: the site may be offline or may not allow being shown
                  inside another page. You can still open it in a new tab.
                </>
              )}
            </p>
          </div>
        )}
      </div>
      {framed && (
        // Chromium shows its own error page when the site refuses framing: the way back stays.
        <div className={styles.browserFooter}>
          <p className={styles.footerText}>Preview blank or showing an error? The site may refuse framing.</p>
          <div className={styles.footerActions}>
            <Button variant="ghost" size="sm" onClick={() => setShowFrame(false)}>
              <ArrowLeft size={16} className={styles.fixedIcon} aria-hidden />
              Back to the summary
            </Button>
            {openLink('secondary')}
          </div>
        </div>
      )}
    </section>
  );
}
