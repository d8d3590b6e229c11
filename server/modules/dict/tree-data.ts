import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { scopeConditions, withVariables, type DictCaller } from './dict-scope';
import { FORBIDDEN_DICT, findDictTable, quoteIdent } from './registry';
import { TABLE_DICT_MAX_ROWS, whereSql } from './table-dict';
import { parseTreeCondition } from './tree-condition';
import { toTreeNode, type TreeRow, type TreeSelectModel } from './tree-model';

export interface TreeDataParams {
  pid?: string;
  pidField?: string;
  tableName?: string;
  text?: string;
  code?: string;
  hasChildField?: string;
  converIsLeafVal?: string;
  condition?: string;
}

const lower = (v: string | undefined) => (v ?? '').trim().toLowerCase();

/**
 * GET /sys/dict/loadTreeData: one level of a registered tree. The triple, pidField and
 * hasChildField must match the registry row; condition keys must be its registered columns and
 * their values are bound (LIKE, as JeecgBoot). An empty pid lists the roots (parent NULL, '' or '0').
 * isLeaf: from the has-child column ('1' = has children; converIsLeafVal=0 reads it as is), or,
 * for trees without one, whether any child row exists.
 */
export async function loadTreeData(
  db: Db,
  params: TreeDataParams,
  caller: DictCaller,
): Promise<TreeSelectModel[]> {
  const t = await findDictTable(db, params.tableName ?? '', params.text ?? '', params.code ?? '');
  if (!t.pid || lower(params.pidField) !== t.pid) throw new BizError(FORBIDDEN_DICT);
  const hasChildParam = lower(params.hasChildField);
  if (hasChildParam && hasChildParam !== t.hasChild) throw new BizError(FORBIDDEN_DICT);
  const condition = parseTreeCondition(params.condition);
  for (const [column] of condition) if (!t.filterable.has(column)) throw new BizError(FORBIDDEN_DICT);

  const p = new SqlParams();
  const where = await scopeConditions(db, t, 'd', caller, p);
  const pidSql = `d.${quoteIdent(t.pid)}`;
  const pid = (params.pid ?? '').trim();
  where.push(pid ? `${pidSql}::text = ${p.add(pid)}` : `(${pidSql} IS NULL OR ${pidSql}::text IN ('', '0'))`);
  for (const [column, value] of condition) {
    where.push(`d.${quoteIdent(column)}::text LIKE ${p.add(withVariables(value, caller))}`);
  }

  const codeSql = `d.${quoteIdent(t.code)}`;
  let isLeaf: string;
  if (t.hasChild) {
    const flag = `d.${quoteIdent(t.hasChild)}::text`;
    isLeaf =
      hasChildParam && (params.converIsLeafVal ?? '').trim() === '0'
        ? `coalesce(${flag} IN ('1', 'true'), false)`
        : `coalesce(${flag}, '') <> '1'`;
  } else {
    const live = t.softDelete ? ` AND c.del_flag::text = '0'` : '';
    isLeaf = `NOT EXISTS (SELECT 1 FROM "${t.table}" c WHERE c.${quoteIdent(t.pid)}::text = ${codeSql}::text${live})`;
  }
  const rows = await db.query<TreeRow>(
    `SELECT ${codeSql}::text AS key, d.${quoteIdent(t.text)}::text AS title, ${isLeaf} AS is_leaf,
            ${pidSql}::text AS parent_id
       FROM "${t.table}" d ${whereSql(where)} ORDER BY 1 LIMIT ${TABLE_DICT_MAX_ROWS}`,
    p.values,
  );
  return rows.map(toTreeNode);
}
