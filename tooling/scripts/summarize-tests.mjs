#!/usr/bin/env node
// Prints one closing line for the whole run, from the test runners' JSON reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
// e2e.json, plus e2e-<provider>.json for the AI specs run again on each other provider.
const e2eReports = existsSync(dir)
  ? readdirSync(dir).filter((name) => /^e2e(-[\w-]+)?\.json$/.test(name))
  : [];
for (const name of [...e2eReports, 'storybook.json', 'frameworks.json']) {
  const file = join(dir, name);
  if (!existsSync(file)) continue;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
