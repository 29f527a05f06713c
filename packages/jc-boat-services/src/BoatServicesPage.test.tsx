import { systemClock } from '@demos/kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoatServicesPage } from './BoatServicesPage';
import { DEFAULT_BOAT_SITE_URL } from './core/site';

describe('BoatServicesPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('embeds the site in a sandboxed, lazy, no-referrer frame', () => {
    render(<BoatServicesPage clock={systemClock} />);
    const frame = screen.getByTitle('JC Boat Services website preview');
    expect(frame.getAttribute('src')).toBe(DEFAULT_BOAT_SITE_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Loading the preview…')).toBeTruthy();
    // The way out is visible even while the frame loads (error pages fire load too).
    expect(
      screen
        .getByRole('link', { name: 'Open jc-boat-services.example.com in a new tab' })
        .getAttribute('href'),
    ).toBe(DEFAULT_BOAT_SITE_URL);
    for (const name of ['Home', 'Services', 'About', 'Gallery', 'Weather', 'Contact', 'Legal']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Engine maintenance' })).toBeTruthy();
  });

  it('shows the fallback link when the frame does not load in time', () => {
    render(
      <BoatServicesPage siteUrl="https://boats.example.org/fr/" loadTimeoutMs={5000} clock={systemClock} />,
    );
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('The preview could not be loaded.')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('The preview could not be loaded.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open boats.example.org in a new tab' });
    expect(link.getAttribute('href')).toBe('https://boats.example.org/fr/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTitle('JC Boat Services website preview')).toBeNull();
  });

  it('keeps the preview once the frame has loaded', () => {
    render(<BoatServicesPage loadTimeoutMs={5000} clock={systemClock} />);
    fireEvent.load(screen.getByTitle('JC Boat Services website preview'));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('The preview could not be loaded.')).toBeNull();
    expect(screen.queryByText('Loading the preview…')).toBeNull();
  });

  it('refuses a URL that is not http(s) with a clear message and no frame', () => {
    render(<BoatServicesPage siteUrl="javascript:alert(1)" clock={systemClock} />);
    expect(screen.getByRole('alert').textContent).toContain('must start with https:// or http://');
    expect(screen.queryByTitle('JC Boat Services website preview')).toBeNull();
  });
});
