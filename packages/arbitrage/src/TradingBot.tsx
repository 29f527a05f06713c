import { Badge, Button, Card, ConfirmDialog, LogView, toast } from '@demos/kit';
import { Eraser, Play, Square } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import * as shared from './ArbitragePage.css';
import { ChartPanel } from './ChartPanel';
import { formatTime } from './core/format';
import { NOTIFICATION_POPUP_MS } from './core/trading';
import { NotificationsCard } from './NotificationsCard';
import * as styles from './TradingBot.css';
import { TradingSettings } from './TradingSettings';
import type { TradingStore } from './tradingStore';
import { useShareableSettings } from './useShareableSettings';

export interface TradingBotProps {
  store: TradingStore;
}

export function TradingBot({ store }: TradingBotProps) {
  const running = useStore(store, (s) => s.running);
  const liveGateApproved = useStore(store, (s) => s.settings.liveGateApproved);
  const candles = useStore(store, (s) => s.candles);
  const activity = useStore(store, (s) => s.activity);
  const popup = useStore(store, (s) => s.popup);
  const { start, stop, approveLiveMode, clearChart } = store.getState();
  const [confirmLive, setConfirmLive] = useState(false);
  useShareableSettings(store);

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
            <Badge tone={liveGateApproved ? 'warning' : 'info'}>
              {liveGateApproved ? 'Live (simulated)' : 'Paper'}
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

      <ChartPanel store={store} />

      <TradingSettings store={store} onAskLive={() => setConfirmLive(true)} />

      <Card className={styles.logCard} title="Activity log">
        <LogView
          lines={lines}
          label="Activity log"
          emptyText="Start the bot to see its activity."
          className={styles.log}
        />
      </Card>

      <NotificationsCard store={store} />

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
