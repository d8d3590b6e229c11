import { defineConfig } from 'vitest/config';

// Fault tests: real server processes killed, PostgreSQL restarted, the disk filled (tests/faults).
// One file at a time; no browser and no e2e data template (the e2e lane may be rebuilding it).
export default defineConfig({
  test: {
    name: 'faults',
    include: ['tests/faults/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120000,
    hookTimeout: 120000,
  },
});
