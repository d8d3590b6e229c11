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
    hookTimeout: 120000,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
