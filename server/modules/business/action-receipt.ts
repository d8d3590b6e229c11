// Idempotency receipts and version checks for the workflow actions (migration 030). A receipt is
// claimed first thing in the action's transaction: on PostgreSQL a concurrent repeat blocks on the
// key's row until the first commits (then replays its answer) or rolls back (then runs itself).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  ACTION_MESSAGES,
  IDEMPOTENCY_KEY_PATTERN,
  versionOf,
  type ActionGuard,
} from '../../../src/shared/domain/business/action-guard';
import type { Db } from '../../db/db';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';

/** What an action answers: the message and, for some, a result. Stored as the receipt's answer. */
export interface ActionAnswer {
  message: string;
  result?: unknown;
}

/** The guard of a request: the `version` of its body and its Idempotency-Key header. */
export function guardOf(request: FastifyRequest): ActionGuard {
  const raw = request.headers['idempotency-key'];
  const key = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
  if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BizError(ACTION_MESSAGES.keyFormat);
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { key, version: versionOf(body.version) };
}

/** Refuses a stale version (the record changed since the user read it). */
export function assertVersion(guard: ActionGuard, current: unknown): void {
  if (guard.version !== null && guard.version !== Number(current)) throw new BizError(ACTION_MESSAGES.stale);
}

const fingerprintOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/** Receipts older than this are pruned by the same user's next claim of the same action. */
const KEEP_DAYS = 7;

/**
 * Runs `run` once per (user, action, key) inside `tx`. Without a key it just runs. With one, a
 * repeat returns the first answer and `replayed: true`; a repeat with another body is refused.
 */
export async function once(
  tx: Db,
  auth: AuthContext,
  action: string,
  guard: ActionGuard,
  body: unknown,
  run: () => Promise<ActionAnswer>,
): Promise<{ answer: ActionAnswer; replayed: boolean }> {
  if (guard.key === null) return { answer: await run(), replayed: false };
  const fingerprint = fingerprintOf(body);
  const ids = [auth.user.id, action, guard.key];
  await tx.query(
    `DELETE FROM biz_action_receipt WHERE user_id = $1 AND action = $2
        AND create_time < now() - make_interval(days => $3)`,
    [auth.user.id, action, KEEP_DAYS],
  );
  const claimed = await tx.query(
    `INSERT INTO biz_action_receipt (user_id, action, idem_key, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING 1 AS claimed`,
    [...ids, fingerprint],
  );
  if (claimed.length === 0) {
    const [prior] = await tx.query<{ fingerprint: string; answer: string | null }>(
      `SELECT fingerprint, answer FROM biz_action_receipt WHERE user_id = $1 AND action = $2 AND idem_key = $3`,
      ids,
    );
    if (!prior || prior.fingerprint !== fingerprint || prior.answer === null)
      throw new BizError(ACTION_MESSAGES.keyReused);
    return { answer: JSON.parse(prior.answer) as ActionAnswer, replayed: true };
  }
  const answer = await run();
  await tx.query(
    `UPDATE biz_action_receipt SET answer = $4 WHERE user_id = $1 AND action = $2 AND idem_key = $3`,
    [...ids, JSON.stringify(answer)],
  );
  return { answer, replayed: false };
}
