import { BizError } from '../../plugins/envelope';

/** Spec 001 §5: the tree selects' condition must be a JSON object string. */
export const TREE_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';
const MAX_ENTRIES = 20;

/**
 * A tree `condition` (`'{"status":"1"}'`) as column → value. Empty means none. Anything but a JSON
 * object of scalar values is refused with the spec's message; which columns may be named is the
 * caller's business (its registry), checked before any SQL is written.
 */
export function parseTreeCondition(raw: string | undefined): Array<[string, string]> {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError(TREE_CONDITION_ERROR);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BizError(TREE_CONDITION_ERROR);
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAX_ENTRIES) throw new BizError(TREE_CONDITION_ERROR);
  return entries.map(([key, value]) => {
    if (typeof value === 'string') return [key, value];
    if (typeof value === 'number' || typeof value === 'boolean') return [key, String(value)];
    throw new BizError(TREE_CONDITION_ERROR);
  });
}
