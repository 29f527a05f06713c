import { Button, buttonClassName, type Clock, Spinner, systemClock, useHydrated } from '@demos/kit';
import { ArrowLeft, ExternalLink, Eye, Globe, Sailboat, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  fetchProbe,
  PREVIEW_LOAD_TIMEOUT_MS,
  PREVIEW_SANDBOX,
  SITE_PAGES,
  type SiteProbe,
} from './core/site';
import * as styles from './JcBoatServicesPage.css';
import { PAGE_ICONS } from './pageIcons';

export interface SitePreviewProps {
  url: URL;
  /** The site's name, shown on the summary card. */
  siteName?: string;
  loadTimeoutMs?: number;
  clock?: Clock;
  /** Says whether the site answers at all (rejects when it cannot be reached). */
  probe?: SiteProbe;
}

/**
 * 'loading' until both the frame's `load` and the probe's answer have come ('loaded'), or until the
 * probe fails or the time runs out ('unavailable', with the reason). Both outcomes are final.
 */
type PreviewState =
  | { kind: 'loading'; frameLoaded: boolean; siteAnswered: boolean }
  | { kind: 'loaded' }
  | { kind: 'unavailable'; reason: 'unreachable' | 'timeout' };

const LOADING: PreviewState = { kind: 'loading', frameLoaded: false, siteAnswered: false };

/** One more signal while loading; both together mean the frame really shows the site. */
const settle = (current: PreviewState, signal: 'frameLoaded' | 'siteAnswered'): PreviewState => {
  if (current.kind !== 'loading') return current;
  const next = { ...current, [signal]: true };
  return next.frameLoaded && next.siteAnswered ? { kind: 'loaded' } : next;
};

const fail = (current: PreviewState, reason: 'unreachable' | 'timeout'): PreviewState =>
  current.kind === 'loading' ? { kind: 'unavailable', reason } : current;

/**
 * The external site in a sandboxed frame, behind a designed summary card (the site's name, its
 * pages and a link to open it). A cross-origin frame tells the page nothing about what it shows:
 * Chromium fires `load` for its own error page too (offline, refused framing, blocked), with the
 * same timing entry as a real page. So the frame is never revealed on its own: the card stays,
 * its status says when the frame has loaded, and the visitor chooses to look at it (with a way
 * back). Since that `load` proves nothing, the site is also probed (an opaque request that fails
 * only when the site cannot be reached): ready means both. A probe that fails, or a frame that has
 * not loaded within the timeout, drops the frame and the card says why.
 */
export function SitePreview({
  url,
  siteName = 'JC Boat Services',
  loadTimeoutMs = PREVIEW_LOAD_TIMEOUT_MS,
  clock = systemClock,
  probe = fetchProbe,
}: SitePreviewProps) {
  const href = url.href;
  const [state, setState] = usePreviewState(href, { loadTimeoutMs, clock, probe });
  const [showFrame, setShowFrame] = useState(false);
  // The frame is created by React, never by the prerendered HTML: a frame that finished loading
  // before hydration would fire `load` with no listener yet, and then time out as 'unavailable'.
  const hydrated = useHydrated();
  const framed = showFrame && state.kind === 'loaded';

  return (
    <section className={styles.browser} aria-label="Website preview">
      <BrowserBar href={href} />
      <div className={styles.viewport} data-framed={framed ? '' : undefined}>
        {hydrated && state.kind !== 'unavailable' && (
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
            onLoad={() => setState((current) => settle(current, 'frameLoaded'))}
          />
        )}
        {!framed && (
          <SiteCard url={url} siteName={siteName} state={state} onShow={() => setShowFrame(true)} />
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
            <OpenLink url={url} variant="secondary" />
          </div>
        </div>
      )}
    </section>
  );
}

/** The preview's state: the timeout and the probe run from mount (the parent keys by URL). */
function usePreviewState(
  href: string,
  { loadTimeoutMs, clock, probe }: { loadTimeoutMs: number; clock: Clock; probe: SiteProbe },
) {
  const [state, setState] = useState<PreviewState>(LOADING);

  useEffect(() => {
    const timer = clock.setTimeout(() => setState((current) => fail(current, 'timeout')), loadTimeoutMs);
    return () => clock.clearTimeout(timer);
  }, [loadTimeoutMs, clock]);

  useEffect(() => {
    const controller = new AbortController();
    probe(new URL(href), controller.signal).then(
      () => setState((current) => settle(current, 'siteAnswered')),
      () => {
        if (!controller.signal.aborted) setState((current) => fail(current, 'unreachable'));
      },
    );
    return () => controller.abort();
  }, [probe, href]);

  return [state, setState] as const;
}

function BrowserBar({ href }: { href: string }) {
  return (
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
  );
}

function OpenLink({ url, variant }: { url: URL; variant: 'primary' | 'secondary' }) {
  return (
    <a
      className={`${buttonClassName({ variant, size: variant === 'primary' ? 'md' : 'sm' })} ${styles.openInTab}`}
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLink size={16} className={styles.fixedIcon} aria-hidden />
      <span>
        Open <span className={styles.host}>{url.host}</span> in a new tab
      </span>
    </a>
  );
}

/** The summary card: the site's name, its pages, the way to open it, and the preview's status. */
function SiteCard({
  url,
  siteName,
  state,
  onShow,
}: {
  url: URL;
  siteName: string;
  state: PreviewState;
  onShow: () => void;
}) {
  return (
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
        Boat care on the water and ashore: maintenance, hull work, detailing, winterization, electrics and
        delivery. The site has {SITE_PAGES.length} pages:
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
        <OpenLink url={url} variant="primary" />
        {state.kind === 'loaded' && (
          <Button variant="secondary" onClick={onShow}>
            <Eye size={16} className={styles.fixedIcon} aria-hidden />
            Show the live preview
          </Button>
        )}
      </div>
      <p className={styles.cardStatus} role="status">
        {state.kind === 'loading' && (
          <>
            <Spinner size={16} className={styles.fixedIcon} />
            Loading the live preview…
          </>
        )}
        {state.kind === 'loaded' && 'The live preview is ready.'}
        {state.kind === 'unavailable' && (
          <>
            <WifiOff size={16} className={styles.fixedIcon} aria-hidden />
            {state.reason === 'unreachable'
              ? 'The live preview could not be loaded: the site could not be reached (it may be offline, or this network may block it). You can still try opening it in a new tab.'
              : 'The live preview could not be loaded: the site may be offline or may not allow being shown inside another page. You can still open it in a new tab.'}
          </>
        )}
      </p>
    </div>
  );
}
