import type { Result } from '../../../src/shared/domain/contract/result';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError, fail, okMessage } from '../../plugins/envelope';
import { effectiveTenantId, rowTenantCondition } from '../access/tenant-scope';
import { FORBIDDEN_DICT } from '../dict/registry';
import type { AuthContext } from '../session/auth-context';
import { allowedColumn } from './allowlist';

export const DUPLICATE_MESSAGES = {
  available: '该值可用！',
  taken: '该值不可用，系统中已存在！',
  empty: '数据为空,不作处理！',
} as const;

export interface DuplicateCheckQuery {
  tableName?: string;
  fieldName?: string;
  fieldVal?: string;
  dataId?: string;
}

/**
 * GET /sys/duplicate/check (CONTRACT §8.1): counts rows holding `fieldVal` in an allowlisted
 * column, except the record being edited (`dataId`). Logically deleted rows count, as in
 * JeecgBoot: the unique indexes include them.
 */
export async function duplicateCheck(
  db: Db,
  auth: AuthContext,
  q: DuplicateCheckQuery,
): Promise<Result<string | null>> {
  const target = allowedColumn((q.tableName ?? '').trim(), (q.fieldName ?? '').trim());
  if (!target) throw new BizError(FORBIDDEN_DICT);
  // The quirk: success with code 500, which the client treats as valid.
  if (q.fieldVal === undefined || q.fieldVal === '') {
    return {
      success: true,
      message: DUPLICATE_MESSAGES.empty,
      code: 500,
      result: null,
      timestamp: Date.now(),
    };
  }
  const p = new SqlParams();
  const where = [`t."${target.column}"::text = ${p.add(q.fieldVal)}`];
  const dataId = (q.dataId ?? '').trim();
  if (dataId) where.push(`t.id::text <> ${p.add(dataId)}`);
  // Per-tenant columns: the caller's tenant and the shared rows (tenant NULL) they also see, so a
  // tenant's new code never shadows a shared one in its pickers.
  if (target.scope === 'tenant') where.push(rowTenantCondition('t', p, effectiveTenantId(auth), true));
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "${target.table}" t WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return (rows[0]?.n ?? 0) === 0 ? okMessage(DUPLICATE_MESSAGES.available) : fail(DUPLICATE_MESSAGES.taken);
}
