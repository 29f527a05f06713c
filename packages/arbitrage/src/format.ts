/** Prices keep enough digits to show the spread, even for pairs under $1. */
export function formatPrice(price: number): string {
  const digits = price < 10 ? 4 : 2;
  return price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Dollars; amounts under a dollar keep more decimals so small profits do not read as zero. */
export function formatUsd(value: number): string {
  const size = Math.abs(value);
  const digits = value === 0 || size >= 1 ? 2 : size >= 0.01 ? 4 : 6;
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A signed amount, e.g. +$1.23 or −$0.0400. */
export function formatSignedUsd(value: number): string {
  if (value === 0) return formatUsd(0);
  return `${value > 0 ? '+' : '−'}${formatUsd(Math.abs(value))}`;
}

export const formatTime = (timestamp: number) =>
  new Date(timestamp).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
