import { Badge, Button, Card, ConfirmDialog, LogView, Select, Slider, Switch, toast } from '@demos/kit';
import { Bell, Eraser, Play, Square } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import * as shared from './ArbitragePage.css';
import { CANDLES, type ChartTheme, NOTIFICATION_POPUP_MS, TICK_MS } from './core/trading';
import { formatPrice, formatTime } from './format';
import * as styles from './TradingBot.css';
import type { TradingStore } from './tradingStore';

const CandleChart = lazy(() => import('./CandleChart'));

const CHART_THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export interface TradingBotProps {
  store: TradingStore;
}

export function TradingBot({ store }: TradingBotProps) {
  const running = useStore(store, (s) => s.running);
  const settings = useStore(store, (s) => s.settings);
  const candles = useStore(store, (s) => s.candles);
  const activity = useStore(store, (s) => s.activity);
  const notifications = useStore(store, (s) => s.notifications);
  const popup = useStore(store, (s) => s.popup);
  const { start, stop, updateSettings, approveLiveMode, disableLiveMode, clearChart } = store.getState();
  const [confirmLive, setConfirmLive] = useState(false);

  useEffect(() => {
    if (!popup) return;
    toast({
      title: popup.title,
      description: popup.message,
      type: 'info',
      duration: NOTIFICATION_POPUP_MS,
    });
  }, [popup]);

  const lines = useMemo(
    () => activity.map((a) => ({ id: a.id, text: a.text, tone: a.tone, time: formatTime(a.time) })),
    [activity],
  );
  const last = candles.at(-1);

  return (
    <div className={styles.layout}>
      <Card
        className={styles.controlsCard}
        title="Trading bot"
        description="A simulated BTC/USDT bot: each tick adds a one-minute candle. Nothing is ever sent to an exchange."
        actions={
          <div className={styles.badges}>
            <Badge tone="neutral" className={shared.status}>
              <span className={running ? shared.statusDotOn : shared.statusDot} aria-hidden />
              {running ? 'Running' : 'Stopped'}
            </Badge>
            <Badge tone={settings.liveGateApproved ? 'warning' : 'info'}>
              {settings.liveGateApproved ? 'Live (simulated)' : 'Paper'}
            </Badge>
          </div>
        }
      >
        <div className={styles.controls}>
          {running ? (
            <Button variant="secondary" onClick={stop}>
              <Square size={16} aria-hidden /> Stop
            </Button>
          ) : (
            <Button variant="primary" onClick={start}>
              <Play size={16} aria-hidden /> Start
            </Button>
          )}
          <Button variant="ghost" onClick={clearChart} disabled={running || candles.length === 0}>
            <Eraser size={16} aria-hidden /> Clear chart
          </Button>
        </div>
      </Card>

      <section className={styles.chartCard} data-theme={settings.theme} aria-labelledby="trading-chart-title">
        <div className={styles.chartHeader}>
          <h2 id="trading-chart-title" className={styles.chartTitle}>
            BTC/USDT · 1m
          </h2>
          {last && (
            <span className={last.isGreen ? styles.priceUp : styles.priceDown}>
              {formatPrice(last.close)} <span className={styles.muted}>· {candles.length} candles</span>
            </span>
          )}
        </div>
        {candles.length === 0 ? (
          <div className={styles.chartEmpty}>No chart data available.</div>
        ) : (
          <div
            className={styles.chartFrame}
            role="img"
            aria-label={`Candlestick chart of BTC/USDT, ${candles.length} one-minute candles, last close ${last ? formatPrice(last.close) : ''}.`}
            data-testid="candle-chart"
            data-candles={candles.length}
          >
            <Suspense fallback={<div className={styles.chartEmpty}>Loading chart…</div>}>
              <CandleChart candles={candles} theme={settings.theme} />
            </Suspense>
          </div>
        )}
        <p className={styles.attribution}>
          Chart by{' '}
          <a href="https://www.tradingview.com/" target="_blank" rel="noreferrer">
            TradingView Lightweight Charts
          </a>
        </p>
      </section>

      <Card className={styles.settingsCard} title="Settings" description="Saved in this browser.">
        <div className={styles.settings}>
          <Slider
            label="Tick speed"
            value={settings.tickMs}
            min={TICK_MS.min}
            max={TICK_MS.max}
            step={TICK_MS.step}
            formatValue={(v) => `${v} ms`}
            onValueChange={(tickMs) => updateSettings({ tickMs })}
          />
          <Slider
            label="Candles"
            value={settings.candles}
            min={CANDLES.min}
            max={CANDLES.max}
            step={CANDLES.step}
            onValueChange={(count) => updateSettings({ candles: count })}
          />
          <Select
            label="Chart theme"
            value={settings.theme}
            options={CHART_THEMES}
            onChange={(event) => updateSettings({ theme: event.target.value as ChartTheme })}
          />
          <Switch
            label="Notifications"
            checked={settings.notifications}
            onCheckedChange={(notificationsOn) => updateSettings({ notifications: notificationsOn })}
          />
          <Switch
            label="Live mode"
            checked={settings.liveGateApproved}
            onCheckedChange={(on) => (on ? setConfirmLive(true) : disableLiveMode())}
          />
        </div>
      </Card>

      <Card className={styles.logCard} title="Activity log">
        <LogView
          lines={lines}
          label="Activity log"
          emptyText="Start the bot to see its activity."
          className={styles.log}
        />
      </Card>

      <Card
        className={styles.notificationsCard}
        title="Notifications"
        description="Each one also pops up for 5 s."
      >
        {notifications.length === 0 ? (
          <p className={styles.muted}>
            {settings.notifications ? 'No notifications yet.' : 'Notifications are off.'}
          </p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be keyboard-scrollable.
          <section className={styles.notificationsScroll} tabIndex={0} aria-label="Notifications list">
            <ul className={styles.notifications}>
              {notifications.map((n) => (
                <li key={n.id} className={styles.notification}>
                  <Bell size={16} aria-hidden className={styles.notificationIcon} />
                  <div>
                    <strong>{n.title}</strong>
                    <p className={styles.muted}>{n.message}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Card>

      <ConfirmDialog
        open={confirmLive}
        onOpenChange={setConfirmLive}
        title="Turn on live mode?"
        description="Live mode marks the bot as trading for real. This is a simulation: no order ever reaches an exchange, but please confirm you understand what a live bot would do with real funds."
        confirmLabel="Enable live mode"
        tone="danger"
        onConfirm={approveLiveMode}
      />
    </div>
  );
}
