// column/order (CONTRACT §5.3) → ORDER BY, always ending in the id column so paging is stable
// (rows with equal sort values would otherwise move between pages).
import { findField, isSortable, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import { BizError } from '../../plugins/envelope';
import { idColumn, qualifiedColumn } from './identifiers';
import { LIST_MESSAGES } from './messages';
import { queryText, type RawQuery } from './query-input';

const DICT_TEXT_SUFFIX = '_dictText';
const MAX_SORT_COLUMNS = 10;

/**
 * The ORDER BY list (without the keywords). `column` and `order` both present → those
 * columns (comma list, `_dictText` stripped, each must be sortable, else
 * `请注意，将要排序的列字段不存在：<col>`); `order` containing `asc` (any case) sorts every
 * column ascending, anything else descending. Otherwise the schema's defaultSort, if any.
 */
export function orderByClause(schema: ResourceSchema, alias: string, query: RawQuery = {}): string {
  const id = idColumn(schema, alias);
  const columnParam = queryText(query.column)?.trim();
  const orderParam = queryText(query.order)?.trim();
  const keys: string[] = [];
  let direction: 'ASC' | 'DESC' = 'ASC';

  if (columnParam && orderParam) {
    direction = orderParam.toLowerCase().includes('asc') ? 'ASC' : 'DESC';
    for (const raw of columnParam.split(',')) {
      const name = raw.trim();
      if (!name) continue;
      const key = name.endsWith(DICT_TEXT_SUFFIX) ? name.slice(0, -DICT_TEXT_SUFFIX.length) : name;
      const field = findField(schema, key);
      if (!field || !isSortable(field)) throw new BizError(LIST_MESSAGES.sortColumn(name));
      if (!keys.includes(key)) keys.push(key);
    }
    if (keys.length > MAX_SORT_COLUMNS) throw new BizError(LIST_MESSAGES.tooManySortColumns);
  } else if (schema.defaultSort) {
    const field = findField(schema, schema.defaultSort.key);
    if (!field || field.secret)
      throw new Error(`list-query: defaultSort ${schema.defaultSort.key} is not a field of ${schema.name}`);
    keys.push(field.key);
    direction = schema.defaultSort.order === 'asc' ? 'ASC' : 'DESC';
  }

  const items = keys.map((key) => `${qualifiedColumn(alias, findField(schema, key)!)} ${direction}`);
  if (!keys.includes('id')) items.push(`${id} ${direction}`);
  return items.join(', ');
}
