import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import { checkRuleAdminRoutes } from './admin-routes';
import { checkByCode } from './service';

/** 编码校验 (JeecgBoot SysCheckRuleController.checkByCode) for any signed-in user's forms. */
export async function checkRuleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  await checkRuleAdminRoutes(app);
  app.get<{ Querystring: { ruleCode?: string; value?: string } }>(
    '/sys/checkRule/checkByCode',
    {
      config: { policy: { authenticated: true } },
      // value: up to 1000 characters, each up to 9 once-encoded (%E4%B8%AD); the decoded length is checked too.
      schema: { querystring: { type: 'object', properties: { ruleCode: str(100), value: str(9000) } } },
    },
    async (request) => checkByCode(db, request.query),
  );
}
