import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach } from 'vitest';
import { clearLabelCache } from '../../../../../src/shared/hooks/dict-select/label-cache';
import type { FakeServer } from '../../../shared/fake-server';

// Labels are cached for the page's life; every test starts from none.
afterEach(clearLabelCache);

/** Renders a phone widget (zh-CN, query client); the HttpUi spy of setupFakeBackend stays registered. */
export function renderPhone(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </ConfigProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}

/** Params of the requests to a path, without the `_t` cache-buster. */
export function callsTo(server: FakeServer, path: string): Array<Record<string, unknown>> {
  return server.requests
    .filter((r: InternalAxiosRequestConfig) => (r.url ?? '').split('?')[0] === path)
    .map((r) => {
      const { _t, ...params } = (r.params ?? {}) as Record<string, unknown>;
      void _t;
      return params;
    });
}

export const SEX = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];
