import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Harness {
  server: RunningServer;
  browser: Browser;
}

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

/** One real server (fresh embedded database) and one Chromium for the test file. */
export function setupServerAndBrowser(env: Record<string, string> = {}): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    [h.server, h.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  // A failed test leaves what the user saw and what the server said under tests/e2e/artifacts.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = task.name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 80);
    writeFileSync(join(ARTIFACTS, `${name}.server.log`), h.server.output());
    const pages = h.browser.contexts().flatMap((c) => c.pages());
    await Promise.all(
      pages.map((p, i) => p.screenshot({ path: join(ARTIFACTS, `${name}.${i}.png`) }).catch(() => undefined)),
    );
    await Promise.all(h.browser.contexts().map((c) => c.close()));
  });
  afterAll(async () => {
    await h.browser?.close();
    await h.server?.stop();
  });
  return h;
}
