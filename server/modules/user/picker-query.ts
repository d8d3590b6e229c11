// The user pickers' own query reading: filters, the sort allowlist and the `field` projection.
// Everything here is checked against code-side lists; values are only ever bound parameters.
import { LIST_MESSAGES } from '../../lib/list-query/messages';
import { queryText, type RawQuery } from '../../lib/list-query/query-input';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { containsCondition } from './admin-list';

export const PICKER_MESSAGES = {
  badSex: '性别参数不正确',
  badBirthday: '生日格式不正确，应为 YYYY-MM-DD',
  noStoreField: '请指定要查询的用户字段',
  tooManyValues: LIST_MESSAGES.tooManyIds,
} as const;

/** Columns a picker may sort by (request `column`, with `_dictText` stripped as the list engine does). */
export const PICKER_SORT_COLUMNS: ReadonlySet<string> = new Set([
  'createTime',
  'username',
  'realname',
  'birthday',
  'sex',
  'phone',
  'workNo',
]);

/** `column`/`order` for the list engine: only allowlisted columns, one at a time; otherwise the default sort. */
export function pickerSort(query: RawQuery): { column?: string; order?: string } {
  const column = queryText(query.column)?.trim();
  const order = queryText(query.order)?.trim();
  if (!column || !order) return {};
  const key = column.endsWith('_dictText') ? column.slice(0, -'_dictText'.length) : column;
  if (!PICKER_SORT_COLUMNS.has(key)) throw new BizError(LIST_MESSAGES.sortColumn(column));
  return { column: key, order: order.toLowerCase().includes('asc') ? 'asc' : 'desc' };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (2023-02-30 does not), else the birthday message. */
export function pickerDate(raw: string): string {
  const m = DATE.exec(raw);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== raw) throw new BizError(PICKER_MESSAGES.badBirthday);
  return raw;
}

const text = (query: RawQuery, key: string) => {
  const v = queryText(query[key])?.trim();
  return v ? v : undefined;
};

/** The picker's filters: username / realname (contains), id, sex (1 or 2), birthday (a day or a range). */
export function pickerFilters(query: RawQuery, alias: string) {
  const username = text(query, 'username');
  const realname = text(query, 'realname');
  const id = text(query, 'id');
  const sex = text(query, 'sex');
  if (sex !== undefined && sex !== '1' && sex !== '2') throw new BizError(PICKER_MESSAGES.badSex);
  const birthday = text(query, 'birthday');
  const begin = text(query, 'birthday_begin');
  const end = text(query, 'birthday_end');
  for (const d of [birthday, begin, end]) if (d !== undefined) pickerDate(d);
  return (p: SqlParams): string[] => [
    ...(username ? [containsCondition(`${alias}.username`, p, username)] : []),
    ...(realname ? [containsCondition(`${alias}.realname`, p, realname)] : []),
    ...(id ? [`${alias}.id = ${p.add(id)}`] : []),
    ...(sex ? [`${alias}.sex = ${p.add(Number(sex))}`] : []),
    ...(birthday ? [`${alias}.birthday = ${p.add(birthday)}::date`] : []),
    ...(begin ? [`${alias}.birthday >= ${p.add(begin)}::date`] : []),
    ...(end ? [`${alias}.birthday <= ${p.add(end)}::date`] : []),
  ];
}

/** Fields a picker answer may carry; `field=` (JeecgBoot's column list) narrows to a subset. */
export const PICKER_FIELDS = [
  'id',
  'username',
  'realname',
  'avatar',
  'sex',
  'sex_dictText',
  'birthday',
  'phone',
  'workNo',
  'post',
  'post_dictText',
  'orgCode',
  'orgCodeTxt',
] as const;
export type PickerField = (typeof PICKER_FIELDS)[number];

/**
 * `field=id,,username,sex` → the picker fields named (id always, a `_dictText` sibling with its
 * field); unknown names are ignored, as JeecgBoot's QueryGenerator ignores them. Absent → all.
 */
export function pickerProjection(raw: unknown): ReadonlySet<PickerField> {
  const all = new Set<PickerField>(PICKER_FIELDS);
  const wanted = (queryText(raw) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (wanted.length === 0) return all;
  const chosen = new Set<PickerField>(['id']);
  for (const name of wanted) {
    if (!all.has(name as PickerField)) continue;
    chosen.add(name as PickerField);
    const sibling = `${name}_dictText` as PickerField;
    if (all.has(sibling)) chosen.add(sibling);
  }
  return chosen;
}

/** Store fields getMultiUser may look users up by (JeecgBoot binds any SysUser field; these are the useful ones). */
export const MULTI_USER_FIELDS = {
  id: 'id',
  username: 'username',
  realname: 'realname',
  workNo: 'work_no',
  phone: 'phone',
} as const;
export type MultiUserField = keyof typeof MULTI_USER_FIELDS;

/** `username=a,b,` → `{field:'username', values:['a','b']}`: exactly one store field, at most 1000 values. */
export function multiUserLookup(query: RawQuery): { field: MultiUserField; values: string[] } {
  const given = (Object.keys(MULTI_USER_FIELDS) as MultiUserField[]).filter(
    (k) => queryText(query[k]) !== undefined,
  );
  if (given.length !== 1) throw new BizError(PICKER_MESSAGES.noStoreField);
  const field = given[0]!;
  const values = [
    ...new Set(
      (queryText(query[field]) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  if (values.length > 1000) throw new BizError(PICKER_MESSAGES.tooManyValues);
  return { field, values };
}
