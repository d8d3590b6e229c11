import {
  toDataRuleConditionCode,
  type DataRuleConditionCode,
} from '../../../src/shared/domain/query/data-rule-conditions';
import type { Db } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import type { AuthContext } from '../session/auth-context';
import { resolveDataRules } from './data-rules';

/**
 * resolveDataRules in the list engine's shape. A stored condition the engine does not know is
 * passed on as is: the engine refuses it with a message (fail closed), it is never dropped.
 */
export async function dataRuleConditions(
  db: Db,
  auth: AuthContext,
  menuPath: string,
): Promise<DataRuleCondition[]> {
  const rules = await resolveDataRules(db, auth, menuPath);
  return rules.map((r) => ({
    field: r.field,
    condition: toDataRuleConditionCode(r.condition) ?? (r.condition as DataRuleConditionCode),
    value: r.value,
  }));
}
