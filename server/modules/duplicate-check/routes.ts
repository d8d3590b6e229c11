import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { authOf } from '../session/auth-context';
import { duplicateCheck, type DuplicateCheckQuery } from './service';

/** 重复校验 for the forms' unique fields: any signed-in user, allowlisted columns only. */
export async function duplicateCheckRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  app.get<{ Querystring: DuplicateCheckQuery }>(
    '/sys/duplicate/check',
    {
      config: { policy: { authenticated: true } },
      schema: {
        querystring: {
          type: 'object',
          properties: { tableName: str(64), fieldName: str(64), fieldVal: str(500), dataId: str(32) },
        },
      },
    },
    async (request) => duplicateCheck(db, authOf(request), request.query),
  );
}
