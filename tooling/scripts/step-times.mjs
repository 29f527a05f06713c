#!/usr/bin/env node
// The test command's clock: each gate's seconds, printed at the end of `npm test` (pass or fail), and
// the budget the whole command must keep (issue 48: 35 minutes on a 2-core machine, failing at 40 so a
// run that slipped names its slowest gates instead of creeping up to CI's 90-minute stop).
// test.sh appends one line per gate to steps.tsv: "<epoch seconds>\t<gate name>", and "<epoch>\tend".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_BUDGET_SECONDS = 40 * 60;

/** Each gate's name and seconds, from the lines test.sh wrote (the last gate runs until `end` or `now`). */
export function stepDurations(text, now) {
  const marks = text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t');
      return { at: Number(line.slice(0, tab)), name: line.slice(tab + 1) };
    });
  const steps = [];
  for (let i = 0; i < marks.length; i++) {
    if (marks[i].name === 'end') break;
    const until = marks[i + 1]?.at ?? now;
    steps.push({ name: marks[i].name, seconds: until - marks[i].at });
  }
  return steps;
}

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The table printed at the end, and the sentence that fails the run when the total passes the budget. */
export function report(steps, budgetSeconds = DEFAULT_BUDGET_SECONDS) {
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  const width = Math.max(...steps.map((step) => step.name.length), 5);
  const lines = steps.map(
    (step) => `${step.name.padEnd(width)}  ${String(step.seconds).padStart(5)} s  ${clock(step.seconds)}`,
  );
  lines.push(
    `${'total'.padEnd(width)}  ${String(total).padStart(5)} s  ${clock(total)} (budget ${clock(budgetSeconds)})`,
  );
  if (total <= budgetSeconds) return { lines, total, over: null };
  const slowest = [...steps]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 3)
    .map((step) => `${step.name} (${step.seconds} s)`)
    .join(', ');
  return {
    lines,
    total,
    over: `The test command took ${clock(total)}, over its budget of ${clock(budgetSeconds)}; the slowest gates: ${slowest}.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, mode] = process.argv.slice(2);
  const budget = Number(process.env.TEST_BUDGET_SECONDS ?? DEFAULT_BUDGET_SECONDS);
  const { lines, over } = report(
    stepDurations(readFileSync(file, 'utf8'), Math.round(Date.now() / 1000)),
    budget,
  );
  console.log(`\nGate times:\n${lines.join('\n')}`);
  // `--check` (the passing run's last step) fails on the budget; after a failure the times are only shown.
  if (over && mode === '--check') {
    console.error(over);
    process.exit(1);
  }
}
