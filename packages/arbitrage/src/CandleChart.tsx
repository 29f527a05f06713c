import {
  type CandlestickData,
  CandlestickSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { Candle, ChartTheme } from './core/trading';
import * as styles from './TradingBot.css';

export interface CandleChartProps {
  candles: readonly Candle[];
  /** Re-reads the kit's colours when the theme around the chart changes. */
  theme: ChartTheme;
}

/** The kit's theme variables, read from the chart's container so the chart matches the theme it sits in. */
function kitColours(element: HTMLElement) {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) =>
    css.getPropertyValue(`--demos-color-${name}`).trim() || fallback;
  return {
    background: read('surface', '#ffffff'),
    text: read('text-muted', '#4a5468'),
    grid: read('border', '#d5dae6'),
    up: read('success', '#15803d'),
    down: read('danger', '#b91c1c'),
    font: css.fontFamily,
  };
}

const toSeries = (candles: readonly Candle[]): CandlestickData<UTCTimestamp>[] =>
  candles.map((c) => ({
    time: (c.timestamp / 1000) as UTCTimestamp,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  }));

/** A lightweight-charts candlestick chart (canvas); this module is loaded only with the trading tab. */
function CandleChart({ candles, theme }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createChart(element, {
      autoSize: true,
      layout: { attributionLogo: false },
      timeScale: { timeVisible: true, secondsVisible: false },
      rightPriceScale: { borderVisible: false },
    });
    chart.current = created;
    series.current = created.addSeries(CandlestickSeries, {
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the colours come from CSS variables that change with the theme.
  useEffect(() => {
    const element = container.current;
    if (!element || !chart.current || !series.current) return;
    const c = kitColours(element);
    chart.current.applyOptions({
      layout: { background: { color: c.background }, textColor: c.text, fontFamily: c.font },
      grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
      timeScale: { borderColor: c.grid },
    });
    series.current.applyOptions({
      upColor: c.up,
      downColor: c.down,
      borderUpColor: c.up,
      borderDownColor: c.down,
      wickUpColor: c.up,
      wickDownColor: c.down,
    });
  }, [theme]);

  useEffect(() => {
    series.current?.setData(toSeries(candles));
    chart.current?.timeScale().fitContent();
  }, [candles]);

  return <div ref={container} className={styles.chartCanvas} />;
}

export default CandleChart;
