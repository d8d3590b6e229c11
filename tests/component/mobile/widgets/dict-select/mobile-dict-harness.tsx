import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { renderWithShell } from '../../../shared/dict-select/dict-harness';

export { SEX, callsTo, seedDictDemo } from '../../../shared/dict-select/dict-harness';

/** Renders a phone widget (zh-CN, query client); the HttpUi spy of setupFakeBackend stays registered. */
export function renderPhone(ui: ReactNode) {
  return renderWithShell(ui, (node) => <ConfigProvider locale={zhCN}>{node}</ConfigProvider>);
}
