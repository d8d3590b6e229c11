/** Pure formatting for 系统监控: bytes, durations, percentages (shared by both shells). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** 1536 → "1.5 KB"; binary steps (1024), at most one decimal; null/negative → "-". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(Math.round(value)) : trimZero(value.toFixed(1));
  return `${text} ${BYTE_UNITS[unit]}`;
}

/** 12.345 → "12.3%"; null → "-". */
export function formatPercent(percent: number | null | undefined, digits = 1): string {
  if (percent == null || !Number.isFinite(percent)) return '-';
  return `${trimZero(percent.toFixed(digits))}%`;
}

/** Milliseconds for a request or a statement: 0.42 → "0.42 ms", 15.2 → "15 ms", 2300 → "2.3 s". */
export function formatMs(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return '-';
  if (ms < 10) return `${trimZero(ms.toFixed(2))} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${trimZero((ms / 1000).toFixed(1))} s`;
  return formatUptime(ms / 1000);
}

/** Seconds of uptime: 93784 → "1天2小时3分", 59 → "59秒". */
export function formatUptime(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '-';
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days === 0 && hours === 0 && minutes === 0) return `${s}秒`;
  return [days ? `${days}天` : '', days || hours ? `${hours}小时` : '', `${minutes}分`].join('');
}

/** part / whole × 100, or null when the whole is unknown or zero. */
export function percentOf(part: number | null | undefined, whole: number | null | undefined): number | null {
  if (part == null || whole == null || !Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) {
    return null;
  }
  return (part / whole) * 100;
}

/** "HH:mm:ss" of an epoch-ms instant, in local time (chart axes and the trace table). */
export function formatClock(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** "yyyy-MM-dd HH:mm:ss" of an epoch-ms instant, in local time. */
export function formatDateTimeMs(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${formatClock(at)}`;
}

function trimZero(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
