// Per-process memo of permission and data-rule answers, keyed by the grants cache version the
// session read returned (migration 036: triggers bump it on any write that could change them).
// A request whose session carried version v reuses an answer computed at v; any grant, role,
// menu, rule, department or plant change makes every process compute afresh on its next request.
import type { Db } from '../../db/db';

const MAX_ENTRIES = 20_000;

interface Memo {
  version: bigint;
  entries: Map<string, unknown>;
}

// Per database handle: test processes run several apps, each with its own database and versions.
const memos = new WeakMap<Db, Memo>();

function parseVersion(version: string | null | undefined): bigint | null {
  return version && /^\d{1,19}$/.test(version) ? BigInt(version) : null;
}

/**
 * `compute()`'s answer for `key` at `version`, computed once per version. Without a version (an
 * auth context built outside a session read) or with one older than the memo's (a request that
 * read its session before a later bump), computes without storing: never a stale answer.
 */
export async function memoByGrants<T>(
  db: Db,
  version: string | null | undefined,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const v = parseVersion(version);
  if (v === null) return compute();
  let memo = memos.get(db);
  if (!memo || memo.version < v) {
    memo = { version: v, entries: new Map() };
    memos.set(db, memo);
  }
  if (memo.version !== v) return compute();
  if (memo.entries.has(key)) return memo.entries.get(key) as T;
  const value = await compute();
  if (memo.entries.size >= MAX_ENTRIES) memo.entries.clear();
  // Only if no newer version replaced the memo while computing.
  if (memos.get(db) === memo) memo.entries.set(key, value);
  return value;
}
