import { formatPercent } from '../domain/monitor/format';
import { levelColor } from './scale';

export interface GaugeProps {
  title: string;
  /** 0–100; null draws an empty ring with "-". */
  percent: number | null;
  /** A second line under the percentage (e.g. "3.2 GB / 8 GB"). */
  caption?: string;
  /** Rendered width and height in px (the ring scales with it). */
  size?: number;
  color?: string;
}

const R = 42;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** A ring showing a percentage, coloured by level (calm, ≥70 % warning, ≥90 % danger). */
export function Gauge({ title, percent, caption, size = 132, color }: GaugeProps) {
  const clamped = percent == null ? 0 : Math.min(Math.max(percent, 0), 100);
  const text = formatPercent(percent);
  return (
    <svg
      role="img"
      aria-label={`${title}：${text}${caption ? `（${caption}）` : ''}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      style={{ display: 'block', maxWidth: '100%' }}
    >
      <circle cx={50} cy={50} r={R} fill="none" stroke="#f0f0f0" strokeWidth={8} />
      {clamped > 0 && (
        <circle
          cx={50}
          cy={50}
          r={R}
          fill="none"
          stroke={color ?? levelColor(percent)}
          strokeWidth={8}
          strokeLinecap="round"
          strokeDasharray={`${(CIRCUMFERENCE * clamped) / 100} ${CIRCUMFERENCE}`}
          transform="rotate(-90 50 50)"
          data-testid="gauge-arc"
        />
      )}
      <text x={50} y={caption ? 50 : 55} textAnchor="middle" fontSize={16} fontWeight={600} fill="#262626">
        {text}
      </text>
      {caption && (
        <text x={50} y={64} textAnchor="middle" fontSize={7.5} fill="#8c8c8c">
          {caption}
        </text>
      )}
      <title>{title}</title>
    </svg>
  );
}
