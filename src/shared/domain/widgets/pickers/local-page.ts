import type { PickerRecord } from './selection';

export interface LocalPage<T> {
  records: T[];
  total: number;
}

/**
 * One page of an in-memory list filtered by a keyword (case-insensitive "contains" on any of
 * `fields`): the role picker pages the tenant's roles (`/sys/role/queryall`) this way.
 */
export function localPage<T extends PickerRecord>(
  all: readonly T[],
  keyword: string,
  fields: readonly string[],
  pageNo: number,
  pageSize: number,
): LocalPage<T> {
  const term = keyword.trim().toLowerCase();
  const matched = term
    ? all.filter((r) =>
        fields.some((f) =>
          String(r[f] ?? '')
            .toLowerCase()
            .includes(term),
        ),
      )
    : [...all];
  const size = Math.max(1, Math.floor(pageSize));
  const last = Math.max(1, Math.ceil(matched.length / size));
  const page = Math.min(Math.max(1, Math.floor(pageNo)), last);
  return { records: matched.slice((page - 1) * size, page * size), total: matched.length };
}
