import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { JobCronBuilder } from '../../../../src/desktop/widgets/cron/job-cron-builder';
import { CronInput } from '../../../../src/desktop/widgets/cron/cron-input';
import { expression, openTab, renderEditor } from './cron-harness';
import { renderDesktop } from '../desktop-test-utils';

const radio = (panel: ReturnType<typeof openTab>, name: string) => panel.getByRole('radio', { name });

// antd in jsdom is slow on a shared CI machine: these tests get more than the default 20 s.
describe('job dialog builder (seven fields)', { timeout: 60_000 }, () => {
  it('has one tab per field and starts at * * * * * ? *', () => {
    renderEditor(JobCronBuilder, '');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '秒',
      '分',
      '时',
      '日',
      '月',
      '周',
      '年',
    ]);
    expect(screen.getByLabelText('表达式')).toHaveTextContent('* * * * * ? *');
  });

  it('modes 1-4 of second, minute, hour, month and year write their parts', () => {
    renderEditor(JobCronBuilder, '* * * * * ? *');
    let second = openTab('秒');
    fireEvent.click(radio(second, '每隔'));
    expect(expression()).toBe('0/5 * * * * ? *');
    second = openTab('秒');
    fireEvent.change(second.getByRole('spinbutton', { name: '间隔秒数' }), { target: { value: '10' } });
    fireEvent.change(second.getByRole('spinbutton', { name: '开始秒' }), { target: { value: '3' } });
    expect(expression()).toBe('3/10 * * * * ? *');

    fireEvent.click(radio(openTab('分'), '周期从'));
    expect(expression()).toBe('3/10 1-2 * * * ? *');
    fireEvent.click(radio(openTab('时'), '具体小时数(可多选)'));
    expect(expression()).toBe('3/10 1-2 0 * * ? *');
    fireEvent.click(radio(openTab('月'), '周期从'));
    expect(expression()).toBe('3/10 1-2 0 * 1-2 ? *');
    fireEvent.click(radio(openTab('年'), '具体年份(可多选)'));
    expect(expression()).toBe('3/10 1-2 0 * 1-2 ? 2019');
    fireEvent.click(radio(openTab('年'), '每一年'));
    expect(expression()).toBe('3/10 1-2 0 * 1-2 ? *');
  });

  it('holds numbers to the spec bounds', () => {
    renderEditor(JobCronBuilder, '* * * * * ? *');
    const minute = openTab('分');
    fireEvent.click(radio(minute, '每隔'));
    const box = minute.getByRole('spinbutton', { name: '间隔分数' });
    expect(box).toHaveAttribute('aria-valuemin', '1');
    expect(box).toHaveAttribute('aria-valuemax', '60');
    const day = openTab('日');
    fireEvent.click(radio(day, '在这个月的第'));
    expect(day.getByRole('spinbutton', { name: '第几个星期' })).toHaveAttribute('aria-valuemax', '5');
  });

  it('the eleven day modes write day-of-month or day-of-week, never both', () => {
    renderEditor(JobCronBuilder, '0 0 0 * * ? *');
    const cases: [string, string][] = [
      ['每一天', '0 0 0 * * ? *'],
      ['每周从', '0 0 0 ? * 2/1 *'],
      ['每隔', '0 0 0 1/1 * ? *'],
      ['具体星期几(可多选)', '0 0 0 ? * 1 *'],
      ['具体天数(可多选)', '0 0 0 1 * ? *'],
      ['在这个月的最后一天', '0 0 0 L * ? *'],
      ['在这个月的最后一个工作日', '0 0 0 LW * ? *'],
      ['在这个月的最后一个', '0 0 0 ? * 6L *'],
      ['在本月底前', '0 0 0 L-1 * ? *'],
      ['最近的工作日（周一至周五）至本月', '0 0 0 1W * ? *'],
      ['在这个月的第', '0 0 0 ? * 2#1 *'],
      ['不设置', '0 0 0 ? * * *'],
    ];
    const day = openTab('日');
    for (const [name, expected] of cases) {
      fireEvent.click(radio(day, name));
      expect(expression(), name).toBe(expected);
    }
  });

  it('the week tab and the day tab exclude each other', () => {
    renderEditor(JobCronBuilder, '0 0 0 L * ? *');
    expect(radio(openTab('周'), '不设置')).toBeChecked();
    fireEvent.click(radio(openTab('周'), '区间'));
    expect(expression()).toBe('0 0 0 ? * 2-6 *');
    expect(radio(openTab('日'), '不设置')).toBeChecked();
    fireEvent.click(radio(openTab('周'), '第几个'));
    expect(expression()).toBe('0 0 0 ? * 2#1 *');
    expect(radio(openTab('日'), '在这个月的第')).toBeChecked();
    fireEvent.click(radio(openTab('周'), '不设置'));
    expect(expression()).toBe('0 0 0 * * ? *');
    expect(radio(openTab('日'), '每一天')).toBeChecked();
  });

  it('opening with an existing expression selects its modes', () => {
    renderEditor(JobCronBuilder, '0 15 10 ? * 6#3 2030');
    expect(radio(openTab('秒'), '具体秒数(可多选)')).toBeChecked();
    expect(radio(openTab('分'), '具体分钟数(可多选)')).toBeChecked();
    const day = openTab('日');
    expect(radio(day, '在这个月的第')).toBeChecked();
    expect(day.getByRole('spinbutton', { name: '第几个星期' })).toHaveValue('3');
    expect(radio(openTab('周'), '第几个')).toBeChecked();
    expect(radio(openTab('年'), '具体年份(可多选)')).toBeChecked();
    expect(screen.getByLabelText('表达式')).toHaveTextContent('0 15 10 ? * 6#3 2030');
  });

  it('keeps an expression it cannot show until a choice is made', () => {
    renderEditor(JobCronBuilder, '0 0 8-18/2 ? * 2-6');
    expect(
      screen.getByText('原表达式中有无法用以上选项表示的部分，修改任一选项后将按选项重新生成。'),
    ).toBeInTheDocument();
    expect(expression()).toBe('0 0 8-18/2 ? * 2-6');
    fireEvent.click(radio(openTab('秒'), '每一秒钟'));
    expect(expression()).toBe('* 0 * ? * 2-6 *');
  });
});

describe('cron input with its builders', { timeout: 60_000 }, () => {
  it('opens the tabbed editor (800) and hands over the expression on 确定', async () => {
    const onChange = vi.fn();
    renderDesktop(<CronInput value="0 0 12 * * ?" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '800px' });
    fireEvent.click(within(dialog).getByRole('tab', { name: '日' }));
    fireEvent.click(
      within(within(dialog).getByRole('tabpanel', { name: '日' })).getByRole('radio', { name: '最后一日' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('0 0 12 L * ? *');
  });

  it('opens the job builder (608), and 关闭 changes nothing', async () => {
    const onChange = vi.fn();
    renderDesktop(<CronInput builder="job" value="0 0 12 * * ?" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog', { name: 'cron表达式' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '608px' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '每隔' }));
    // The footer's 关闭 (the corner ✕ is named 关闭 too).
    const footerClose = within(dialog).getAllByRole('button', { name: '关闭' }).at(-1);
    if (footerClose) fireEvent.click(footerClose);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks a typed invalid expression and disables 确定 on an invalid one', async () => {
    const onChange = vi.fn();
    renderDesktop(<CronInput value="0 0 12 * * *" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'cron表达式' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('表达式格式错误：日和周字段必须有且只有一个为「?」')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '0 0 1 * * ?' } });
    expect(onChange).toHaveBeenLastCalledWith('0 0 1 * * ?');
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cron表达式' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled());
  });
});
