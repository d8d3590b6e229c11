import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { logOperation, OPERATE_TYPE, requestInfo, type OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';

/** Where a write came from: written to the operation log together with the write. */
export type Audit = Omit<OperationEntry, 'content' | 'operateType'>;

export function auditOf(request: Pick<FastifyRequest, 'ip' | 'url' | 'method' | 'body' | 'query'>): Audit {
  const param = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  return { ...requestInfo(request), requestParam: param };
}

export type OperateKind = keyof typeof OPERATE_TYPE;

/** One operation-log row, in the caller's transaction so the log and the write commit together. */
export function audit(
  tx: Db,
  auth: AuthContext,
  info: Audit,
  kind: OperateKind,
  content: string,
): Promise<void> {
  return logOperation(tx, auth, { ...info, operateType: OPERATE_TYPE[kind], content });
}
