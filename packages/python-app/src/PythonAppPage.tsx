import { Card, LogView, PageHeader, StatCard, StatGrid } from '@demos/kit';
import {
  Bitcoin,
  ChartColumn,
  CircleCheck,
  Coins,
  Gauge,
  Percent,
  ShieldAlert,
  TriangleAlert,
} from 'lucide-react';
import { useMemo } from 'react';
import {
  FEE_RATE,
  MAX_DAILY_LOSS_USD,
  MAX_TRADES_PER_DAY,
  MIN_PROFIT_USD,
  spreadForMinimumProfit,
  TRADE_SIZE_BTC,
  usd,
} from './core/botRules';
import * as styles from './PythonAppPage.css';
import { sampleLog } from './sampleLog';

const FEATURES = [
  {
    title: 'Multi-exchange price scan',
    text: 'Polls public BTC/USDT tickers on several exchanges and pairs the cheapest ask with the best bid.',
  },
  {
    title: 'Fee-aware profit check',
    text: `Counts a ${FEE_RATE * 100} % fee on both legs and trades only when the net profit is at least ${usd(MIN_PROFIT_USD)}.`,
  },
  {
    title: 'Daily risk limits',
    text: `Stops for the day after ${MAX_TRADES_PER_DAY} trades or a loss of ${usd(MAX_DAILY_LOSS_USD)}, whichever comes first.`,
  },
  {
    title: 'Fixed, small position size',
    text: `Every order is ${TRADE_SIZE_BTC} BTC, so a bad fill costs little while the strategy is being proven.`,
  },
  {
    title: 'Dry-run mode and structured logs',
    text: 'Runs against paper balances by default and writes a timestamped log of every decision, as below.',
  },
  {
    title: 'Keys kept out of the code',
    text: 'API keys come from environment variables with trade-only permissions; withdrawals are never enabled.',
  },
];

const spreadNeeded = spreadForMinimumProfit(45000);

export function PythonAppPage() {
  const log = useMemo(() => sampleLog(), []);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={ChartColumn}
        title="Analytics"
        description="A write-up of our Python arbitrage bot: the rules it trades by, what it does, and a sample of its log."
      />

      <StatGrid as="section" aria-label="Trading rules">
        <StatCard
          label="Minimum profit"
          value={usd(MIN_PROFIT_USD)}
          hint="net, per round trip"
          icon={Coins}
        />
        <StatCard
          label="Max daily loss"
          value={usd(MAX_DAILY_LOSS_USD)}
          hint="then it stops"
          icon={ShieldAlert}
        />
        <StatCard label="Trades per day" value={MAX_TRADES_PER_DAY} hint="at most" icon={Gauge} />
        <StatCard label="BTC per trade" value={TRADE_SIZE_BTC} hint="fixed order size" icon={Bitcoin} />
        <StatCard label="Fee" value={`${FEE_RATE * 100} %`} hint="each side" icon={Percent} />
      </StatGrid>

      <div className={styles.columns}>
        <Card title="Features" description="What the bot does on every cycle.">
          <ul className={styles.features}>
            {FEATURES.map((f) => (
              <li key={f.title} className={styles.feature}>
                <CircleCheck size={18} aria-hidden className={styles.featureIcon} />
                <span className={styles.featureText}>
                  <strong>{f.title}</strong>
                  <span className={styles.muted}>{f.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>

        <Card title="Sample log" description="A dry run: every figure is recomputed from the rules above.">
          <LogView lines={log} label="Sample log" className={styles.log} />
        </Card>
      </div>

      <Card title="How a decision is made">
        <ol className={styles.steps}>
          <li>Fetch the latest BTC/USDT ask and bid on each exchange.</li>
          <li>Take the lowest ask and the highest bid on a different exchange.</li>
          <li>
            Gross profit = (bid − ask) × {TRADE_SIZE_BTC} BTC; fees = {FEE_RATE * 100} % of both legs.
          </li>
          <li>Trade only if the net profit is at least {usd(MIN_PROFIT_USD)} and today’s limits allow it.</li>
        </ol>
        <p className={styles.note}>
          At {TRADE_SIZE_BTC} BTC per order, a {usd(MIN_PROFIT_USD)} net needs a spread of about{' '}
          {usd(spreadNeeded)} per BTC, so on calm days the bot mostly waits, as in the sample log. The rules
          favour keeping capital over chasing small gaps.
        </p>
      </Card>

      <aside className={styles.disclaimer} aria-labelledby="python-app-disclaimer">
        <TriangleAlert size={20} aria-hidden className={styles.disclaimerIcon} />
        <div className={styles.disclaimerBody}>
          <h2 id="python-app-disclaimer" className={styles.disclaimerTitle}>
            Disclaimer
          </h2>
          <p>
            This page describes software for education and demonstration. It is not financial advice. Crypto
            trading carries a high risk of loss; spreads often vanish before both orders fill, and fees,
            slippage and transfer delays can turn a paper profit into a loss. Test in dry-run mode and never
            trade money you cannot afford to lose.
          </p>
        </div>
      </aside>
    </div>
  );
}
