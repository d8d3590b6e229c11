import type { Page } from '../../../src/shared/domain/contract/result';
import {
  DICT_ITEM_MESSAGES,
  dictItemSchema,
  dictItemValueError,
} from '../../../src/shared/domain/resources/dict-item';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { parsePaging, toPage } from '../../lib/list-query/page';
import { runListQuery } from '../../lib/list-query/run-list';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues, setClause, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { bumpDictVersion } from './cache-version';
import { dictById, type DictRow } from './dict-admin-service';

export interface DictItemRow extends Row {
  id: string;
  dict_id: string;
  item_text: string;
  item_value: string;
  description: string | null;
  sort_order: number;
  status: number;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface DictItemJson {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  /** '1' enabled, '0' disabled (dict `dict_item_status`). */
  status: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const toDictItemJson = (r: DictItemRow): DictItemJson => ({
  id: r.id,
  dictId: r.dict_id,
  itemText: r.item_text,
  itemValue: r.item_value,
  description: r.description,
  sortOrder: Number(r.sort_order),
  status: String(r.status),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const UNIQUE = { uniq_sys_dict_item_value: DICT_ITEM_MESSAGES.valueTaken };

async function liveDict(db: Db, dictId: unknown): Promise<DictRow> {
  if (typeof dictId !== 'string' || dictId.trim() === '') throw new BizError(DICT_ITEM_MESSAGES.dictRequired);
  const [id] = parseIds(dictId, 1);
  const dict = id ? await dictById(db, id) : null;
  if (!dict) throw new BizError(DICT_ITEM_MESSAGES.dictNotFound);
  return dict;
}

/** GET /sys/dictItem/list?dictId=: one dictionary's items (sort order by default). */
export async function listDictItems(deps: AppDeps, query: RawQuery): Promise<Page<DictItemJson>> {
  // JeecgBoot's item drawer loads once before a dictionary is chosen: no dictId is an empty page.
  if (typeof query.dictId !== 'string' || query.dictId.trim() === '')
    return toPage([], 0, parsePaging(query));
  const dict = await liveDict(deps.db, query.dictId);
  return runListQuery<DictItemRow, DictItemJson>(deps.db, {
    schema: dictItemSchema,
    alias: 'i',
    select: 'i.*',
    from: 'sys_dict_item i',
    query,
    fixedWhere: (p) => [`i.dict_id = ${p.add(dict.id)}`],
    mapRow: toDictItemJson,
  });
}

async function assertValueFree(db: Db, dictId: string, value: string, exceptId: string | null) {
  const rows = await db.query(
    'SELECT 1 FROM sys_dict_item WHERE dict_id = $1 AND item_value = $2 AND id <> $3',
    [dictId, value, exceptId ?? ''],
  );
  if (rows.length > 0) throw new BizError(DICT_ITEM_MESSAGES.valueTaken);
}

/**
 * GET /sys/dictItem/dictItemCheck?dictId=&itemValue=&id=: whether the value is free in that
 * dictionary (the form's async check). Answers 该值可用！ or the taken message.
 */
export async function checkDictItemValue(db: Db, query: RawQuery): Promise<string> {
  const dict = await liveDict(db, query.dictId);
  const value = typeof query.itemValue === 'string' ? query.itemValue.trim() : '';
  if (!value) throw new BizError(DICT_ITEM_MESSAGES.valueRequired);
  const except = typeof query.id === 'string' && query.id ? (parseIds(query.id, 1)[0] ?? null) : null;
  await assertValueFree(db, dict.id, value, except);
  const typeError = dictItemValueError(value, dict.type);
  if (typeError) throw new BizError(typeError);
  return DICT_ITEM_MESSAGES.valueFree;
}

function cleaned(values: ColumnValue[]): ColumnValue[] {
  return values.map((v) => (typeof v.value === 'string' ? { ...v, value: v.value.trim() } : v));
}

function checkValue(values: readonly ColumnValue[], dict: DictRow): string | null {
  const value = values.find((v) => v.column === 'item_value')?.value;
  if (typeof value !== 'string') return null;
  const error = dictItemValueError(value, dict.type);
  if (error) throw new BizError(error);
  return value;
}

async function write(
  db: Db,
  auth: AuthContext,
  meta: RequestMeta,
  entry: { content: string; operateType: number; requestParam: unknown },
  run: (tx: Db) => Promise<void>,
) {
  await withUniqueMessages(UNIQUE, () =>
    db.transaction(async (tx) => {
      await run(tx);
      await bumpDictVersion(tx);
      await logOperation(tx, auth, { ...meta, ...entry });
    }),
  );
}

/** POST /sys/dictItem/add: status defaults to enabled, sort to 1 (JeecgBoot's form defaults). */
export async function addDictItem(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: Row) {
  const dict = await liveDict(deps.db, body.dictId);
  const values = cleaned(await readFormValues(dictItemSchema, body, 'create', deps.dicts));
  const value = checkValue(values, dict);
  if (value !== null) await assertValueFree(deps.db, dict.id, value, null);
  const all: ColumnValue[] = [
    ...values.map((v) => {
      if (v.column === 'status' && v.value === null) return { ...v, value: 1 };
      if (v.column === 'sort_order' && v.value === null) return { ...v, value: 1 };
      return v;
    }),
    { column: 'id', value: newId() },
    { column: 'dict_id', value: dict.id },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await write(
    deps.db,
    auth,
    meta,
    {
      content: `添加字典项：${dict.dict_code}=${String(value)}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
    async (tx) => {
      await tx.query(
        `INSERT INTO sys_dict_item (${all.map((v) => `"${v.column}"`).join(', ')})
         VALUES (${all.map((_, i) => `$${i + 1}`).join(', ')})`,
        all.map((v) => v.value),
      );
    },
  );
}

async function itemById(db: Db, id: string): Promise<DictItemRow | null> {
  const rows = await db.query<DictItemRow>('SELECT * FROM sys_dict_item WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** PUT /sys/dictItem/edit: the item stays in its dictionary (dictId in the body is ignored). */
export async function editDictItem(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: Row) {
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  const item = id ? await itemById(deps.db, id) : null;
  if (!id || !item) throw new BizError(DICT_ITEM_MESSAGES.notFound);
  const dict = await liveDict(deps.db, item.dict_id);
  const values = cleaned(await readFormValues(dictItemSchema, body, 'edit', deps.dicts)).filter(
    // A cleared status or sort keeps the column's NOT NULL default meaning instead of failing.
    (v) => !((v.column === 'status' || v.column === 'sort_order') && v.value === null),
  );
  const value = checkValue(values, dict);
  if (value !== null) await assertValueFree(deps.db, dict.id, value, id);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await write(
    deps.db,
    auth,
    meta,
    {
      content: `编辑字典项：${dict.dict_code}=${item.item_value}`,
      operateType: OPERATE_TYPE.edit,
      requestParam: body,
    },
    async (tx) => {
      const params: unknown[] = [];
      const assignments = setClause(set, (v) => {
        params.push(v);
        return `$${params.length}`;
      });
      params.push(id);
      await tx.query(`UPDATE sys_dict_item SET ${assignments} WHERE id = $${params.length}`, params);
    },
  );
}

/** DELETE /sys/dictItem/delete and deleteBatch: items are deleted for good (JeecgBoot too). */
export async function deleteDictItems(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const rows = await deps.db.query<DictItemRow>('SELECT * FROM sys_dict_item WHERE id = ANY($1::varchar[])', [
    ids,
  ]);
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(DICT_ITEM_MESSAGES.notFound);
  await write(
    deps.db,
    auth,
    meta,
    {
      content: `删除字典项：${rows.map((r) => r.item_value).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    },
    async (tx) => {
      await tx.query('DELETE FROM sys_dict_item WHERE id = ANY($1::varchar[])', [ids]);
    },
  );
}
