import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineNotice } from './OfflineNotice';

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

describe('OfflineNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "You are offline" in a status while the browser is offline, and nothing online', () => {
    render(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toMatch(/^You are offline/);
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
