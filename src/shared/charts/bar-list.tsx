import { niceMax } from './scale';

export interface BarItem {
  key: string;
  label: string;
  value: number;
  /** Shown text for the value; default formatValue(value). */
  display?: string;
}

export interface BarListProps {
  title: string;
  items: readonly BarItem[];
  formatValue?: (value: number) => string;
  /** Full-bar value; default a nice value above the largest item. */
  max?: number;
  color?: string;
  emptyText?: string;
}

/** Horizontal bars, one row per item (label, bar, value): a list, readable without the bars. */
export function BarList({
  title,
  items,
  formatValue = String,
  max,
  color = '#1677ff',
  emptyText = '暂无数据',
}: BarListProps) {
  const top = max ?? niceMax(Math.max(0, ...items.map((i) => i.value)));
  if (items.length === 0) {
    return (
      <div role="list" aria-label={title} style={{ color: '#8c8c8c', padding: '8px 0' }}>
        {emptyText}
      </div>
    );
  }
  return (
    <div role="list" aria-label={title} style={{ display: 'grid', gap: 6 }}>
      {items.map((item) => {
        const shown = item.display ?? formatValue(item.value);
        const width = Math.min(Math.max(item.value / (top || 1), 0), 1) * 100;
        return (
          <div
            role="listitem"
            key={item.key}
            aria-label={`${item.label}：${shown}`}
            style={{
              display: 'grid',
              // Fractions only: each row is its own grid, so an `auto` column would shift the bars row by row.
              gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 4fr) minmax(0, 3fr)',
              gap: 8,
              alignItems: 'center',
            }}
          >
            <span
              style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={item.label}
            >
              {item.label}
            </span>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height={8} aria-hidden="true">
              <rect x={0} y={0} width={100} height={8} rx={2} fill="#f0f0f0" />
              <rect x={0} y={0} width={width} height={8} rx={2} fill={color} />
            </svg>
            <span
              title={shown}
              style={{
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                textAlign: 'right',
              }}
            >
              {shown}
            </span>
          </div>
        );
      })}
    </div>
  );
}
