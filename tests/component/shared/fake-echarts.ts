import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ChartItemClick, ChartOption } from '../../../src/shared/charts/chart-option';
import type { EChartsApi } from '../../../src/shared/charts/load-echarts';

/**
 * jsdom has no layout, so component tests replace the chart library (the load-echarts module) with
 * this recorder: what the page hands to each chart (its options) and a way to click an item the
 * way ECharts reports it. The real render is checked in the browser tests.
 *
 *   vi.mock('…/src/shared/charts/load-echarts', () => import('…/shared/fake-echarts'));
 */
export interface FakeChart {
  el: HTMLElement;
  options: ChartOption[];
  disposed: boolean;
  clickHandlers: Array<(p: unknown) => void>;
}

export const fakeCharts: FakeChart[] = [];

const api: EChartsApi = {
  init(el) {
    const chart: FakeChart = { el, options: [], disposed: false, clickHandlers: [] };
    fakeCharts.push(chart);
    const instance = {
      setOption: (option: ChartOption) => void chart.options.push(option),
      on: (event: string, handler: (p: unknown) => void) => {
        if (event === 'click') chart.clickHandlers.push(handler);
      },
      resize: () => undefined,
      dispose: () => {
        chart.disposed = true;
      },
    };
    return instance as unknown as ReturnType<EChartsApi['init']>;
  },
};

/** Replaces `loadECharts` (the module's only export). */
export function loadECharts(): Promise<EChartsApi> {
  return Promise.resolve(api);
}

/** The live chart rendered under the accessible name, once it has an option. */
export async function chartNamed(
  name: string,
): Promise<{ option: ChartOption; click(item: Partial<ChartItemClick>): void }> {
  const el = await screen.findByRole('img', { name });
  let chart: FakeChart | undefined;
  await waitFor(() => {
    chart = fakeCharts.find((c) => c.el === el && !c.disposed && c.options.length > 0);
    expect(chart).toBeDefined();
  });
  const found = chart!;
  return {
    option: found.options[found.options.length - 1]!,
    click: (item) => act(() => found.clickHandlers.forEach((h) => h({ seriesIndex: 0, name: '', ...item }))),
  };
}

/** Axis/series helpers for assertions. */
export const categoriesOf = (option: ChartOption, axis: 'xAxis' | 'yAxis' = 'xAxis') =>
  (option[axis] as { data?: string[] }).data;
export const seriesDataOf = (option: ChartOption, index = 0) =>
  (option.series as Array<{ data: unknown[] }>)[index]?.data;
