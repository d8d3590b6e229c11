import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from '../../../../src/shared/charts/bar-list';
import { Gauge } from '../../../../src/shared/charts/gauge';

describe('Gauge', () => {
  it('shows the percentage with its caption and fills the ring by it', () => {
    render(<Gauge title="内存使用率" percent={75} caption="6 GB / 8 GB" />);
    const gauge = screen.getByRole('img', { name: '内存使用率：75%（6 GB / 8 GB）' });
    const arc = within(gauge).getByTestId('gauge-arc');
    const [filled, full] = (arc.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect((filled ?? 0) / (full ?? 1)).toBeCloseTo(0.75, 3);
    expect(arc.getAttribute('stroke')).toBe('#faad14');
  });

  it('draws an empty ring for an unknown value and clamps over 100', () => {
    render(<Gauge title="CPU" percent={null} />);
    const empty = screen.getByRole('img', { name: 'CPU：-' });
    expect(within(empty).queryByTestId('gauge-arc')).not.toBeInTheDocument();
    render(<Gauge title="满" percent={130} />);
    const arc = within(screen.getByRole('img', { name: '满：130%' })).getByTestId('gauge-arc');
    const [filled, full] = (arc.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(filled).toBeCloseTo(full ?? 0, 3);
  });
});

describe('BarList', () => {
  it('lists items with their shown values and bars proportional to the largest', () => {
    render(
      <BarList
        title="最大的表"
        items={[
          { key: 'a', label: 'sys_user', value: 80, display: '80 KB' },
          { key: 'b', label: 'sys_log', value: 40 },
        ]}
        formatValue={(v) => `${v} 行`}
      />,
    );
    const list = screen.getByRole('list', { name: '最大的表' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['sys_user：80 KB', 'sys_log：40 行']);
    const widths = items.map((i) => Number(i.querySelectorAll('rect')[1]?.getAttribute('width')));
    expect(widths).toEqual([80, 40]);
  });

  it('says when it is empty', () => {
    render(<BarList title="连接" items={[]} />);
    expect(screen.getByRole('list', { name: '连接' })).toHaveTextContent('暂无数据');
  });
});
