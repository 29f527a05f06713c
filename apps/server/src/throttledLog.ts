/** Writes one line (console.error by default). */
export type LogLine = (line: string) => void;

export interface ThrottledLog {
  /** Logs `line` now if it was not logged in the current interval; otherwise counts it. */
  (line: string): void;
  /** Writes the pending counts now (shutdown, tests). */
  flush(): void;
}

/**
 * A log that writes each distinct line once per interval: a database going away under load fails
 * every request the same way, and one line per request (a thousand in ten seconds) buries
 * everything else. The first occurrence is written at once; the repeats within the interval are
 * counted and written as one line when it ends ("… (12 more times in 10 s)").
 */
export function createThrottledLog(
  log: LogLine = (line) => console.error(line),
  { intervalMs = 10_000 }: { intervalMs?: number } = {},
): ThrottledLog {
  const repeats = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const pending = [...repeats].filter(([, count]) => count > 0);
    repeats.clear();
    for (const [line, count] of pending) {
      log(`${line} (${count} more ${count === 1 ? 'time' : 'times'} in ${intervalMs / 1000} s)`);
    }
  };

  const throttled = (line: string) => {
    const seen = repeats.get(line);
    if (seen !== undefined) {
      repeats.set(line, seen + 1);
      return;
    }
    log(line);
    repeats.set(line, 0);
    if (!timer) {
      timer = setTimeout(flush, intervalMs);
      timer.unref();
    }
  };
  return Object.assign(throttled, { flush });
}
