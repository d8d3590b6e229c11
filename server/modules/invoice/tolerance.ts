// 金额容差: how far a task's invoice sum may be from its amount. One biz_setting row per tenant
// ('invoice.tolerance'); absent = DEFAULT_SUM_TOLERANCE.
import {
  DEFAULT_SUM_TOLERANCE,
  INVOICE_MESSAGES,
  parseTolerance,
  TOLERANCE_SETTING_KEY,
} from '../../../src/shared/domain/business/invoice-flow';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { BizError } from '../../plugins/envelope';
import { effectiveTenantId } from '../access/tenant-scope';
import { SCOPE_MESSAGES } from '../business/scope';
import { logOperation, type OperationEntry } from '../log/operation-log';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import type { AuthContext } from '../session/auth-context';

export async function readTolerance(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.query<{ setting_value: string }>(
    `SELECT setting_value FROM biz_setting WHERE tenant_id = $1::integer AND setting_key = $2`,
    [tenantId, TOLERANCE_SETTING_KEY],
  );
  // A hand-edited bad value falls back to the default rather than blocking every submit.
  return (row && parseTolerance(row.setting_value)) ?? DEFAULT_SUM_TOLERANCE;
}

function tenantOf(auth: AuthContext): number {
  const tenantId = effectiveTenantId(auth);
  if (tenantId === null) throw new BizError(SCOPE_MESSAGES.noTenant);
  return tenantId;
}

/** GET /cwxt/invoice/tolerance → "1.00". */
export async function getTolerance(deps: AppDeps, auth: AuthContext): Promise<string> {
  return readTolerance(deps.db, tenantOf(auth));
}

/** PUT /cwxt/invoice/tolerance {tolerance}: money, 0 ≤ t ≤ 1000; logged. */
export async function setTolerance(
  deps: AppDeps,
  auth: AuthContext,
  meta: Omit<OperationEntry, 'content' | 'operateType'>,
  raw: unknown,
): Promise<string> {
  const tolerance = parseTolerance(raw);
  if (tolerance === null) throw new BizError(INVOICE_MESSAGES.toleranceFormat);
  const tenantId = tenantOf(auth);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO biz_setting (tenant_id, setting_key, setting_value, update_by, update_time)
       VALUES ($1::integer, $2, $3, $4, now())
       ON CONFLICT (tenant_id, setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value,
         update_by = EXCLUDED.update_by, update_time = now()`,
      [tenantId, TOLERANCE_SETTING_KEY, tolerance, auth.user.username],
    );
    await logOperation(tx, auth, {
      ...meta,
      content: `设置发票金额容差：${tolerance}元`,
      operateType: OPERATE_TYPE.edit,
      requestParam: { tolerance },
    });
  });
  return tolerance;
}
