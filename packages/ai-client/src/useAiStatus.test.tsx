import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAiStatus } from './useAiStatus';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useAiStatus', () => {
  it('reads one shared status per API base, whichever page asks', async () => {
    const fetch = vi.fn(async () => Response.json({ configured: false }));
    vi.stubGlobal('fetch', fetch);
    const first = renderHook(() => useAiStatus('/hook-a'));
    const second = renderHook(() => useAiStatus('/hook-a'));
    await act(async () => {});
    expect(first.result.current).toEqual({ status: 'success', data: { configured: false } });
    expect(second.result.current).toEqual(first.result.current);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/hook-a/status', expect.anything());
  });

  it('reads nothing when disabled (a page with its own AI function)', async () => {
    const fetch = vi.fn(async () => Response.json({ configured: true }));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useAiStatus('/hook-b', false));
    await act(async () => {});
    expect(result.current).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
