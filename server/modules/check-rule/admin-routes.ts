import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { CHECK_RULE_ADMIN_MESSAGES as M } from '../../../src/shared/domain/resources/check-rule';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import {
  addCheckRule,
  deleteCheckRules,
  editCheckRule,
  listCheckRules,
  queryCheckRuleById,
} from './admin-service';

type Query = Record<string, string | undefined>;
const BASE = '/sys/checkRule';
const can = (permission: string) => ({ policy: { permission } });
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

const ruleBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    ruleName: nullableText(100),
    ruleCode: nullableText(100),
    // Longer than the column so the form's own message (not a schema error) explains the limit.
    ruleJson: nullableText(4000),
    ruleDescription: nullableText(200),
  },
} as const;

/** 编码校验规则 administration (JeecgBoot SysCheckRuleController list/add/edit/delete). */
export async function checkRuleAdminRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    `${BASE}/list`,
    { config: can(PERM.checkRule.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listCheckRules(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: can(PERM.checkRule.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryCheckRuleById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/add`,
    { config: can(PERM.checkRule.add), schema: { body: ruleBody } },
    async (request) => {
      await addCheckRule(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: can(PERM.checkRule.edit),
    schema: { body: ruleBody },
    handler: async (request) => {
      await editCheckRule(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: can(PERM.checkRule.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteCheckRules(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: can(PERM.checkRule.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteCheckRules(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(M.batchDeleted);
    },
  );
}
