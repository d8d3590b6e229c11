import { defineConfig } from 'vitest/config';

// Browser tests: real server, real Debian Chromium, one file at a time (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90000,
    // One retry: a real browser beside the PostgreSQL pass on a 2-core runner now and then loses a
    // click or a frame. `npm test` names every test that needed it in its summary, so a retry is
    // seen and investigated, never silent; a test failing twice fails the run.
    retry: 1,
    hookTimeout: 120000,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
