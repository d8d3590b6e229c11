import type { ResourceField } from '../../domain/resources/types';
import type { SearchValues } from './search-params';

/**
 * The phone filter's values ↔ what the user sees above the list: one removable chip per active
 * filter. The values are the search form's (see search-params.ts: toQueryParam sends them).
 */

/** A filter value that filters nothing ('' or undefined, an empty list, a range with no bound). */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((v) => isEmptyFilterValue(v));
  return typeof value === 'string' && value.trim() === '';
}

/** The values without the empty ones (what is active). */
export function activeFilterValues(values: SearchValues): SearchValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmptyFilterValue(v)));
}

/** The values with one filter removed (a chip's ×). */
export function withoutFilter(values: SearchValues, key: string): SearchValues {
  const { [key]: _removed, ...rest } = values;
  return rest;
}

/** An id → its shown name (a dictionary's text, a plant's name); the id itself when unknown. */
export type LabelOf = (id: string) => string;

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v) => !isEmptyFilterValue(v)).map((v) => String(v).trim());

/**
 * A chip's text: `电厂：华能一厂`, `结算月份：2026-01 至 2026-03`, `结算月份：2026-05` (one month at
 * both ends), `开票日期：2026-01-01 起`. Null for an empty value.
 */
export function filterChipText(
  field: ResourceField,
  value: unknown,
  labelOf: LabelOf = (id) => id,
): string | null {
  if (isEmptyFilterValue(value)) return null;
  if (field.search === 'range') {
    const [begin = '', end = ''] = (Array.isArray(value) ? value : [value]).map((v) =>
      isEmptyFilterValue(v)
        ? ''
        : String(v)
            .trim()
            .slice(0, field.kind === 'date' ? 10 : undefined),
    );
    if (begin && end) return `${field.title}：${begin === end ? begin : `${begin} 至 ${end}`}`;
    return `${field.title}：${begin ? `${begin} 起` : `至 ${end}`}`;
  }
  return `${field.title}：${ids(value).map(labelOf).join('、')}`;
}

/**
 * The plants whose name contains the typed text (the search bar of a list filtered by plant):
 * their ids, or [] when none matches.
 */
export function plantIdsMatching(
  options: ReadonlyArray<{ value: string; label: string }>,
  text: string,
): string[] {
  const t = text.trim().toLowerCase();
  if (t === '') return [];
  return options.filter((o) => o.label.toLowerCase().includes(t)).map((o) => o.value);
}

/**
 * The search bar's field: the first `like` field, else the first plain text `eq` field (发票号码);
 * never a picked field (a plant id is chosen, not typed).
 */
export function keywordFieldOf(fields: readonly ResourceField[]): ResourceField | undefined {
  return (
    fields.find((f) => f.search === 'like' && !f.picker) ??
    fields.find((f) => f.search === 'eq' && f.kind === 'text' && !f.picker)
  );
}

/** A range whose start is after its end, as a Chinese message; undefined when the range is fine. */
export function rangeOrderError(field: ResourceField, value: unknown): string | undefined {
  if (field.search !== 'range' || !Array.isArray(value)) return undefined;
  const [b, e] = value.map((v) => (isEmptyFilterValue(v) ? '' : String(v).trim()));
  if (!b || !e) return undefined;
  const numeric = field.kind === 'number' || field.kind === 'integer';
  if (numeric) return Number(b) > Number(e) ? `${field.title}的起始值不能大于结束值` : undefined;
  return b > e ? `${field.title}的开始不能晚于结束` : undefined;
}
