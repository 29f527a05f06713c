import { toast } from '@demos/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdates, WORKER_WAITING_EVENT } from './updateToast';

vi.mock('@demos/kit', () => ({ toast: vi.fn() }));

describe('offerUpdates', () => {
  afterEach(() => {
    delete window.__serviceWorker;
    vi.mocked(toast).mockClear();
  });

  it('offers nothing until boot.js announces a waiting worker, then once, and the click updates', () => {
    const stop = offerUpdates();
    expect(toast).not.toHaveBeenCalled();
    const update = vi.fn();
    window.__serviceWorker = { update };
    window.dispatchEvent(new Event(WORKER_WAITING_EVENT));
    window.dispatchEvent(new Event(WORKER_WAITING_EVENT));
    expect(toast).toHaveBeenCalledOnce();
    const options = vi.mocked(toast).mock.calls[0]?.[0];
    if (typeof options !== 'object' || !options.action) throw new Error('no action in the toast');
    expect(options.action.label).toBe('Reload to update');
    expect(options.duration).toBe(0);
    options.action.onClick();
    expect(update).toHaveBeenCalledOnce();
    stop();
  });

  it('offers at once when the worker was already waiting before the app started', () => {
    window.__serviceWorker = { update: vi.fn() };
    const stop = offerUpdates();
    expect(toast).toHaveBeenCalledOnce();
    stop();
  });
});
