import { useOnline } from '../hooks/useOnline';
import { Notice } from './Notice';

/** What a page that needs the server says while the browser is offline. */
export const OFFLINE_MESSAGE =
  'You are offline. What you typed stays here: send it once you are back online.';

/**
 * A calm notice (`role="status"`) while the browser is offline, nothing otherwise: for pages that
 * need the server (notes, the AI tools). Their forms keep their state, so nothing typed is lost.
 */
export function OfflineNotice({ className }: { className?: string }) {
  return useOnline() ? null : <Notice className={className}>{OFFLINE_MESSAGE}</Notice>;
}
