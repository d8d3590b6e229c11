import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from '../../../../src/shared/charts/bar-list';
import { Gauge } from '../../../../src/shared/charts/gauge';
import { LineChart } from '../../../../src/shared/charts/line-chart';

const pct = (v: number) => `${Math.round(v)}%`;

describe('LineChart', () => {
  it('is an image named by its title and latest value, drawn as a path with a fill', () => {
    const { container } = render(
      <LineChart
        title="CPU 使用率"
        series={[{ name: 'cpu', values: [10, null, 30, 42] }]}
        times={[1, 2, 3, 4]}
        formatValue={pct}
        max={100}
      />,
    );
    const chart = screen.getByRole('img', { name: 'CPU 使用率：最新 42%' });
    expect(chart.getAttribute('viewBox')).toBe('0 0 600 180');
    const [area, line] = container.querySelectorAll('g[data-series="cpu"] path');
    expect(line?.getAttribute('d')).toMatch(/^M\d/);
    // Two runs (the null breaks the line): two move-tos.
    expect(line?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(area?.getAttribute('d')).toContain('Z');
    // Axis labels: 0, half and the fixed top.
    expect(within(chart).getByText('100%')).toBeInTheDocument();
    expect(within(chart).getByText('50%')).toBeInTheDocument();
  });

  it('names every series and says when there is no data', () => {
    render(
      <LineChart
        title="内存"
        series={[
          { name: '堆', values: [1, 2] },
          { name: 'RSS', values: [null, null] },
        ]}
        formatValue={String}
      />,
    );
    expect(screen.getByRole('img', { name: '内存：堆 最新 2，RSS 暂无数据' })).toBeInTheDocument();
    render(<LineChart title="空" series={[]} formatValue={String} />);
    expect(screen.getByRole('img', { name: '空：暂无数据' })).toBeInTheDocument();
  });

  it('scales an automatic axis to a nice value above the data', () => {
    render(<LineChart title="请求" series={[{ name: 'r', values: [3, 37] }]} formatValue={String} />);
    expect(within(screen.getByRole('img', { name: '请求：最新 37' })).getByText('50')).toBeInTheDocument();
  });
});

describe('LineChart width', () => {
  it('matches its viewBox to the measured width so labels keep their size', () => {
    const original = window.ResizeObserver;
    class FixedWidthObserver {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width: 412.4 } } as ResizeObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
    }
    window.ResizeObserver = FixedWidthObserver as unknown as typeof ResizeObserver;
    try {
      render(<LineChart title="宽" series={[{ name: 'w', values: [1] }]} formatValue={String} />);
      expect(screen.getByRole('img', { name: '宽：最新 1' }).getAttribute('viewBox')).toBe('0 0 412 180');
    } finally {
      window.ResizeObserver = original;
    }
  });
});

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
