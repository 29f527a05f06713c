import { Badge, Button, Card, StatCard, StatGrid } from '@demos/kit';
import { ArrowRight, Play, Radar, Repeat, RotateCcw, Square, TrendingUp, Wallet } from 'lucide-react';
import { useStore } from 'zustand';
import * as styles from './ArbitragePage.css';
import type { ArbitrageStore } from './arbitrageStore';
import {
  OPPORTUNITY_THRESHOLD_PERCENT,
  RECENT_TRADES_LIMIT,
  SCAN_INTERVAL_MS,
  TRADE_AMOUNT,
} from './core/arbitrage';
import { formatPrice, formatSignedUsd, formatTime, formatUsd } from './core/format';

export interface ArbitrageScannerProps {
  store: ArbitrageStore;
}

export function ArbitrageScanner({ store }: ArbitrageScannerProps) {
  const running = useStore(store, (s) => s.running);
  const balance = useStore(store, (s) => s.balance);
  const profit = useStore(store, (s) => s.profit);
  const opportunitiesFound = useStore(store, (s) => s.opportunitiesFound);
  const tradeCount = useStore(store, (s) => s.tradeCount);
  const opportunities = useStore(store, (s) => s.opportunities);
  const trades = useStore(store, (s) => s.trades);
  const { start, stop, reset } = store.getState();

  return (
    <div className={styles.section}>
      <Card
        title="Scanner"
        description={`Scans four exchanges every ${SCAN_INTERVAL_MS / 1000} s and flags spreads over ${OPPORTUNITY_THRESHOLD_PERCENT} %. Simulated prices, no real orders.`}
        actions={
          <Badge tone="neutral" className={styles.status}>
            <span className={running ? styles.statusDotOn : styles.statusDot} aria-hidden />
            {running ? 'Running' : 'Stopped'}
          </Badge>
        }
      >
        <div className={styles.controls}>
          <Button variant="primary" onClick={start} disabled={running}>
            <Play size={16} aria-hidden /> Start Bot
          </Button>
          <Button variant="secondary" onClick={stop} disabled={!running}>
            <Square size={16} aria-hidden /> Stop Bot
          </Button>
          <Button variant="ghost" onClick={reset}>
            <RotateCcw size={16} aria-hidden /> Reset
          </Button>
        </div>
      </Card>

      <StatGrid>
        <StatCard label="Balance" value={formatUsd(balance)} hint="USDT" icon={Wallet} />
        <StatCard
          label="Profit/Loss"
          value={
            <span className={profit > 0 ? styles.gain : profit < 0 ? styles.loss : undefined}>
              {formatSignedUsd(profit)}
            </span>
          }
          hint="since the last reset"
          icon={TrendingUp}
        />
        <StatCard label="Opportunities" value={opportunitiesFound} hint="found" icon={Radar} />
        <StatCard label="Trades" value={tradeCount} hint={`${TRADE_AMOUNT} per order`} icon={Repeat} />
      </StatGrid>

      <div className={styles.columns}>
        <Card title="Opportunities" description="From the latest scan, widest spread first." headingLevel={2}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be keyboard-scrollable. */}
          <section className={styles.scrollList} tabIndex={0} aria-label="Opportunities list">
            {opportunities.length === 0 ? (
              <p className={styles.empty}>
                {running
                  ? 'No spread over the threshold in this scan.'
                  : 'Start the bot to scan for opportunities.'}
              </p>
            ) : (
              <ul className={styles.list}>
                {opportunities.map((o) => (
                  <li key={o.id} className={styles.row} data-testid="opportunity">
                    <div className={styles.rowMain}>
                      <strong>{o.pair}</strong>
                      <span className={styles.route}>
                        {o.buyExchange} <ArrowRight size={14} aria-label="to" /> {o.sellExchange}
                      </span>
                    </div>
                    <div className={styles.rowDetail}>
                      <span>
                        Buy {formatPrice(o.buyPrice)} · Sell {formatPrice(o.sellPrice)}
                      </span>
                      <span className={styles.percent}>+{o.profitPercent.toFixed(2)} %</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card>

        <Card title="Recent trades" description={`The last ${RECENT_TRADES_LIMIT} orders.`} headingLevel={2}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be keyboard-scrollable. */}
          <section className={styles.scrollList} tabIndex={0} aria-label="Recent trades list">
            {trades.length === 0 ? (
              <p className={styles.empty}>
                No trades yet. An opportunity is executed 2 to 5 s after it is found.
              </p>
            ) : (
              <ul className={styles.list}>
                {trades.map((t) => (
                  <li key={t.id} className={styles.row} data-testid="trade">
                    <div className={styles.rowMain}>
                      <span className={styles.tradeTitle}>
                        <Badge tone={t.type === 'BUY' ? 'info' : 'danger'}>{t.type}</Badge>
                        <strong>{t.pair}</strong>
                      </span>
                      <time className={styles.muted} dateTime={new Date(t.timestamp).toISOString()}>
                        {formatTime(t.timestamp)}
                      </time>
                    </div>
                    <div className={styles.rowDetail}>
                      <span>
                        {t.amount} on {t.exchange} @ {formatPrice(t.price)}
                      </span>
                      {t.type === 'SELL' && <span className={styles.gain}>{formatSignedUsd(t.profit)}</span>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card>
      </div>
    </div>
  );
}
