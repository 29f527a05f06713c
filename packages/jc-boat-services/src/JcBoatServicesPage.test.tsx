import { systemClock } from '@demos/kit';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOAT_SITE_URL } from './core/site';
import { JcBoatServicesPage } from './JcBoatServicesPage';

describe('JcBoatServicesPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('embeds the site in a sandboxed, lazy, no-referrer frame, hidden behind the summary card', () => {
    render(<JcBoatServicesPage clock={systemClock} />);
    const frame = screen.getByTitle('JC Boat Services website preview');
    expect(frame.getAttribute('src')).toBe(DEFAULT_BOAT_SITE_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the live preview…');
    // The card: the site's name, the pages it lists, and the way to open it.
    expect(screen.getByText('JC Boat Services', { selector: 'p' })).toBeTruthy();
    const pages = screen.getByRole('list', { name: 'Pages of JC Boat Services' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Services', 'About', 'Gallery', 'Weather', 'Contact', 'Legal']);
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

  it('keeps the card and says the preview could not load when the frame does not load in time', () => {
    render(
      <JcBoatServicesPage siteUrl="https://boats.example.org/fr/" loadTimeoutMs={5000} clock={systemClock} />,
    );
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status').textContent).toBe('Loading the live preview…');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toMatch(/^The live preview could not be loaded/);
    const link = screen.getByRole('link', { name: 'Open boats.example.org in a new tab' });
    expect(link.getAttribute('href')).toBe('https://boats.example.org/fr/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTitle('JC Boat Services website preview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the live preview' })).toBeNull();
  });

  it('never reveals the frame by itself: after load the visitor may show it, and go back', () => {
    render(<JcBoatServicesPage loadTimeoutMs={5000} clock={systemClock} />);
    const frame = screen.getByTitle('JC Boat Services website preview');
    fireEvent.load(frame);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status').textContent).toBe('The live preview is ready.');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show the live preview' }));
    expect(screen.getByTitle('JC Boat Services website preview')).toBe(frame);
    expect(frame.getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Pages of JC Boat Services' })).toBeNull();
    // The way out stays while the frame shows (it may be Chromium's error page).
    expect(screen.getByRole('link', { name: 'Open jc-boat-services.example.com in a new tab' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the summary' }));
    expect(screen.getByRole('list', { name: 'Pages of JC Boat Services' })).toBeTruthy();
  });

  it('refuses a URL that is not http(s) with a clear message and no frame', () => {
    render(<JcBoatServicesPage siteUrl="javascript:alert(1)" clock={systemClock} />);
    expect(screen.getByRole('alert').textContent).toContain('must start with https:// or http://');
    expect(screen.queryByTitle('JC Boat Services website preview')).toBeNull();
  });
});
