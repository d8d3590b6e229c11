import { UPLOAD_TEXTS } from './messages';

export type MoveDirection = 'left' | 'right';

export type MoveResult<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * The image widget's arrows (spec 001 §4, 002 §4): swap with the neighbour. Past the first →
 * 未知的操作, past the last → 已到最后~ (the original's texts); an index outside the list is
 * 未知的操作 too. The list itself is never changed.
 */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): MoveResult<T> {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    return { ok: false, message: UPLOAD_TEXTS.unknownMove };
  }
  const target = direction === 'left' ? index - 1 : index + 1;
  if (target < 0) return { ok: false, message: UPLOAD_TEXTS.unknownMove };
  if (target >= items.length) return { ok: false, message: UPLOAD_TEXTS.atLast };
  const next = [...items];
  const moving = next[index] as T;
  next[index] = next[target] as T;
  next[target] = moving;
  return { ok: true, items: next };
}
