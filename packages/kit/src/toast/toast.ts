// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
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
  /** A button in the toast (`Reload to update`): its label and what its click does. */
  action?: { label: string; onClick: () => void };
}

/** What a mounted <Toaster> does with a toast: its headless toast manager's add and close. */
export interface ToastSink {
  add(toast: QueuedToast): string;
  close(id?: string): void;
}

export interface QueuedToast {
  title: string;
  description?: string;
  type: ToastType;
  timeout: number;
  priority: 'high' | 'low';
  /** The action button's props (Base UI's `actionProps`). */
  actionProps?: { children: string; onClick: () => void };
}

// `toast()` works from anywhere, even outside React, and carries none of the toast UI's code: a
// host can load the <Toaster> (and its headless library) only when the first toast is raised.
// Toasts raised before a Toaster is connected wait here instead of being lost.
let sink: ToastSink | null = null;
let pending: QueuedToast[] = [];
const demandListeners = new Set<() => void>();

/** Connects a mounted Toaster; the toasts raised before it are shown at once. */
export function connectToaster(target: ToastSink): () => void {
  sink = target;
  const queued = pending;
  pending = [];
  // Let the toast provider subscribe first (it does so in its own effect).
  setTimeout(() => {
    for (const options of queued) target.add(options);
  }, 0);
  return () => {
    if (sink === target) sink = null;
  };
}

/**
 * Calls `listener` when a toast is raised and no Toaster is connected (at once if one is already
 * waiting), so a host can load its Toaster on first use. Returns the unsubscribe function.
 */
export function onToastDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  if (pending.length > 0) listener();
  return () => {
    demandListeners.delete(listener);
  };
}

export function toast(options: ToastOptions | string): string {
  const {
    title,
    description,
    type = 'default',
    duration = TOAST_DURATION_MS,
    action,
  } = typeof options === 'string' ? { title: options } : options;
  const queued: QueuedToast = {
    title,
    description,
    type,
    timeout: duration,
    // Errors interrupt (assertive); everything else is announced politely.
    priority: type === 'error' ? 'high' : 'low',
    ...(action ? { actionProps: { children: action.label, onClick: action.onClick } } : {}),
  };
  if (!sink) {
    pending.push(queued);
    for (const listener of demandListeners) listener();
    return '';
  }
  return sink.add(queued);
}

toast.success = (title: string, description?: string) => toast({ title, description, type: 'success' });
toast.error = (title: string, description?: string) => toast({ title, description, type: 'error' });
toast.dismiss = (id?: string) => sink?.close(id);
