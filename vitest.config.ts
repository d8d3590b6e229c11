import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The attack corpus and the fuzzer (tests/security) run on the same real databases.
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file builds its own app and database; the server's module state is static data and
          // caches, so files share a worker's module graph (half the stage's time went to re-imports).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
