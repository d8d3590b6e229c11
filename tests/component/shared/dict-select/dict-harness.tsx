import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach } from 'vitest';
import { clearLabelCache } from '../../../../src/shared/hooks/dict-select/label-cache';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { ok, type FakeServer } from '../fake-server';

// What the desktop and phone dictionary-widget tests share.

// Labels are cached for the page's life; every test starts from none.
afterEach(clearLabelCache);

/**
 * Renders `ui` with a fresh query client (no retries) inside the shell's `provide` wrapper;
 * `rerender` keeps both. No FeedbackProvider, so the HttpUi spy of setupFakeBackend stays registered.
 */
export function renderWithShell(ui: ReactNode, provide: (node: ReactNode) => ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) =>
    provide(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  const view = render(wrap(ui));
  return { ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}

/** Params of the requests to a path (without the base). */
export function callsTo(server: FakeServer, path: string): Array<Record<string, unknown>> {
  return server.requests
    .filter((r: InternalAxiosRequestConfig) => (r.url ?? '').split('?')[0] === path)
    .map((r) => {
      // `_t` is the client's cache-buster (a clock value), not part of what the widget asks.
      const { _t, ...params } = (r.params ?? {}) as Record<string, unknown>;
      void _t;
      return params;
    });
}

export const SEX = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];

/** What the 字典选择 demo section reads: two cached dictionaries and empty trees. */
export function seedDictDemo(server: FakeServer) {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    sex: SEX,
    priority: [
      { value: 'L', text: '低' },
      { value: 'M', text: '中' },
      { value: 'H', text: '高' },
    ],
  });
  server.on('GET /sys/dict/loadDictItem/sys_user,realname,username', ok(['管理员'], '', 0));
  server.on('GET /sys/dict/loadTreeData', ok([], '', 0));
  server.on('GET /sys/category/loadTreeRoot', ok([], '', 0));
}
