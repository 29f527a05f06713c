import { Card, Select, Slider, Switch } from '@demos/kit';
import { useStore } from 'zustand';
import { CANDLES, type ChartTheme, TICK_MS } from './core/trading';
import * as styles from './TradingBot.css';
import type { TradingStore } from './tradingStore';

const CHART_THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The bot's settings (kept in this browser); live mode asks first (`onAskLive`). */
export function TradingSettings({ store, onAskLive }: { store: TradingStore; onAskLive: () => void }) {
  const settings = useStore(store, (s) => s.settings);
  const { updateSettings, disableLiveMode } = store.getState();
  return (
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
          onCheckedChange={(on) => (on ? onAskLive() : disableLiveMode())}
        />
      </div>
    </Card>
  );
}
