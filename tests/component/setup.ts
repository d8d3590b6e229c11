import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { resetDraftStoreForTests } from '../../src/shared/drafts/draft-store';

// Dialog and popup exit animations (antd-mobile's springs) run on real timers: on a busy 2-core CI
// machine they can outlast testing-library's 1 s default for waitFor/findBy.
configure({ asyncUtilTimeout: 5000 });

// antd and antd-mobile read these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}

afterEach(() => {
  cleanup();
  // Offline drafts (memory fallback in jsdom) must not leak from one test into the next.
  resetDraftStoreForTests();
  localStorage.clear();
  sessionStorage.clear();
});

// A file's last test may leave a React task queued (the scheduler runs it from setImmediate): let it
// run while jsdom exists, else it throws "window is not defined" after the environment's teardown.
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
