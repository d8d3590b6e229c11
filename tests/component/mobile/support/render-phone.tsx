import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import './close-popups';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Renders a phone widget in zh-CN with a fresh query client that does not retry (failures show at once). */
export function renderPhone(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ConfigProvider>,
  );
}
