import { createManualClock, seededRandom } from '@demos/kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArbitragePage } from './ArbitragePage';
import { createArbitrageStore } from './arbitrageStore';
import { SCAN_INTERVAL_MS } from './core';
import { createTradingStore } from './tradingStore';

function renderPage(url: string, defaultVariant?: 'scanner' | 'trading') {
  // One manual clock for both stores: time moves only when a test says so, and the clock knows
  // which timers are still armed.
  const clock = createManualClock();
  const tradingStore = createTradingStore({ clock, random: seededRandom(1), storage: null });
  const arbitrageStore = createArbitrageStore({ clock, random: seededRandom(1) });
  window.history.replaceState(null, '', url);
  const view = render(
    <ArbitragePage
      arbitrageStore={arbitrageStore}
      tradingStore={tradingStore}
      defaultVariant={defaultVariant}
    />,
  );
  return { ...view, clock, tradingStore, arbitrageStore };
}

describe('ArbitragePage', () => {
  it('opens the scanner by default and stops its timers on unmount', async () => {
    const { arbitrageStore, clock, unmount } = renderPage('/arbitrage-bot');
    expect(screen.getByRole('tab', { name: 'Arbitrage scanner' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Start Bot' }));
    expect(screen.getByText('Running')).toBeTruthy();
    expect(arbitrageStore.getState().opportunitiesFound).toBeGreaterThan(0);
    // The scan really runs on this clock: a few intervals later it has found more.
    const first = arbitrageStore.getState().opportunitiesFound;
    act(() => clock.advance(4 * SCAN_INTERVAL_MS));
    expect(arbitrageStore.getState().opportunitiesFound).toBeGreaterThan(first);
    expect(clock.pendingTimers()).toBeGreaterThan(0);

    unmount();
    expect(clock.pendingTimers()).toBe(0);
    const after = arbitrageStore.getState();
    clock.advance(20 * SCAN_INTERVAL_MS);
    expect(arbitrageStore.getState().opportunitiesFound).toBe(after.opportunitiesFound);
    expect(arbitrageStore.getState().tradeCount).toBe(after.tradeCount);
  });

  it('deep-links to the trading bot, shows the empty chart and gates live mode', async () => {
    const { tradingStore } = renderPage('/arbitrage-bot?variant=trading');
    expect(screen.getByRole('tab', { name: 'Trading bot' }).getAttribute('aria-selected')).toBe('true');
    // The trading bot's code loads on demand: its placeholder first, then the bot.
    expect(screen.getByRole('status').textContent).toBe('Loading the trading bot…');
    expect(await screen.findByText('No chart data available.')).toBeTruthy();

    const live = screen.getByRole('switch', { name: 'Live mode' });
    await userEvent.click(live);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(tradingStore.getState().settings.liveGateApproved).toBe(false);

    await userEvent.click(live);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable live mode' }));
    expect(tradingStore.getState().settings.liveGateApproved).toBe(true);
    await waitFor(() => expect(screen.getByText('Live (simulated)')).toBeTruthy());
  });

  it('takes the simulation settings from a link and writes changes back, never live mode', async () => {
    const { tradingStore } = renderPage(
      '/arbitrage-bot?variant=trading&tick=400&candles=60&chart=dark&live=1',
    );
    expect(await screen.findByText('No chart data available.')).toBeTruthy();
    await waitFor(() => expect(tradingStore.getState().settings.candles).toBe(60));
    expect(tradingStore.getState().settings).toMatchObject({
      tickMs: 400,
      theme: 'dark',
      liveGateApproved: false,
    });
    act(() => tradingStore.getState().updateSettings({ candles: 100, tickMs: 800 }));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('candles')).toBe('100');
    expect(query.get('tick')).toBeNull(); // back at its default, so left out of the link
    expect(query.get('chart')).toBe('dark');
  });

  it('ignores settings out of bounds in a link', async () => {
    const { tradingStore } = renderPage('/arbitrage-bot?variant=trading&tick=5&candles=abc');
    expect(await screen.findByText('No chart data available.')).toBeTruthy();
    expect(tradingStore.getState().settings).toMatchObject({ tickMs: 800, candles: 50 });
  });

  it('falls back to the scanner for an unknown variant', () => {
    renderPage('/arbitrage-bot?variant=nope');
    expect(screen.getByRole('tab', { name: 'Arbitrage scanner' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the bot its defaultVariant names; a link and the tabs still choose', async () => {
    renderPage('/arbitrage-bot', 'trading');
    expect(screen.getByRole('tab', { name: 'Trading bot' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Arbitrage scanner' }));
    expect(window.location.search).toBe('?variant=scanner');
    await userEvent.click(screen.getByRole('tab', { name: 'Trading bot' }));
    expect(window.location.search).toBe('');
  });

  it('keeps the variant in the address without a router: replaced in place, other parameters kept', async () => {
    renderPage('/arbitrage-bot?ref=home#top');
    window.history.replaceState({ router: 'state' }, '', window.location.href);
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('tab', { name: 'Trading bot' }));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/arbitrage-bot?ref=home&variant=trading#top',
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ router: 'state' });
    await userEvent.click(screen.getByRole('tab', { name: 'Arbitrage scanner' }));
    expect(window.location.search).toBe('?ref=home');
  });

  it('follows Back and Forward to another variant', async () => {
    renderPage('/arbitrage-bot');
    window.history.pushState(null, '', '/arbitrage-bot?variant=trading');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Trading bot' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});
