import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach } from 'vitest';
import { clearLabelCache } from '../../../../../src/shared/hooks/dict-select/label-cache';
import type { FakeServer } from '../../../shared/fake-server';

// Labels are cached for the page's life; every test starts from none.
afterEach(clearLabelCache);

/**
 * Renders like the desktop shell (zh-CN, query client) but without FeedbackProvider, so the
 * HttpUi spy of setupFakeBackend stays registered and tests can tell warning from error.
 */
export function renderWidget(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <StyleProvider container={document.createElement('div')}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}

/** Requests to a path (without the base), with their params. */
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

/** Opens the antd select (or tree select) around `box`. */
export function openSelect(box: HTMLElement) {
  const root = box.closest('.ant-select') ?? box;
  fireEvent.mouseDown(root.querySelector('.ant-select-content') ?? root);
}

/** The options of the open dropdown, by title. */
export function openOptionTitles(): string[] {
  return [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((o) => o.getAttribute('title') ?? o.textContent ?? '');
}

/** Clicks the option titled `label` in the open dropdown. */
export async function chooseOption(label: string) {
  const option = await waitFor(() => {
    const hit = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ]
      .filter((o) => o.getAttribute('title') === label)
      .pop();
    if (!hit) throw new Error(`no open option ${label}; open: ${openOptionTitles().join('|')}`);
    return hit;
  });
  fireEvent.click(option);
}

/** The text of the open dropdown (empty / hint / loading texts). */
export function openDropdownText(): string {
  const open = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
  ];
  return open.map((d) => d.textContent ?? '').join('');
}

export const SEX = [
  { value: '1', text: '男', title: '男', label: '男' },
  { value: '2', text: '女', title: '女', label: '女' },
];
