import { TREE_CONDITION_ERROR } from './messages';

export type TreeConditionResult =
  { ok: true; condition: string } | { ok: false; message: typeof TREE_CONDITION_ERROR };

/**
 * The tree selects' `condition` prop (spec 001 §5): empty is fine; otherwise it must be a JSON
 * *object* string (`'{"status":"1"}'`). Arrays, numbers, `null` and broken JSON are rejected with
 * 组件JTreeSelect-condition传值有误，需要一个json字符串!.
 */
export function checkTreeCondition(condition: string | null | undefined): TreeConditionResult {
  if (condition === undefined || condition === null || condition.trim() === '') {
    return { ok: true, condition: '' };
  }
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { ok: true, condition };
    }
  } catch {
    // Falls through to the error below.
  }
  return { ok: false, message: TREE_CONDITION_ERROR };
}
