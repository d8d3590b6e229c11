import type { EChartsType } from 'echarts/core';

/** The part of the ECharts namespace the wrapper uses (tests replace this module with a fake). */
export interface EChartsApi {
  init(el: HTMLElement, theme: null, opts: { renderer: 'svg' }): EChartsType;
}

let pending: Promise<EChartsApi> | null = null;

/** The chart library, loaded once on the first chart (a separate chunk; see echarts-setup.ts). */
export function loadECharts(): Promise<EChartsApi> {
  pending ??= import('./echarts-setup').then(
    (m) => m.echarts,
    (e: unknown) => {
      // A failed chunk (network) may be retried by the next chart.
      pending = null;
      throw e;
    },
  );
  return pending;
}
