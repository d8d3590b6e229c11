// The getData request of the popup (CONTRACT §9.3): search values by item mode, paging, sort and
// the self_-prefixed report parameters.
import type { DictItem } from '../../contract/dict';
import type { ReportSort } from './sorter';
import { SELF_PARAM_PREFIX, type QueryInfoItem, type RpColumn } from './wire';

export type QueryValues = Readonly<Record<string, string | undefined>>;

const TEXT_VIEWS = new Set(['string', 'text', 'textarea']);

/** Items shown now: all when expanded, else those without hidden '1'. */
export function visibleItems(items: readonly QueryInfoItem[], expanded: boolean): QueryInfoItem[] {
  return expanded ? [...items] : items.filter((i) => i.hidden !== '1');
}

/** The param names an item fills: the field, or field_begin / field_end for a group (range). */
export function itemKeys(item: QueryInfoItem): string[] {
  return item.mode === 'group' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
}

/** The `param` prop (JSON string or object) as report parameters; malformed JSON gives none. */
export function readSelfParams(
  param: string | Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> {
  let raw: unknown = param;
  if (typeof param === 'string') {
    try {
      raw = param.trim() ? JSON.parse(param) : {};
    } catch {
      return {};
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const result: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (v === null || v === undefined || v === '' || typeof v === 'object') continue;
    result[k] = String(v);
  }
  return result;
}

export interface DataParamsInput {
  items: readonly QueryInfoItem[];
  values: QueryValues;
  pageNo: number;
  pageSize: number;
  sort: ReportSort | null;
  selfParams?: Readonly<Record<string, string>>;
}

/**
 * Query params of getData: a text item searches "contains" (`*v*`, the list wrapping rule), other
 * single items equal, group items as _begin/_end; empty values are left out.
 */
export function buildDataParams(input: DataParamsInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const item of input.items) {
    for (const key of itemKeys(item)) {
      const value = input.values[key]?.trim();
      if (!value) continue;
      params[key] = item.mode === 'single' && TEXT_VIEWS.has(item.view) ? `*${value}*` : value;
    }
  }
  for (const [k, v] of Object.entries(input.selfParams ?? {})) params[`${SELF_PARAM_PREFIX}${k}`] = v;
  params.pageNo = String(input.pageNo);
  params.pageSize = String(input.pageSize);
  if (input.sort) {
    params.column = input.sort.column;
    params.order = input.sort.order;
  }
  return params;
}

/** A cell's text: dictionary columns translate each comma-separated value through dictOptions. */
export function cellText(
  column: Pick<RpColumn, 'dataIndex' | 'customRender'>,
  record: Readonly<Record<string, unknown>>,
  dictOptions: Readonly<Record<string, readonly DictItem[]>>,
): string {
  const raw = record[column.dataIndex];
  if (raw === null || raw === undefined) return '';
  const text = String(raw);
  const options = column.customRender ? dictOptions[column.customRender] : undefined;
  if (!options) return text;
  return text
    .split(',')
    .map((v) => options.find((o) => o.value === v.trim())?.text ?? v)
    .join(',');
}

/** The row key of a report record: its id when it has one, else its position on the page. */
export function rowKeyOf(record: Readonly<Record<string, unknown>>, index: number): string {
  const id = record.id;
  return id === null || id === undefined || id === '' ? `row_${index}` : String(id);
}
