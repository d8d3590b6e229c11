// The popup's `sorter` prop (spec 001 §5): 'column=asc|desc'.

export interface ReportSort {
  column: string;
  order: 'asc' | 'desc';
}

/** 'name=asc' → {column:'name', order:'asc'}; anything else (empty, no '=', other order) → null. */
export function parseSorter(raw: string | null | undefined): ReportSort | null {
  const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(asc|desc)\s*$/i.exec(raw ?? '');
  if (!m?.[1] || !m[2]) return null;
  return { column: m[1], order: m[2].toLowerCase() === 'asc' ? 'asc' : 'desc' };
}

/** A table sort change (antd 'ascend'/'descend'/none) → the request's column/order, or null. */
export function sortOf(column: string | undefined, direction: string | null | undefined): ReportSort | null {
  if (!column || !direction) return null;
  return { column, order: direction === 'ascend' || direction === 'asc' ? 'asc' : 'desc' };
}
