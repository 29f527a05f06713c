import { PageHeader, Tab, TabList, TabPanel, Tabs, useSearchParam } from '@demos/kit';
import { ChartCandlestick } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as styles from './ArbitragePage.css';
import { ArbitrageScanner } from './ArbitrageScanner';
import { type ArbitrageStore, createArbitrageStore } from './arbitrageStore';
import { createTradingStore, type TradingStore } from './tradingStore';

/**
 * The trading bot (its dialog, sliders, switches, log and toasts) loads when its tab is wanted: the
 * default scanner view hydrates without evaluating any of it (Lighthouse mobile counted it as
 * blocking time). Pointing at or focusing the tab starts the download before the click.
 */
const loadTradingBot = () => import('./TradingBot');
const TradingBot = lazy(() => loadTradingBot().then((module) => ({ default: module.TradingBot })));

export const VARIANTS = ['scanner', 'trading'] as const;
export type Variant = (typeof VARIANTS)[number];

const isVariant = (value: string | null): value is Variant => VARIANTS.includes(value as Variant);

export interface ArbitragePageProps {
  /** Inject stores (tests, stories); by default each mounted page gets its own. */
  arbitrageStore?: ArbitrageStore;
  tradingStore?: TradingStore;
  /** The bot the page opens on; a link's own `variant` still wins. */
  defaultVariant?: Variant;
}

export function ArbitragePage({
  arbitrageStore,
  tradingStore,
  defaultVariant = 'scanner',
}: ArbitragePageProps) {
  const [scanner] = useState(() => arbitrageStore ?? createArbitrageStore());
  const [trading] = useState(() => tradingStore ?? createTradingStore());

  useEffect(
    () => () => {
      scanner.getState().dispose();
      trading.getState().dispose();
    },
    [scanner, trading],
  );

  // `?variant=trading` opens the trading bot, through the address alone: no router is assumed.
  const [requested, setRequested] = useSearchParam('variant');
  const variant: Variant = isVariant(requested) ? requested : defaultVariant;

  return (
    <div className={styles.page}>
      <PageHeader
        icon={ChartCandlestick}
        title="Arbitrage Bot"
        description="Two simulated trading bots: a cross-exchange arbitrage scanner and a candlestick trading bot. Prices are random; no real orders are placed."
      />
      <Tabs
        value={variant}
        onValueChange={(next) => setRequested(next === defaultVariant ? null : String(next))}
      >
        <TabList aria-label="Bot variant">
          <Tab value="scanner">Arbitrage scanner</Tab>
          <Tab
            value="trading"
            onPointerEnter={loadTradingBot}
            onFocus={loadTradingBot}
            onTouchStart={loadTradingBot}
          >
            Trading bot
          </Tab>
        </TabList>
        <TabPanel value="scanner">
          <ArbitrageScanner store={scanner} />
        </TabPanel>
        <TabPanel value="trading">
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                Loading the trading bot…
              </p>
            }
          >
            <TradingBot store={trading} />
          </Suspense>
        </TabPanel>
      </Tabs>
    </div>
  );
}
