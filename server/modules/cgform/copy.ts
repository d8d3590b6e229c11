// 复制表单 (`/online/cgform/head/copyOnline`, issue 9): a copy of an original design under a new
// table name (`<name>_c<n>` unless one is given), marked copy_type 1 with the original's id and the
// copy's number. The copy is a new, unsynchronised form; its version history starts with 'copy'.
import {
  normalizeDesign,
  ONLINE_MESSAGES as M,
  validateDesign,
  type OnlineFormDesign,
} from '../../../src/shared/domain/online/form-design';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { logOperation } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from '../user/admin-service';
import { loadDesign, loadHeadInScope } from './design-rows';
import { designContext, insertDesign, UNIQUE_MESSAGES, type Meta } from './design-service';

/** Index names are per design, but physical index names are per schema: a copy renames them. */
function copiedIndexName(name: string, original: string, copyName: string, n: number): string {
  return name.includes(original) ? name.split(original).join(copyName) : `${name}_c${n}`;
}

/** The original's design under the copy's table name (fields keep their names; ids are new). */
export function copyOf(original: OnlineFormDesign, tableName: string, n: number): OnlineFormDesign {
  const from = original.head.tableName;
  return normalizeDesign({
    head: { ...original.head, id: undefined, tableName, subTableStr: null },
    fields: original.fields.map((f) => ({ ...f, id: undefined, dbFieldNameOld: null })),
    indexes: original.indexes.map((x) => ({
      indexName: copiedIndexName(x.indexName, from, tableName, n),
      indexField: x.indexField,
      indexType: x.indexType,
    })),
  });
}

export async function copyDesign(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  headId: string,
  tableName: string | undefined,
): Promise<string> {
  return withUniqueMessages(UNIQUE_MESSAGES, () =>
    deps.db.transaction(async (tx) => {
      const head = await loadHeadInScope(tx, auth, headId, false, true);
      if (Number(head.copy_type) === 1) throw new BizError(M.copyOfCopy);
      // Counted over every copy ever made (deleted ones too), so a number is never reused.
      const [last] = await tx.query<{ n: number | null }>(
        'SELECT max(copy_version)::int AS n FROM onl_cgform_head WHERE physic_id = $1 AND copy_type = 1',
        [head.id],
      );
      const n = (last?.n ?? 0) + 1;
      const name = tableName?.trim() || `${head.table_name}_c${n}`;
      const design = copyOf(await loadDesign(tx, head), name, n);
      const problem = validateDesign(design, await designContext(tx, auth, design));
      if (problem) throw new BizError(problem);
      const id = await insertDesign(tx, auth, design, 'copy', { physicId: head.id, copyVersion: n });
      await logOperation(tx, auth, {
        ...meta,
        content: `复制Online表单：${head.table_name} → ${name}`,
        operateType: OPERATE_TYPE.add,
        requestParam: { code: headId, tableName },
      });
      return id;
    }),
  );
}
