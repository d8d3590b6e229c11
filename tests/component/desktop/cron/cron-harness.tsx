import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ComponentType } from 'react';

type Editor = ComponentType<{ value: string; onChange: (v: string) => void }>;

/** Holds the expression like a page would and shows it in a named status region. */
function Harness({ Editor, initial }: { Editor: Editor; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Editor value={value} onChange={setValue} />
      <output aria-label="当前表达式">{value}</output>
    </>
  );
}

export function renderEditor(Editor: Editor, initial: string) {
  return render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <Harness Editor={Editor} initial={initial} />
    </ConfigProvider>,
  );
}

export const expression = () => screen.getByRole('status', { name: '当前表达式' }).textContent;

/** The panel of a field tab, after clicking the tab. */
export function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return within(screen.getByRole('tabpanel', { name }));
}
