import { startFakeMessagesApi } from './fakeMessagesApi';

/** Runs the fake Messages API for end-to-end tests: tsx src/ai/fakeMessagesApiMain.ts <port>. */
const port = Number(process.argv[2] ?? process.env.PORT ?? 0);
const api = await startFakeMessagesApi({ port });
console.log(`Fake Messages API on ${api.url}`);

const stop = async () => {
  await api.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// Never outlive the test run that started it, even if nobody stops it: it stops when its parent
// (Playwright, the release rehearsal) is gone. A fixed lifetime cut runs short: a full e2e run on a
// loaded 2-core machine took more than the 30 min it once had, and the pages' last AI tests then
// met a closed port ("Sorry, there was an error generating your email"). Four hours is the
// backstop for a parent that never exits.
const parent = process.ppid;
const parentGone = () => {
  if (process.ppid !== parent) return true;
  try {
    process.kill(parent, 0);
    return false;
  } catch {
    return true;
  }
};
setInterval(() => {
  if (parentGone()) void stop();
}, 2000).unref();
setTimeout(() => void stop(), 4 * 60 * 60 * 1000).unref();
