import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { fireEvent, waitFor } from '@testing-library/react';
import { renderWithShell } from '../../../shared/dict-select/dict-harness';

export { SEX, callsTo, seedDictDemo } from '../../../shared/dict-select/dict-harness';

/** Renders like the desktop shell (zh-CN, query client) but without FeedbackProvider. */
export function renderWidget(ui: ReactNode) {
  return renderWithShell(ui, (node) => (
    <StyleProvider container={document.createElement('div')}>
      <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
        {node}
      </ConfigProvider>
    </StyleProvider>
  ));
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
