import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { TabbedCronEditor } from '../../../../src/desktop/widgets/cron/tabbed-cron-editor';
import { expression, openTab, renderEditor } from './cron-harness';

const radio = (panel: ReturnType<typeof openTab>, name: string) => panel.getByRole('radio', { name });

// antd in jsdom is slow on a shared CI machine: these tests get more than the default 20 s.
describe('tabbed cron editor', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('mode switches write the expression, with the auto-adjust of spec 002 §4', () => {
    renderEditor(TabbedCronEditor, '* * * * * ? *');
    let hour = openTab('时');
    fireEvent.click(radio(hour, '循环'));
    expect(expression()).toBe('0 0 0/1 * * ? *');
    hour = openTab('时');
    fireEvent.change(hour.getByRole('spinbutton', { name: '循环间隔时' }), { target: { value: '2' } });
    expect(expression()).toBe('0 0 0/2 * * ? *');

    const month = openTab('月');
    fireEvent.click(radio(month, '区间'));
    expect(expression()).toBe('0 0 0/2 1 1-12 ? *');

    const year = openTab('年');
    fireEvent.click(radio(year, '循环'));
    expect(expression()).toMatch(/^0 0 0\/2 1 1-12 \? \d{4}\/1$/);
  });

  it('the hour picker writes a checked list, and its minimum when emptied', () => {
    renderEditor(TabbedCronEditor, '0 0 * * * ? *');
    const hour = openTab('时');
    fireEvent.click(radio(hour, '指定'));
    expect(expression()).toBe('0 0 0 * * ? *');
    const group = within(hour.getByRole('group', { name: '指定时' }));
    expect(group.getByRole('checkbox', { name: '0' })).toBeChecked();
    fireEvent.click(group.getByRole('checkbox', { name: '8' }));
    fireEvent.click(group.getByRole('checkbox', { name: '18' }));
    expect(expression()).toBe('0 0 0,8,18 * * ? *');
    for (const name of ['0', '8', '18']) fireEvent.click(group.getByRole('checkbox', { name }));
    expect(expression()).toBe('0 0 0 * * ? *');
    expect(group.getByRole('checkbox', { name: '0' })).toBeChecked();
  });

  it('parses an existing expression into the modes of each tab', () => {
    renderEditor(TabbedCronEditor, '0 15 10,14 ? * 6L 2030-2035');
    expect(radio(openTab('秒'), '指定')).toBeChecked();
    expect(radio(openTab('时'), '指定')).toBeChecked();
    expect(openTab('时').getByRole('checkbox', { name: '14' })).toBeChecked();
    expect(radio(openTab('日'), '不设置')).toBeChecked();
    const week = openTab('周');
    expect(radio(week, '最后一个')).toBeChecked();
    expect(week.getByRole('combobox', { name: '最后一个星期' }).closest('.ant-select')).toHaveTextContent(
      '周五',
    );
    const year = openTab('年');
    expect(radio(year, '区间')).toBeChecked();
    expect(year.getByRole('spinbutton', { name: '区间开始年' })).toHaveValue('2030');
    expect(year.getByRole('spinbutton', { name: '区间结束年' })).toHaveValue('2035');
  });

  it('keeps a field it cannot show as a mode, and says so', () => {
    renderEditor(TabbedCronEditor, '0 0 8-18/2 ? * 2-6');
    const hour = openTab('时');
    expect(radio(hour, '每时')).toBeChecked();
    expect(hour.getByText('当前值「8-18/2」无法用以上选项表示，选择任一选项将替换它。')).toBeInTheDocument();
    expect(expression()).toBe('0 0 8-18/2 ? * 2-6');
  });

  it('day and week exclude each other', () => {
    renderEditor(TabbedCronEditor, '* * * * * ? *');
    fireEvent.click(radio(openTab('周'), '区间'));
    expect(expression()).toBe('0 0 0 ? * 2-6 *');
    expect(radio(openTab('日'), '不设置')).toBeChecked();
    fireEvent.click(radio(openTab('日'), '最后一日'));
    expect(expression()).toBe('0 0 0 L * ? *');
    expect(radio(openTab('周'), '不设置')).toBeChecked();
    fireEvent.click(radio(openTab('日'), '不设置'));
    expect(expression()).toBe('0 0 0 ? * * *');
    expect(radio(openTab('周'), '每周')).toBeChecked();
  });

  it('takes a typed expression when valid and explains when not', () => {
    renderEditor(TabbedCronEditor, '* * * * * ? *');
    const input = screen.getByRole('textbox', { name: 'Cron表达式' });
    fireEvent.change(input, { target: { value: '0 0 12 * * *' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent('表达式格式错误：日和周字段必须有且只有一个为「?」');
    expect(expression()).toBe('* * * * * ? *');
    fireEvent.change(input, { target: { value: '0 0 12 ? * MON-FRI' } });
    fireEvent.blur(input);
    expect(expression()).toBe('0 0 12 ? * MON-FRI');
    expect(radio(openTab('周'), '区间')).toBeChecked();
  });

  it('previews the next 10 runs, year ignored, 500 ms after the last change', () => {
    vi.useFakeTimers({
      now: new Date(2024, 0, 15, 10, 30, 15),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    renderEditor(TabbedCronEditor, '0 0 12 * * ? 2020');
    const preview = () => within(screen.getByRole('region', { name: '近十次执行时间（不含年）' }));
    let items = preview().getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('2024-01-15 12:00:00');
    expect(items[9]).toHaveTextContent('2024-01-24 12:00:00');

    const input = screen.getByRole('textbox', { name: 'Cron表达式' });
    fireEvent.change(input, { target: { value: '0 0 0 1 * ?' } });
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(preview().getAllByRole('listitem')[0]).toHaveTextContent('2024-01-15 12:00:00');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    items = preview().getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('2024-02-01 00:00:00');
    expect(items[9]).toHaveTextContent('2024-11-01 00:00:00');
  });

  it('shows the parser message instead of runs for an invalid value', () => {
    renderEditor(TabbedCronEditor, '0 0 0 1/0 * ?');
    expect(screen.getByRole('region', { name: '近十次执行时间（不含年）' })).toHaveTextContent(
      '表达式格式错误：日字段的间隔必须在 1-31 之间，「0」不合法',
    );
  });
});
