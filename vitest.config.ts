import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

function isPostTeardownReactTask(error: { name?: string; message?: string; stack?: string }): boolean {
  const stack = error.stack ?? '';
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    stack.includes('react-dom-client') &&
    stack.includes('performWorkUntilDeadline')
  );
}

export default defineConfig({
  plugins: [react()],
  test: {
    // React's scheduler runs queued work from setImmediate; when a phone test's animation queued a
    // render after its file ended, that task runs after jsdom's teardown and throws "window is not
    // defined" from react-dom, failing the run although every test passed. Each file's setup
    // already closes popups and lets queued work run; this drops only that exact post-teardown
    // error (name, message and a react-dom scheduler stack), never another unhandled error.
    onUnhandledError: (error) => !isPostTeardownReactTask(error),
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
