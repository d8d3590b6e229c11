import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useState } from 'react';
import { MobileCronEditor } from '../../../../src/mobile/widgets/cron/cron-editor';
import { MobileCronInput } from '../../../../src/mobile/widgets/cron/cron-input';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <MobileCronEditor value={value} onChange={setValue} />;
}

function renderEditor(initial: string) {
  return render(
    <ConfigProvider locale={zhCN}>
      <Harness initial={initial} />
    </ConfigProvider>,
  );
}

const expression = () => screen.getByRole('status', { name: 'Cron表达式' }).textContent;
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const modes = () => within(screen.getByRole('group', { name: '类型' }));

describe('phone cron editor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('one tab per field; a mode writes the expression with the auto-adjust', () => {
    renderEditor('* * * * * ? *');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '秒',
      '分',
      '时',
      '日',
      '月',
      '周',
      '年',
    ]);
    tab('时');
    fireEvent.click(modes().getByRole('radio', { name: '循环' }));
    expect(expression()).toBe('0 0 0/1 * * ? *');
    fireEvent.change(screen.getByRole('spinbutton', { name: '循环间隔时' }), { target: { value: '3' } });
    expect(expression()).toBe('0 0 0/3 * * ? *');
  });

  it('day and week exclude each other', () => {
    renderEditor('0 0 0 * * ? *');
    tab('周');
    fireEvent.click(modes().getByRole('radio', { name: '第几个' }));
    expect(expression()).toBe('0 0 0 ? * 2#1 *');
    tab('日');
    expect(modes().getByRole('radio', { name: '不设置（日和周只能设置其中之一）' })).toBeChecked();
    fireEvent.click(modes().getByRole('radio', { name: '最后一日' }));
    expect(expression()).toBe('0 0 0 L * ? *');
  });

  it('parses an existing expression into the modes', () => {
    renderEditor('0 15 10 ? * 6L');
    tab('周');
    expect(modes().getByRole('radio', { name: '最后一个' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: '最后一个星期' })).toHaveValue('6');
    tab('分');
    expect(modes().getByRole('radio', { name: '指定' })).toBeChecked();
  });

  it('previews 10 runs, recalculated 500 ms after a change', () => {
    vi.useFakeTimers({
      now: new Date(2024, 0, 15, 10, 30, 15),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    renderEditor('0 0 12 * * ?');
    const items = () =>
      within(screen.getByRole('region', { name: '近十次执行时间（不含年）' })).getAllByRole('listitem');
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('2024-01-15 12:00:00');
    tab('日');
    fireEvent.click(modes().getByRole('radio', { name: '最后一日' }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(items()[0]).toHaveTextContent('2024-01-15 12:00:00');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(items()[0]).toHaveTextContent('2024-01-31 12:00:00');
    expect(items()).toHaveLength(10);
  });

  it('the field opens the editor full screen and takes its expression on 确定', async () => {
    const onChange = vi.fn();
    render(
      <ConfigProvider locale={zhCN}>
        <MobileCronInput value="0 0 12 * * ?" onChange={onChange} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
    fireEvent.click(within(dialog).getByRole('tab', { name: '日' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '最后一日' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('0 0 12 L * ? *'));
  });
});
