// Online form designs in the database (issue 9): onl_cgform_head / _field / _index rows, their wire
// (camelCase) form, the reads every designer route and the sync and runtime engines share, and the
// writes of one design's fields and indexes. Column names here come only from this file.
import type {
  OnlineField,
  OnlineFormDesign,
  OnlineFormHead,
  OnlineIndex,
  YesNo,
} from '../../../src/shared/domain/online/form-design';
import {
  FIELD_SETTINGS,
  HEAD_SETTINGS,
  ONLINE_MESSAGES,
} from '../../../src/shared/domain/online/form-design';
import { toColumnName } from '../../../src/shared/domain/resources/types';
import type { Db, Row } from '../../db/db';
import { newId } from '../../lib/ids';
import { SqlParams } from '../../lib/list-query/sql-params';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';

export interface HeadRow extends Row {
  id: string;
  tenant_id: number | null;
  table_name: string;
  table_txt: string;
  table_type: number;
  is_tree: string;
  tree_parent_id_field: string | null;
  tree_id_field: string | null;
  tree_fieldname: string | null;
  relation_type: number | null;
  sub_table_str: string | null;
  tab_order_num: number | null;
  theme_template: string;
  form_template: string;
  is_checkbox: string;
  is_page: string;
  id_type: string;
  is_db_synch: string;
  table_version: number;
  copy_type: number;
  copy_version: number | null;
  physic_id: string | null;
  del_flag: number;
  create_by: string | null;
  create_time: Date | string;
  update_by: string | null;
  update_time: Date | string | null;
}

/** Columns of the designer's settings (design-types.ts), in the lists' order. */
export const HEAD_COLUMNS = HEAD_SETTINGS.map(toColumnName);
const FIELD_COLUMNS = FIELD_SETTINGS.map(toColumnName);

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const yn = (v: unknown): YesNo => (v === 'Y' ? 'Y' : 'N');

export function toHeadJson(r: HeadRow): OnlineFormHead {
  return {
    id: r.id,
    tenantId: num(r.tenant_id),
    tableName: r.table_name,
    tableTxt: r.table_txt,
    tableType: Number(r.table_type) as OnlineFormHead['tableType'],
    isTree: yn(r.is_tree),
    treeParentIdField: str(r.tree_parent_id_field),
    treeIdField: str(r.tree_id_field),
    treeFieldname: str(r.tree_fieldname),
    relationType: num(r.relation_type) as OnlineFormHead['relationType'],
    subTableStr: str(r.sub_table_str),
    tabOrderNum: num(r.tab_order_num),
    themeTemplate: r.theme_template as OnlineFormHead['themeTemplate'],
    formTemplate: r.form_template as OnlineFormHead['formTemplate'],
    isCheckbox: yn(r.is_checkbox),
    isPage: yn(r.is_page),
    idType: 'UUID',
    isDbSynch: yn(r.is_db_synch),
    tableVersion: Number(r.table_version),
    copyType: Number(r.copy_type) === 1 ? 1 : 0,
    copyVersion: num(r.copy_version),
    physicId: str(r.physic_id),
    createBy: str(r.create_by),
    createTime: formatDateTime(r.create_time) ?? '',
    updateBy: str(r.update_by),
    updateTime: formatDateTime(r.update_time),
  };
}

export function toFieldJson(r: Row): OnlineField & { cgformHeadId: string } {
  return {
    id: String(r.id),
    cgformHeadId: String(r.cgform_head_id),
    dbFieldName: String(r.db_field_name),
    dbFieldNameOld: str(r.db_field_name_old),
    dbFieldTxt: String(r.db_field_txt),
    dbType: String(r.db_type) as OnlineField['dbType'],
    dbLength: Number(r.db_length),
    dbPointLength: Number(r.db_point_length),
    dbIsKey: yn(r.db_is_key),
    dbIsNull: yn(r.db_is_null),
    dbDefaultVal: str(r.db_default_val),
    fieldShowType: String(r.field_show_type),
    dictField: str(r.dict_field),
    dictTable: str(r.dict_table),
    dictText: str(r.dict_text),
    fieldValidType: str(r.field_valid_type),
    fieldMustInput: yn(r.field_must_input),
    isShowForm: yn(r.is_show_form),
    isShowList: yn(r.is_show_list),
    isQuery: yn(r.is_query),
    queryMode: r.query_mode === 'group' ? 'group' : 'single',
    sortFlag: yn(r.sort_flag),
    isReadOnly: yn(r.is_read_only),
    mainTable: str(r.main_table),
    mainField: str(r.main_field),
    fieldDefaultValue: str(r.field_default_value),
    orderNum: Number(r.order_num),
  };
}

export function toIndexJson(r: Row): OnlineIndex & { cgformHeadId: string } {
  return {
    id: String(r.id),
    cgformHeadId: String(r.cgform_head_id),
    indexName: String(r.index_name),
    indexField: String(r.index_field),
    indexType: r.index_type === 'unique' ? 'unique' : 'normal',
    isDbSynch: yn(r.is_db_synch),
  };
}

/**
 * Designs a user may see: live (del_flag 0) heads of the user's tenant plus platform ones; writes
 * only the tenant's own (platform designs: super users). The cgreport designer's rule.
 */
export function headScopeWhere(auth: AuthContext, write: boolean, alias = 'h') {
  return (p: SqlParams): string[] => [
    `${alias}.del_flag = ${p.add(0, 'integer')}`,
    rowTenantCondition(alias, p, effectiveTenantId(auth), !write || auth.isSuper),
  ];
}

/** The head in the user's scope, or BizError 未找到对应的表单. `lock` takes the row lock (inside a transaction). */
export async function loadHeadInScope(
  db: Db,
  auth: AuthContext,
  id: unknown,
  write: boolean,
  lock = false,
): Promise<HeadRow> {
  if (typeof id !== 'string' || id.trim() === '') throw new BizError(ONLINE_MESSAGES.formNotFound);
  const p = new SqlParams();
  const where = [`h.id = ${p.add(id.trim())}`, ...headScopeWhere(auth, write)(p)].join(' AND ');
  const [row] = await db.query<HeadRow>(
    `SELECT h.* FROM onl_cgform_head h WHERE ${where}${lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
  if (!row) throw new BizError(ONLINE_MESSAGES.formNotFound);
  return row;
}

export async function loadFieldRows(db: Db, headId: string): Promise<Row[]> {
  return db.query(
    'SELECT * FROM onl_cgform_field WHERE cgform_head_id = $1 ORDER BY order_num ASC, db_field_name ASC',
    [headId],
  );
}

export async function loadIndexRows(db: Db, headId: string): Promise<Row[]> {
  return db.query('SELECT * FROM onl_cgform_index WHERE cgform_head_id = $1 ORDER BY index_name ASC', [
    headId,
  ]);
}

/** A stored design as the wire shape (what version rows keep and the engines read). */
export async function loadDesign(db: Db, head: HeadRow): Promise<OnlineFormDesign> {
  const [fields, indexes] = [await loadFieldRows(db, head.id), await loadIndexRows(db, head.id)];
  return { head: toHeadJson(head), fields: fields.map(toFieldJson), indexes: indexes.map(toIndexJson) };
}

/** True when a relation (table, view, index, sequence …) of that name exists in the current schema. */
export async function relationExists(db: Db, name: string): Promise<boolean> {
  // pg_class rather than information_schema.tables: an index or sequence of that name blocks
  // CREATE TABLE just as well, and pg_class also sees relations the user has no privileges on.
  const rows = await db.query(
    `SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relname = $1`,
    [name],
  );
  return rows.length > 0;
}

export interface FieldKeep {
  /** The stored field's id and its name at the last sync, by id (a kept field keeps both). */
  byId: ReadonlyMap<string, { dbFieldNameOld: string | null; createTime: unknown; createBy: unknown }>;
}

/**
 * Replaces the design's fields: delete then insert, so that two fields may swap names in one save
 * (the unique (head, name) key is not deferrable). A field sent with a stored id keeps that id, its
 * name at the last sync and its creation stamp; any other field is new.
 */
export async function writeFields(
  tx: Db,
  headId: string,
  fields: readonly OnlineField[],
  username: string,
  keep: FieldKeep,
): Promise<void> {
  await tx.query('DELETE FROM onl_cgform_field WHERE cgform_head_id = $1', [headId]);
  if (fields.length === 0) return;
  const p = new SqlParams();
  const used = new Set<string>();
  const tuples = fields.map((f) => {
    // An id sent twice keeps its stored field only once; the other copy is a new field.
    const kept = f.id !== undefined && !used.has(f.id) ? keep.byId.get(f.id) : undefined;
    if (kept && f.id) used.add(f.id);
    const values = [
      p.add(kept && f.id ? f.id : newId()),
      p.add(headId),
      p.add(kept ? kept.dbFieldNameOld : null),
      ...FIELD_SETTINGS.map((k) => p.add(f[k])),
      p.add(kept ? kept.createBy : username),
      `coalesce(${p.add(kept ? kept.createTime : null, 'timestamptz')}, now())`,
      p.add(kept ? username : null),
      p.add(kept ? new Date() : null, 'timestamptz'),
    ];
    return `(${values.join(', ')})`;
  });
  await tx.query(
    `INSERT INTO onl_cgform_field (id, cgform_head_id, db_field_name_old, ${FIELD_COLUMNS.join(', ')},
       create_by, create_time, update_by, update_time)
     VALUES ${tuples.join(', ')}`,
    p.values,
  );
}

/**
 * Replaces the design's indexes. An index identical to a stored one (name, fields, type) keeps its
 * id and sync flag; any other is new and not yet synchronised.
 */
export async function writeIndexes(
  tx: Db,
  headId: string,
  indexes: readonly OnlineIndex[],
  stored: readonly Row[],
): Promise<void> {
  const same = new Map(
    stored.map((r) => [`${String(r.index_name)}|${String(r.index_field)}|${String(r.index_type)}`, r]),
  );
  await tx.query('DELETE FROM onl_cgform_index WHERE cgform_head_id = $1', [headId]);
  for (const x of indexes) {
    const kept = same.get(`${x.indexName}|${x.indexField}|${x.indexType}`);
    await tx.query(
      `INSERT INTO onl_cgform_index (id, cgform_head_id, index_name, index_field, index_type, is_db_synch)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        kept ? String(kept.id) : newId(),
        headId,
        x.indexName,
        x.indexField,
        x.indexType,
        kept ? yn(kept.is_db_synch) : 'N',
      ],
    );
  }
}

/** Recomputes the derived sub_table_str of the named main tables (live sub forms naming them, in tab order). */
export async function refreshSubTableStr(tx: Db, mainTables: readonly string[]): Promise<void> {
  const names = [...new Set(mainTables)];
  if (names.length === 0) return;
  await tx.query(
    `UPDATE onl_cgform_head m SET sub_table_str = (
       SELECT string_agg(s.table_name, ',' ORDER BY s.tab_order_num NULLS LAST, s.table_name)
         FROM onl_cgform_head s
        WHERE s.del_flag = 0 AND s.table_type = 3
          AND EXISTS (SELECT 1 FROM onl_cgform_field f WHERE f.cgform_head_id = s.id AND f.main_table = m.table_name))
     WHERE m.del_flag = 0 AND m.table_name = ANY ($1::varchar[])`,
    [names],
  );
}

/** A version row: the design as saved (read back from the tables) for that table_version. */
export async function writeVersion(
  tx: Db,
  headId: string,
  action: 'design' | 'copy',
  username: string,
): Promise<void> {
  const [head] = await tx.query<HeadRow>('SELECT * FROM onl_cgform_head WHERE id = $1', [headId]);
  if (!head) throw new BizError(ONLINE_MESSAGES.formNotFound);
  const design = await loadDesign(tx, head);
  await tx.query(
    `INSERT INTO onl_cgform_version (id, cgform_head_id, table_version, action, design, create_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [newId(), headId, head.table_version, action, JSON.stringify(design), username],
  );
}
