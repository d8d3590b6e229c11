import type { ResourceSchema } from '../../domain/resources/types';
import { searchFieldsOf, type SearchValues } from './search-params';

/**
 * Search values carried in a list page's URL (the charts' drill-down: a month bar opens
 * `/dfgl/task?settleMonth=2026-05`). Only the schema's search fields are read; a range field
 * given one value means that value at both ends (one month), `a,b` means from a to b.
 */
export function urlSearchValues(schema: ResourceSchema, search: string): SearchValues {
  const params = new URLSearchParams(search);
  const out: SearchValues = {};
  for (const field of searchFieldsOf(schema)) {
    const raw = params.get(field.key)?.trim();
    if (!raw) continue;
    if (field.search === 'range') {
      const [begin = '', end = begin] = raw.split(',');
      out[field.key] = [begin, end];
    } else out[field.key] = raw;
  }
  return out;
}

/** The href of a list page filtered by search values (the inverse of urlSearchValues). */
export function filteredListHref(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== '')).toString();
  return query ? `${path}?${query}` : path;
}
