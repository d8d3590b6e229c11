// The auto list's view of a form: head, fields, indexes and sub forms read by head id, with their
// resource schemas. Kept in a short process-local cache; every use first reads the versions of the
// head and its sub heads (one indexed query), so a saved design or a sync is seen at once.
import {
  ONLINE_IDENTIFIER_PATTERN,
  ONLINE_MESSAGES,
  type OnlineFormDesign,
} from '../../../src/shared/domain/online/form-design';
import { resourceSchemaOf } from '../../../src/shared/domain/online/runtime-schema';
import type { ResourceSchema } from '../../../src/shared/domain/resources/types';
import { linearTester } from '../../../src/shared/domain/validation/linear-pattern';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import { loadDesign, type HeadRow } from './design-rows';

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

/** The stored names were validated when saved; checked again because they become SQL identifiers. */
function checkedName(name: string): string {
  if (!ONLINE_IDENTIFIER_PATTERN.test(name))
    throw new Error(`online form: bad identifier ${JSON.stringify(name)}`);
  return name;
}

async function readDesign(db: Db, head: HeadRow): Promise<OnlineFormDesign> {
  const design = await loadDesign(db, head);
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
        schema: resourceSchemaOf(sub, undefined, linearTester),
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
    // Designers' patterns run on RE2 on the server: linear time whatever the pattern and value.
    schema: resourceSchemaOf(design, undefined, linearTester),
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
