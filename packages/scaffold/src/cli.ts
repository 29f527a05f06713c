#!/usr/bin/env node
import { main } from './cliMain';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`scaffold: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
