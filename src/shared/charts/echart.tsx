import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { EChartsType } from 'echarts/core';
import type { ChartItemClick, ChartOption } from './chart-option';
import { loadECharts } from './load-echarts';

export interface EChartProps {
  /** The accessible name (what the chart shows). */
  label: string;
  option: ChartOption;
  /** Height in px; the width follows the container. */
  height: number;
  /** A click or tap on a bar, point or slice (drill-down); the cursor shows a hand when given. */
  onItemClick?: (item: ChartItemClick) => void;
  style?: CSSProperties;
}

/**
 * One ECharts instance in a div: the library is loaded on mount, the option is replaced (not merged)
 * when it changes, the chart follows its container's width, and it is disposed on unmount.
 */
export function EChart({ label, option, height, onItemClick, style }: EChartProps) {
  const el = useRef<HTMLDivElement | null>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onItemClick);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    click.current = onItemClick;
  });

  useEffect(() => {
    let gone = false;
    let observer: ResizeObserver | undefined;
    loadECharts().then(
      (echarts) => {
        if (gone || !el.current) return;
        const instance = echarts.init(el.current, null, { renderer: 'svg' });
        instance.on('click', (p) => {
          const params = p as { seriesIndex?: number; dataIndex?: number; name?: string };
          if (params.dataIndex == null) return;
          click.current?.({
            seriesIndex: params.seriesIndex ?? 0,
            dataIndex: params.dataIndex,
            name: params.name ?? '',
          });
        });
        chart.current = instance;
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => instance.resize());
          observer.observe(el.current);
        }
        setReady(true);
      },
      () => {
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, { notMerge: true });
  }, [option, ready]);

  if (failed) {
    return (
      <div role="alert" style={{ height, display: 'grid', placeItems: 'center', color: '#8c8c8c' }}>
        图表加载失败，请刷新页面重试
      </div>
    );
  }
  return (
    <div
      ref={el}
      role="img"
      aria-label={label}
      aria-busy={!ready}
      data-chart-ready={ready ? 'true' : undefined}
      style={{ width: '100%', height, cursor: onItemClick ? 'pointer' : undefined, ...style }}
    />
  );
}
