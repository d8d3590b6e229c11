import type { Page } from '../../../src/shared/domain/contract/result';
import {
  DICT_REGISTRY_MESSAGES as M,
  dictRegistrySchema,
  splitFilterColumns,
} from '../../../src/shared/domain/resources/dict-registry';
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
import { withUniqueMessages, type RequestMeta } from '../user/admin-service';
import { readFormValues } from '../user/form-values';
import { parseIds } from '../user/user-scope';
import { bumpDictVersion } from './cache-version';
import { SENSITIVE_COLUMN, SENSITIVE_TABLES } from './registry';

export interface RegistryAdminRow extends Row {
  id: string;
  table_name: string;
  text_column: string;
  code_column: string;
  soft_delete: boolean;
  pid_column: string | null;
  has_child_column: string | null;
  filter_columns: string | null;
  description: string | null;
  create_time: Date | null;
}

export interface RegistryJson {
  id: string;
  tableName: string;
  textColumn: string;
  codeColumn: string;
  /** '1' = only rows with del_flag 0 are listed (dict `yn`). */
  softDelete: string;
  pidColumn: string | null;
  hasChildColumn: string | null;
  filterColumns: string | null;
  description: string | null;
  createTime: string | null;
}

export const toRegistryJson = (r: RegistryAdminRow): RegistryJson => ({
  id: r.id,
  tableName: r.table_name,
  textColumn: r.text_column,
  codeColumn: r.code_column,
  softDelete: r.soft_delete ? '1' : '0',
  pidColumn: r.pid_column,
  hasChildColumn: r.has_child_column,
  filterColumns: r.filter_columns,
  description: r.description,
  createTime: formatDateTime(r.create_time),
});

/**
 * Columns the registry refuses beyond the readers' own rule (SENSITIVE_COLUMN): anything that
 * looks like a password, its salt or cipher text, a credential or a private key.
 */
const ADMIN_SENSITIVE_COLUMN = /passw|passwd|(^|_)salt($|_)|cipher|credential|private_key|api_?key/;

export const isSensitiveColumn = (column: string): boolean =>
  SENSITIVE_COLUMN.test(column) || ADMIN_SENSITIVE_COLUMN.test(column);

const UNIQUE = { uniq_sys_dict_table_registry: M.taken };

/** The entry as the registry stores it, after trimming and lower-casing the identifiers. */
interface Entry {
  table_name: string;
  text_column: string;
  code_column: string;
  soft_delete: boolean;
  pid_column: string | null;
  has_child_column: string | null;
  filter_columns: string | null;
  description: string | null;
}

const IDENT_COLUMNS = ['table_name', 'text_column', 'code_column', 'pid_column', 'has_child_column'] as const;

function entryOf(base: Entry, values: ReadonlyArray<{ column: string; value: unknown }>): Entry {
  const next: Entry = { ...base };
  for (const { column, value } of values) {
    const text = value === null || value === undefined ? null : String(value).trim();
    if (column === 'soft_delete') next.soft_delete = text === '1';
    else if (column === 'filter_columns') next.filter_columns = splitFilterColumns(text).join(',') || null;
    else if (column === 'description') next.description = text || null;
    else if ((IDENT_COLUMNS as readonly string[]).includes(column)) {
      const ident = text ? text.toLowerCase() : null;
      if (column === 'pid_column' || column === 'has_child_column') next[column] = ident;
      else next[column as 'table_name' | 'text_column' | 'code_column'] = ident ?? '';
    }
  }
  return next;
}

/**
 * The checks a registered triple must pass: the table exists in the current schema, holds no
 * secrets, every named column exists and is not sensitive, soft delete needs a del_flag column.
 */
export async function assertEntryAllowed(db: Db, e: Entry): Promise<void> {
  if (SENSITIVE_TABLES.has(e.table_name)) throw new BizError(M.tableRefused(e.table_name));
  const columns = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1`,
    [e.table_name],
  );
  if (columns.length === 0) throw new BizError(M.tableMissing(e.table_name));
  const existing = new Set(columns.map((c) => c.column_name));
  const named = [
    e.text_column,
    e.code_column,
    e.pid_column,
    e.has_child_column,
    ...splitFilterColumns(e.filter_columns),
  ].filter((c): c is string => typeof c === 'string' && c !== '');
  for (const column of named) {
    if (isSensitiveColumn(column)) throw new BizError(M.columnRefused(column));
    if (!existing.has(column)) throw new BizError(M.columnMissing(e.table_name, column));
  }
  if (e.soft_delete && !existing.has('del_flag')) throw new BizError(M.noDelFlag(e.table_name));
}

/** GET /sys/dictTableRegistry/list. */
export async function listRegistry(deps: AppDeps, query: RawQuery): Promise<Page<RegistryJson>> {
  return runListQuery<RegistryAdminRow, RegistryJson>(deps.db, {
    schema: dictRegistrySchema,
    alias: 'r',
    select: 'r.*',
    from: 'sys_dict_table_registry r',
    query,
    mapRow: toRegistryJson,
  });
}

async function logged(
  db: Db,
  auth: AuthContext,
  meta: RequestMeta,
  entry: { content: string; operateType: number; requestParam: unknown },
  run: (tx: Db) => Promise<void>,
): Promise<void> {
  await withUniqueMessages(UNIQUE, () =>
    db.transaction(async (tx) => {
      await run(tx);
      // Table dictionaries resolve through the registry on every read; the bump refreshes clients'
      // dictionary caches that may hold a removed triple's items.
      await bumpDictVersion(tx);
      await logOperation(tx, auth, { ...meta, ...entry });
    }),
  );
}

const tripleOf = (e: Entry) => `${e.table_name},${e.text_column},${e.code_column}`;
const ENTRY_COLUMNS = [
  'table_name',
  'text_column',
  'code_column',
  'soft_delete',
  'pid_column',
  'has_child_column',
  'filter_columns',
  'description',
] as const;

const EMPTY: Entry = {
  table_name: '',
  text_column: '',
  code_column: '',
  soft_delete: false,
  pid_column: null,
  has_child_column: null,
  filter_columns: null,
  description: null,
};

/** POST /sys/dictTableRegistry/add. */
export async function addRegistry(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: Row) {
  const e = entryOf(EMPTY, await readFormValues(dictRegistrySchema, body, 'create', deps.dicts));
  await assertEntryAllowed(deps.db, e);
  await logged(
    deps.db,
    auth,
    meta,
    { content: `登记表字典：${tripleOf(e)}`, operateType: OPERATE_TYPE.add, requestParam: body },
    async (tx) => {
      await tx.query(
        `INSERT INTO sys_dict_table_registry (id, ${ENTRY_COLUMNS.join(', ')})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [newId(), ...ENTRY_COLUMNS.map((c) => e[c])],
      );
    },
  );
}

async function registryById(db: Db, rawId: unknown): Promise<RegistryAdminRow> {
  const [id] = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  const rows = id
    ? await db.query<RegistryAdminRow>('SELECT * FROM sys_dict_table_registry WHERE id = $1', [id])
    : [];
  if (!rows[0]) throw new BizError('未找到对应数据');
  return rows[0];
}

/** PUT /sys/dictTableRegistry/edit: the merged entry passes the same checks as a new one. */
export async function editRegistry(deps: AppDeps, auth: AuthContext, meta: RequestMeta, body: Row) {
  const current = await registryById(deps.db, body.id);
  const e = entryOf(current, await readFormValues(dictRegistrySchema, body, 'edit', deps.dicts));
  await assertEntryAllowed(deps.db, e);
  await logged(
    deps.db,
    auth,
    meta,
    { content: `编辑表字典登记：${tripleOf(e)}`, operateType: OPERATE_TYPE.edit, requestParam: body },
    async (tx) => {
      const set = ENTRY_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
      await tx.query(`UPDATE sys_dict_table_registry SET ${set} WHERE id = $1`, [
        current.id,
        ...ENTRY_COLUMNS.map((c) => e[c]),
      ]);
    },
  );
}

/** DELETE /sys/dictTableRegistry/delete?id= (or a comma list): the triple stops resolving at once. */
export async function deleteRegistry(deps: AppDeps, auth: AuthContext, meta: RequestMeta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  const rows = await deps.db.query<RegistryAdminRow>(
    'SELECT * FROM sys_dict_table_registry WHERE id = ANY($1::varchar[])',
    [ids],
  );
  if (ids.length === 0 || rows.length !== ids.length) throw new BizError('未找到对应数据');
  await logged(
    deps.db,
    auth,
    meta,
    {
      content: `删除表字典登记：${rows.map((r) => `${r.table_name},${r.text_column},${r.code_column}`).join('; ')}`,
      operateType: OPERATE_TYPE.delete,
      requestParam: { ids },
    },
    async (tx) => {
      await tx.query('DELETE FROM sys_dict_table_registry WHERE id = ANY($1::varchar[])', [ids]);
    },
  );
}
