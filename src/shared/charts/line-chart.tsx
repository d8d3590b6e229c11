import { useId } from 'react';
import { useMeasuredWidth } from './use-measured-width';
import { areaPath, lastValue, linePath, niceMax, plotRuns, type PlotBox } from './scale';

export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
  color?: string;
}

export interface LineChartProps {
  /** What the chart shows; also the start of its accessible name. */
  title: string;
  series: readonly ChartSeries[];
  /** Epoch ms of each slot (x axis: first and last are labelled). */
  times?: readonly number[];
  formatValue: (value: number) => string;
  formatTime?: (at: number) => string;
  /** Fixed top of the y axis (e.g. 100 for percentages); default: a nice value above the data. */
  max?: number;
  /** Axis top from the data maximum when `max` is not given (default niceMax; niceBytesMax for bytes). */
  niceTop?: (dataMax: number) => number;
  /** Fill under the first series. */
  area?: boolean;
  /**
   * viewBox size before the container is measured (then the viewBox width follows the rendered
   * width, so labels keep 11 px); the chart scales to its container either way.
   */
  width?: number;
  height?: number;
}

const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96'];
const PAD = { left: 56, right: 12, top: 10, bottom: 22 };

/** A time-series line (or area) chart in plain SVG; screen readers get the latest values. */
export function LineChart({
  title,
  series,
  times = [],
  formatValue,
  formatTime,
  max,
  niceTop = niceMax,
  area = true,
  width: fallbackWidth = 600,
  height = 180,
}: LineChartProps) {
  const gradientId = useId();
  const measured = useMeasuredWidth<HTMLDivElement>();
  const width = measured.width ?? fallbackWidth;
  const box: PlotBox = {
    left: PAD.left,
    top: PAD.top,
    width: width - PAD.left - PAD.right,
    height: height - PAD.top - PAD.bottom,
  };
  const count = Math.max(times.length, ...series.map((s) => s.values.length), 0);
  const dataMax = Math.max(
    0,
    ...series.flatMap((s) => s.values.filter((v): v is number => v != null && Number.isFinite(v))),
  );
  const top = max ?? niceTop(dataMax);
  const baseline = box.top + box.height;
  const summary = series
    .map((s) => {
      const last = lastValue(s.values);
      return `${series.length > 1 ? `${s.name} ` : ''}${last == null ? '暂无数据' : `最新 ${formatValue(last)}`}`;
    })
    .join('，');
  const first = times[0];
  const latest = times[times.length - 1];

  return (
    <div ref={measured.ref}>
      <svg
        role="img"
        aria-label={`${title}：${series.length ? summary : '暂无数据'}`}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={series[0]?.color ?? PALETTE[0]} stopOpacity={0.3} />
            <stop offset="100%" stopColor={series[0]?.color ?? PALETTE[0]} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        {[0, 0.5, 1].map((f) => {
          const y = box.top + box.height * (1 - f);
          return (
            <g key={f}>
              <line x1={box.left} x2={box.left + box.width} y1={y} y2={y} stroke="#f0f0f0" />
              <text x={box.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
                {formatValue(top * f)}
              </text>
            </g>
          );
        })}
        {first != null && latest != null && formatTime && (
          <>
            <text x={box.left} y={height - 6} fontSize={11} fill="#8c8c8c">
              {formatTime(first)}
            </text>
            <text x={box.left + box.width} y={height - 6} textAnchor="end" fontSize={11} fill="#8c8c8c">
              {formatTime(latest)}
            </text>
          </>
        )}
        {series.map((s, i) => {
          const runs = plotRuns(s.values, box, top, count);
          const color = s.color ?? PALETTE[i % PALETTE.length];
          const end = runs[runs.length - 1]?.at(-1);
          return (
            <g key={s.name} data-series={s.name}>
              {area && i === 0 && (
                <path d={areaPath(runs, baseline)} fill={`url(#${gradientId})`} stroke="none" />
              )}
              <path d={linePath(runs)} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
              {end && <circle cx={end.x} cy={end.y} r={3} fill={color} />}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
