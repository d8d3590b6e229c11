/**
 * The list answers a tree table (and a grid's sub-table) accepts, like JeecgBoot's JTreeTable:
 * `result` is the array itself, a MyBatis-Plus Page `{ records }` or a `{ list }` wrapper.
 * Anything else is a programming error on the server side and is reported, not guessed at.
 */

export const TREE_TABLE_MESSAGES = {
  unrecognised: '返回数据类型不识别',
} as const;

/** One row as the server sends it. */
export type TreeRowValues = Record<string, unknown>;

export type ListShape = { ok: true; rows: TreeRowValues[] } | { ok: false; message: string };

function isRowArray(value: unknown): value is TreeRowValues[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}

/** The rows of a list answer's `result`, or the 返回数据类型不识别 failure. */
export function listOfResult(result: unknown): ListShape {
  if (isRowArray(result)) return { ok: true, rows: result };
  if (typeof result === 'object' && result !== null) {
    const { records, list } = result as { records?: unknown; list?: unknown };
    if (isRowArray(records)) return { ok: true, rows: records };
    if (isRowArray(list)) return { ok: true, rows: list };
  }
  return { ok: false, message: TREE_TABLE_MESSAGES.unrecognised };
}
