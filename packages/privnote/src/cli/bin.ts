#!/usr/bin/env node
/// <reference types="node" />
import { runPrivnoteCli } from './run';

process.exitCode = await runPrivnoteCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdinIsTTY: process.stdin.isTTY === true,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
