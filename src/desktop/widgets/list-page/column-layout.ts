import type { ResourceField } from '../../../shared/domain/resources/types';
import { groupThousands } from '../../../shared/domain/money/decimal';

/**
 * Per-column layout a page may set (by field key). The table gives every column a width from its
 * kind and title, so the sum is the table's scroll width: nothing is squeezed under the fixed
 * 操作 column at 1440 or 1024 px, the table scrolls instead.
 */
export interface ColumnOption {
  /** Width in px (default: from the kind and the title). */
  width?: number;
  /** Right-aligned, and a plain decimal cell (no custom render) is shown with thousands grouping. */
  numeric?: boolean;
  /** Pinned to the left while scrolling (e.g. the name). */
  fixed?: 'left';
}

export type ColumnOptions = Record<string, ColumnOption>;

/** Chinese text: ~14 px a character at the table's 14 px font, plus the cell padding (2 × 16). */
const CHAR_PX = 14;
const CELL_PADDING = 32;
const SORTER_PX = 24;

const KIND_WIDTH: Partial<Record<ResourceField['kind'], number>> = {
  date: 120,
  datetime: 176,
  number: 140,
  integer: 110,
  dict: 110,
  dictMulti: 150,
  switch: 80,
  image: 90,
  textarea: 220,
};
const TEXT_WIDTH = 160;

/** Title width in px: CJK and full-width characters count double a Latin letter. */
export function textWidth(text: string): number {
  let px = 0;
  for (const ch of text) px += ch.charCodeAt(0) > 0x2e80 ? CHAR_PX : CHAR_PX / 2 + 1;
  return Math.ceil(px);
}

/** A field's column width: the option, else the wider of its kind's width and its title. */
export function columnWidth(field: ResourceField, sortable: boolean, option?: ColumnOption): number {
  if (option?.width) return option.width;
  const kind = KIND_WIDTH[field.kind] ?? TEXT_WIDTH;
  const title = textWidth(field.title) + CELL_PADDING + (sortable ? SORTER_PX : 0);
  return Math.max(kind, title);
}

/** Whether a column is numeric by default: number and integer kinds. */
export function isNumericField(field: ResourceField, option?: ColumnOption): boolean {
  return option?.numeric ?? (field.kind === 'number' || field.kind === 'integer');
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "1234567.5" → "1,234,567.5"; anything that is not a plain decimal is left as it is. */
export function groupedNumber(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  return text !== null && DECIMAL.test(text) ? groupThousands(text) : null;
}

/** Keys first in `leading` order, then the rest in schema order. */
export function orderFields(fields: ResourceField[], leading: readonly string[] = []): ResourceField[] {
  const first = leading
    .map((k) => fields.find((f) => f.key === k))
    .filter((f): f is ResourceField => f !== undefined);
  return [...first, ...fields.filter((f) => !leading.includes(f.key))];
}

/** Width of the 操作 column for the given inline labels (+ 更多): links, dividers, padding. */
export function actionsColumnWidth(inlineLabels: readonly string[], hasMore: boolean): number {
  const labels = [...inlineLabels, ...(hasMore ? ['更多'] : [])];
  if (labels.length === 0) return 0;
  const links = labels.reduce((sum, l) => sum + textWidth(l), 0) + (hasMore ? 14 : 0);
  const dividers = (labels.length - 1) * 17;
  return Math.max(100, links + dividers + CELL_PADDING + 4);
}
