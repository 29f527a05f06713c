/**
 * A number in en-US notation with a fixed number of decimals (1,234.50), written out by hand: the
 * first `toLocaleString` with options builds the ICU number formatter, ~100 ms of main thread on
 * a throttled phone, inside the page's hydration (it was the largest single JavaScript cost of
 * /arbitrage-bot's first load). Same output as Intl for these formats (checked by a property test).
 */
function fixedEnUs(value: number, digits: number): string {
  // Intl rounds the shortest decimal that reads back as the value (0.77755 → 0.7776), half away
  // from zero; toFixed would round the binary value (0.7775). Round that decimal by hand.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const significant = mantissa.replace('.', '');
  // value × 10^digits = 0.<significant> × 10^point
  const point = Number(exponent) + 1 + digits;
  const kept = point <= 0 ? '0' : significant.slice(0, point).padEnd(point, '0');
  const firstDropped = point < 0 ? 0 : Number(significant[point] ?? '0');
  const scaled = (BigInt(kept) + (firstDropped >= 5 ? 1n : 0n)).toString().padStart(digits + 1, '0');
  const whole = scaled.slice(0, scaled.length - digits);
  const fraction = digits > 0 ? scaled.slice(-digits) : undefined;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // As Intl: the sign of the value, even when it rounds to zero (-0.001 → -0.00).
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Prices keep enough digits to show the spread, even for pairs under $1. */
export function formatPrice(price: number): string {
  return fixedEnUs(price, price < 10 ? 4 : 2);
}

/** Dollars; amounts under a dollar keep more decimals so small profits do not read as zero. */
export function formatUsd(value: number): string {
  const size = Math.abs(value);
  const digits = value === 0 || size >= 1 ? 2 : size >= 0.01 ? 4 : 6;
  const text = fixedEnUs(value, digits);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A signed amount, e.g. +$1.23 or −$0.0400. */
export function formatSignedUsd(value: number): string {
  if (value === 0) return formatUsd(0);
  return `${value > 0 ? '+' : '−'}${formatUsd(Math.abs(value))}`;
}

export const formatTime = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
