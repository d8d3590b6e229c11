// The auto list's view of a form: head, fields, indexes and sub forms read by head id, with their
// resource schemas. Kept in a short process-local cache; every use first reads the versions of the
// head and its sub heads (one indexed query), so a saved design or a sync is seen at once.
import {
  ONLINE_IDENTIFIER_PATTERN,
  ONLINE_MESSAGES,
  type OnlineDbType,
  type OnlineField,
  type OnlineFormDesign,
  type OnlineFormHead,
  type OnlineIndex,
  type OnlineIndexType,
  type OnlineQueryMode,
  type OnlineRelationType,
  type OnlineTableType,
  type OnlineThemeTemplate,
  type OnlineFormTemplate,
  type YesNo,
} from '../../../src/shared/domain/online/form-design';
import { resourceSchemaOf } from '../../../src/shared/domain/online/runtime-schema';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Db, Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';

export interface LoadedSub {
  design: OnlineFormDesign;
  schema: ResourceSchema;
  headId: string;
  tableName: string;
  /** The sub table's foreign key fields: sub column → main column. */
  keys: Array<{ column: string; mainColumn: string }>;
  synced: boolean;
}

export interface LoadedForm {
  headId: string;
  tenantId: number | null;
  design: OnlineFormDesign;
  schema: ResourceSchema;
  /** Quoted physical table name (checked identifier). */
  table: string;
  synced: boolean;
  isTree: boolean;
  subs: LoadedSub[];
}

const CACHE_MS = 60_000;
const cache = new WeakMap<Db, Map<string, { stamp: string; at: number; form: LoadedForm }>>();

type HeadRow = Row & Record<string, unknown>;

const s = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const yn = (v: unknown): YesNo => (v === 'Y' ? 'Y' : 'N');

function headOf(r: HeadRow): OnlineFormHead {
  return {
    id: String(r.id),
    tenantId: n(r.tenant_id),
    tableName: String(r.table_name),
    tableTxt: String(r.table_txt),
    tableType: Number(r.table_type) as OnlineTableType,
    isTree: yn(r.is_tree),
    treeParentIdField: s(r.tree_parent_id_field),
    treeIdField: s(r.tree_id_field),
    treeFieldname: s(r.tree_fieldname),
    relationType: n(r.relation_type) as OnlineRelationType | null,
    subTableStr: s(r.sub_table_str),
    tabOrderNum: n(r.tab_order_num),
    themeTemplate: String(r.theme_template) as OnlineThemeTemplate,
    formTemplate: String(r.form_template) as OnlineFormTemplate,
    isCheckbox: yn(r.is_checkbox),
    isPage: yn(r.is_page),
    idType: 'UUID',
    isDbSynch: yn(r.is_db_synch),
    tableVersion: Number(r.table_version),
  };
}

function fieldOf(r: HeadRow): OnlineField {
  return {
    id: String(r.id),
    dbFieldName: String(r.db_field_name),
    dbFieldTxt: String(r.db_field_txt),
    dbType: String(r.db_type) as OnlineDbType,
    dbLength: Number(r.db_length),
    dbPointLength: Number(r.db_point_length),
    dbIsKey: yn(r.db_is_key),
    dbIsNull: yn(r.db_is_null),
    dbDefaultVal: s(r.db_default_val),
    fieldShowType: String(r.field_show_type),
    dictField: s(r.dict_field),
    dictTable: s(r.dict_table),
    dictText: s(r.dict_text),
    fieldValidType: s(r.field_valid_type),
    fieldMustInput: yn(r.field_must_input),
    isShowForm: yn(r.is_show_form),
    isShowList: yn(r.is_show_list),
    isQuery: yn(r.is_query),
    queryMode: String(r.query_mode) as OnlineQueryMode,
    sortFlag: yn(r.sort_flag),
    isReadOnly: yn(r.is_read_only),
    mainTable: s(r.main_table),
    mainField: s(r.main_field),
    fieldDefaultValue: s(r.field_default_value),
    orderNum: Number(r.order_num),
  };
}

function indexOf(r: HeadRow): OnlineIndex {
  return {
    id: String(r.id),
    indexName: String(r.index_name),
    indexField: String(r.index_field),
    indexType: String(r.index_type) as OnlineIndexType,
    isDbSynch: yn(r.is_db_synch),
  };
}

/** The stored names were validated when saved; checked again because they become SQL identifiers. */
function checkedName(name: string): string {
  if (!ONLINE_IDENTIFIER_PATTERN.test(name))
    throw new Error(`online form: bad identifier ${JSON.stringify(name)}`);
  return name;
}

async function readDesign(db: Db, head: HeadRow): Promise<OnlineFormDesign> {
  const id = String(head.id);
  const fields = await db.query<HeadRow>(
    'SELECT * FROM onl_cgform_field WHERE cgform_head_id = $1 ORDER BY order_num, db_field_name',
    [id],
  );
  const indexes = await db.query<HeadRow>(
    'SELECT * FROM onl_cgform_index WHERE cgform_head_id = $1 ORDER BY index_name',
    [id],
  );
  const design = { head: headOf(head), fields: fields.map(fieldOf), indexes: indexes.map(indexOf) };
  checkedName(design.head.tableName);
  for (const f of design.fields) checkedName(f.dbFieldName);
  return design;
}

/** Sub forms of a main table: live sub heads with a field whose foreign key names the main table. */
const SUB_HEADS_SQL = `
  SELECT h.* FROM onl_cgform_head h
   WHERE h.del_flag = 0 AND h.table_type = 3
     AND EXISTS (SELECT 1 FROM onl_cgform_field f WHERE f.cgform_head_id = h.id AND f.main_table = $1)
   ORDER BY h.tab_order_num NULLS LAST, h.table_name`;

/** Head and sub versions in one string: any saved design or sync changes it. */
async function versionStamp(db: Db, headId: string): Promise<string | null> {
  const rows = await db.query<{ id: string; v: string | number; sy: string; main: boolean }>(
    `WITH m AS (SELECT id, table_name, table_version, is_db_synch FROM onl_cgform_head WHERE id = $1 AND del_flag = 0)
     SELECT m.id, m.table_version AS v, m.is_db_synch AS sy, true AS main FROM m
     UNION ALL
     SELECT h.id, h.table_version, h.is_db_synch, false FROM onl_cgform_head h, m
      WHERE h.del_flag = 0 AND h.table_type = 3
        AND EXISTS (SELECT 1 FROM onl_cgform_field f WHERE f.cgform_head_id = h.id AND f.main_table = m.table_name)`,
    [headId],
  );
  if (!rows.some((r) => r.main)) return null;
  return rows
    .map((r) => `${r.id}:${r.v}:${r.sy}`)
    .sort()
    .join('|');
}

async function readForm(db: Db, headId: string): Promise<LoadedForm | null> {
  const [head] = await db.query<HeadRow>('SELECT * FROM onl_cgform_head WHERE id = $1 AND del_flag = 0', [
    headId,
  ]);
  if (!head) return null;
  const design = await readDesign(db, head);
  const subs: LoadedSub[] = [];
  if (design.head.tableType === 2) {
    for (const subHead of await db.query<HeadRow>(SUB_HEADS_SQL, [design.head.tableName])) {
      const sub = await readDesign(db, subHead);
      const keys = sub.fields
        .filter((f) => f.mainTable === design.head.tableName && f.mainField)
        .map((f) => ({ column: f.dbFieldName, mainColumn: checkedName(f.mainField!) }));
      subs.push({
        design: sub,
        schema: resourceSchemaOf(sub),
        headId: String(subHead.id),
        tableName: sub.head.tableName,
        keys,
        synced: sub.head.isDbSynch === 'Y',
      });
    }
  }
  return {
    headId,
    tenantId: design.head.tenantId ?? null,
    design,
    schema: resourceSchemaOf(design),
    table: `"${design.head.tableName}"`,
    synced: design.head.isDbSynch === 'Y',
    isTree: design.head.isTree === 'Y',
    subs,
  };
}

/** The form by head id, or the designer's not-found message. */
export async function loadForm(db: Db, headId: string): Promise<LoadedForm> {
  const stamp = await versionStamp(db, headId);
  if (stamp === null) throw new BizError(ONLINE_MESSAGES.formNotFound);
  let byId = cache.get(db);
  if (!byId) {
    byId = new Map();
    cache.set(db, byId);
  }
  const hit = byId.get(headId);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < CACHE_MS) return hit.form;
  const form = await readForm(db, headId);
  if (!form) throw new BizError(ONLINE_MESSAGES.formNotFound);
  byId.set(headId, { stamp, at: Date.now(), form });
  return form;
}
