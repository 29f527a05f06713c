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
// Never outlive a test run by much, even if nobody stops it.
setTimeout(() => void stop(), 30 * 60 * 1000).unref();
