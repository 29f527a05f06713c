import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what a test rendered, so timers and subscriptions never leak into the next test.
afterEach(() => {
  cleanup();
});
