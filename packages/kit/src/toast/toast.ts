import { Toast } from '@base-ui/react/toast';

/** Spec §9: toasts last 4000 ms, at most 3 are visible, 356 px wide. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_LIMIT = 3;
export const TOAST_WIDTH_PX = 356;

export type ToastType = 'default' | 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  type?: ToastType;
  /** ms; defaults to 4000. 0 keeps it until closed. */
  duration?: number;
}

/** One manager for the whole app: `toast()` works from anywhere, even outside React. */
export const toastManager = Toast.createToastManager();

type AddOptions = Parameters<typeof toastManager.add>[0];

/**
 * Toasts raised before a <Toaster> is mounted (a host may load it lazily) wait here instead of
 * being lost; the first Toaster to mount shows them.
 */
let mountedToasters = 0;
let pending: AddOptions[] = [];

export function registerToaster(): () => void {
  mountedToasters += 1;
  const queued = pending;
  pending = [];
  // Let the provider subscribe first (it does so in its own effect).
  setTimeout(() => {
    for (const options of queued) toastManager.add(options);
  }, 0);
  return () => {
    mountedToasters -= 1;
  };
}

export function toast(options: ToastOptions | string): string {
  const {
    title,
    description,
    type = 'default',
    duration = TOAST_DURATION_MS,
  } = typeof options === 'string' ? { title: options } : options;
  const add: AddOptions = {
    title,
    description,
    type,
    timeout: duration,
    // Errors interrupt (assertive); everything else is announced politely.
    priority: type === 'error' ? 'high' : 'low',
  };
  if (mountedToasters === 0) {
    pending.push(add);
    return '';
  }
  return toastManager.add(add);
}

toast.success = (title: string, description?: string) => toast({ title, description, type: 'success' });
toast.error = (title: string, description?: string) => toast({ title, description, type: 'error' });
toast.dismiss = (id?: string) => toastManager.close(id);
