import type { Page } from '../../../src/shared/domain/contract/result';
import { DICT_MESSAGES, DICT_TYPE, dictSchema } from '../../../src/shared/domain/resources/dict';
import { DICT_NUMBER_VALUE } from '../../../src/shared/domain/resources/dict-item';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery } from '../../lib/list-query/run-list';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import type { RequestMeta } from '../user/admin-service';
import { withUniqueMessages } from '../user/admin-service';
import { readFormValues, setClause, type ColumnValue } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { bumpDictVersion } from './cache-version';

export interface DictRow extends Row {
  id: string;
  dict_name: string;
  dict_code: string;
  description: string | null;
  del_flag: number;
  type: number;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface DictJson {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
  /** JeecgBoot's entity has an Integer; the form's dictionary value is its string. */
  type: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const toDictJson = (r: DictRow): DictJson => ({
  id: r.id,
  dictName: r.dict_name,
  dictCode: r.dict_code,
  description: r.description,
  delFlag: Number(r.del_flag),
  type: String(r.type ?? 0),
  createBy: r.create_by,
  createTime: formatDateTime(r.create_time),
  updateBy: r.update_by,
  updateTime: formatDateTime(r.update_time),
});

const UNIQUE = { uniq_sys_dict_code: DICT_MESSAGES.codeTaken };

/** One write of the dictionary admin: the SQL, the cache bump and the log entry commit together. */
async function loggedWrite(
  db: Db,
  auth: AuthContext,
  meta: RequestMeta,
  entry: { content: string; operateType: number; requestParam: unknown },
  write: (tx: Db) => Promise<void>,
): Promise<void> {
  await withUniqueMessages(UNIQUE, () =>
    db.transaction(async (tx) => {
      await write(tx);
      await bumpDictVersion(tx);
      await logOperation(tx, auth, { ...meta, ...entry });
    }),
  );
}

/** GET /sys/dict/list: live dictionaries through the list engine (dictName/dictCode like, type). */
export async function listDicts(deps: AppDeps, query: RawQuery): Promise<Page<DictJson>> {
  return runListQuery<DictRow, DictJson>(deps.db, {
    schema: dictSchema,
    alias: 'd',
    select: 'd.*',
    from: 'sys_dict d',
    query,
    fixedWhere: () => ['d.del_flag = 0'],
    mapRow: toDictJson,
  });
}

export async function dictById(db: Db, id: string, deleted = false): Promise<DictRow | null> {
  const rows = await db.query<DictRow>('SELECT * FROM sys_dict WHERE id = $1 AND del_flag = $2', [
    id,
    deleted ? 1 : 0,
  ]);
  return rows[0] ?? null;
}

/** The code's owner, live or in the recycle bin, other than `exceptId`. */
async function assertCodeFree(db: Db, code: unknown, exceptId: string | null): Promise<void> {
  if (typeof code !== 'string') return;
  const rows = await db.query<{ del_flag: number }>(
    'SELECT del_flag FROM sys_dict WHERE dict_code = $1 AND id <> $2',
    [code.trim(), exceptId ?? ''],
  );
  if (rows[0]) {
    throw new BizError(
      Number(rows[0].del_flag) === 1 ? DICT_MESSAGES.codeInRecycleBin : DICT_MESSAGES.codeTaken,
    );
  }
}

function trimmed(values: ColumnValue[]): ColumnValue[] {
  return values.map((v) => (typeof v.value === 'string' ? { ...v, value: v.value.trim() } : v));
}

const codeOf = (values: readonly ColumnValue[]) => values.find((v) => v.column === 'dict_code')?.value;

/** POST /sys/dict/add. */
export async function addDict(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: Row): Promise<void> {
  // JeecgBoot's dictionary form sends no type: the column defaults to a string dictionary there.
  const input =
    body.type === undefined || body.type === null || body.type === ''
      ? { ...body, type: DICT_TYPE.string }
      : body;
  const values = trimmed(await readFormValues(dictSchema, input, 'create', deps.dicts));
  await assertCodeFree(deps.db, codeOf(values), null);
  const all = [
    ...values,
    { column: 'id', value: newId() },
    { column: 'del_flag', value: 0 },
    { column: 'create_by', value: auth.user.username },
    { column: 'create_time', value: new Date() },
  ];
  await loggedWrite(
    deps.db,
    auth,
    meta,
    { content: `添加字典：${String(codeOf(values))}`, operateType: OPERATE_TYPE.add, requestParam: body },
    async (tx) => {
      const placeholders = all.map((_, i) => `$${i + 1}`).join(', ');
      await tx.query(
        `INSERT INTO sys_dict (${all.map((v) => `"${v.column}"`).join(', ')}) VALUES (${placeholders})`,
        all.map((v) => v.value),
      );
    },
  );
}

/** A number dictionary may only hold numeric values: changing the type checks the items. */
async function assertItemsFitType(db: Db, dictId: string, type: unknown): Promise<void> {
  if (Number(type) !== 1) return;
  const rows = await db.query<{ item_value: string }>(
    'SELECT item_value FROM sys_dict_item WHERE dict_id = $1',
    [dictId],
  );
  if (rows.some((r) => !DICT_NUMBER_VALUE.test(r.item_value))) throw new BizError(DICT_MESSAGES.typeHasText);
}

/** PUT /sys/dict/edit: a live dictionary only. */
export async function editDict(
  deps: AppDeps,
  auth: AuthContext,
  meta: RequestMeta,
  body: Row,
): Promise<void> {
  const [id] = parseIds(typeof body.id === 'string' ? body.id : '', 1);
  const current = id ? await dictById(deps.db, id) : null;
  if (!id || !current) throw new BizError(DICT_MESSAGES.notFound);
  const values = trimmed(await readFormValues(dictSchema, body, 'edit', deps.dicts));
  await assertCodeFree(deps.db, codeOf(values), id);
  const type = values.find((v) => v.column === 'type');
  if (type) await assertItemsFitType(deps.db, id, type.value);
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  await loggedWrite(
    deps.db,
    auth,
    meta,
    { content: `编辑字典：${current.dict_code}`, operateType: OPERATE_TYPE.edit, requestParam: body },
    async (tx) => {
      let n = 0;
      const params: unknown[] = [];
      const assignments = setClause(set, (v) => {
        params.push(v);
        n += 1;
        return `$${n}`;
      });
      params.push(id);
      const done = await tx.query(
        `UPDATE sys_dict SET ${assignments} WHERE id = $${n + 1} AND del_flag = 0 RETURNING id`,
        params,
      );
      if (done.length !== 1) throw new BizError(DICT_MESSAGES.notFound);
    },
  );
}

/** Rows of `ids` with the given del_flag, or the not-found message when any is missing. */
async function requireDicts(db: Db, rawIds: unknown, deleted: boolean): Promise<DictRow[]> {
  const ids = parseIds(rawIds);
  const rows = await db.query<DictRow>(
    'SELECT * FROM sys_dict WHERE id = ANY($1::varchar[]) AND del_flag = $2',
    [ids, deleted ? 1 : 0],
  );
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError(DICT_MESSAGES.notFound);
  return rows;
}

/** DELETE /sys/dict/delete and deleteBatch: logical delete into the recycle bin. */
export async function deleteDicts(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const rows = await requireDicts(deps.db, rawIds, false);
  const ids = rows.map((r) => r.id);
  await loggedWrite(
    deps.db,
    auth,
    meta,
    {
      content: `删除字典：${rows.map((r) => r.dict_code).join(',')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    },
    async (tx) => {
      await tx.query(
        'UPDATE sys_dict SET del_flag = 1, update_by = $2, update_time = now() WHERE id = ANY($1::varchar[])',
        [ids, auth.user.username],
      );
    },
  );
}

/** GET /sys/dict/deleteList: the recycle bin (JeecgBoot answers a plain list). */
export async function deletedDicts(db: Db): Promise<DictJson[]> {
  const rows = await db.query<DictRow>(
    'SELECT * FROM sys_dict WHERE del_flag = 1 ORDER BY update_time DESC NULLS LAST, id LIMIT 1000',
  );
  return rows.map(toDictJson);
}

/** PUT /sys/dict/back/{id}: back from the recycle bin. */
export async function restoreDict(deps: AppDeps, auth: AuthContext, meta: RequestMeta, id: string) {
  const [row] = await requireDicts(deps.db, id, true);
  await loggedWrite(
    deps.db,
    auth,
    meta,
    { content: `还原字典：${row!.dict_code}`, operateType: OPERATE_TYPE.edit, requestParam: { id } },
    async (tx) => {
      await tx.query('UPDATE sys_dict SET del_flag = 0, update_by = $2, update_time = now() WHERE id = $1', [
        id,
        auth.user.username,
      ]);
    },
  );
}

/** DELETE /sys/dict/deletePhysic/{id}: a recycle-bin dictionary and its items, for good. */
export async function purgeDict(deps: AppDeps, auth: AuthContext, meta: RequestMeta, id: string) {
  const [row] = await requireDicts(deps.db, id, true);
  await loggedWrite(
    deps.db,
    auth,
    meta,
    { content: `彻底删除字典：${row!.dict_code}`, operateType: OPERATE_TYPE.delete, requestParam: { id } },
    async (tx) => {
      await tx.query('DELETE FROM sys_dict_item WHERE dict_id = $1', [id]);
      await tx.query('DELETE FROM sys_dict WHERE id = $1 AND del_flag = 1', [id]);
    },
  );
}
