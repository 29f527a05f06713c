import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { formatPrice } from './core/format';
import * as styles from './TradingBot.css';
import type { TradingStore } from './tradingStore';

const CandleChart = lazy(() => import('./CandleChart'));

/** The candlestick chart (its library loads with the first candle), or why there is none. */
export function ChartPanel({ store }: { store: TradingStore }) {
  const candles = useStore(store, (s) => s.candles);
  const theme = useStore(store, (s) => s.settings.theme);
  const last = candles.at(-1);
  return (
    <section className={styles.chartCard} data-theme={theme} aria-labelledby="trading-chart-title">
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
            <CandleChart candles={candles} theme={theme} />
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
  );
}
