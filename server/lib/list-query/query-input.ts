// The raw querystring as Fastify hands it over, read the way Spring binds it onto a String
// property: repeated keys join with ',', numbers and booleans become text, anything else is absent.

export type RawQuery = Readonly<Record<string, unknown>>;

export function queryText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return parts.length ? parts.map(String).join(',') : undefined;
  }
  return undefined;
}

/**
 * Keys of the list contract that are not filters (CONTRACT §5.1), plus the names JeecgBoot's
 * QueryGenerator skips. A schema field with one of these keys is still never read as a filter.
 */
export const NON_FILTER_KEYS: ReadonlySet<string> = new Set([
  '_t',
  'field',
  'column',
  'order',
  'pageNo',
  'pageSize',
  'selections',
  'superQueryParams',
  'superQueryMatchType',
  'class',
  'ids',
  'page',
  'rows',
  'sort',
]);
