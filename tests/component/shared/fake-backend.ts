import { afterEach, beforeEach, vi } from 'vitest';
import { expiryLatch } from '../../../src/shared/api/error-catalogue';
import { resetHttpUi } from '../../../src/shared/api/http-ui';
import { setAppConfigForTests, type AppConfig } from '../../../src/shared/config/app-config';
import { reloadSessionFromStorage } from '../../../src/shared/session/session-store';
import { installFakeServer, type FakeServer } from './fake-server';
import { installUiSpy } from './ui-spy';

export interface FakeBackend {
  server: FakeServer;
  ui: ReturnType<typeof installUiSpy>;
}

/** Per test: the given client config, a fake network, a spy for the shell's messages, a fresh session. */
export function setupFakeBackend(config: Partial<AppConfig> = {}): FakeBackend {
  const backend = {} as FakeBackend;
  beforeEach(() => {
    setAppConfigForTests(config);
    backend.server = installFakeServer();
    backend.ui = installUiSpy();
    expiryLatch.release();
    reloadSessionFromStorage();
  });
  afterEach(() => {
    backend.server.restore();
    resetHttpUi();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return backend;
}
