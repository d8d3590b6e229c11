import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { FILL_RULE_MESSAGES as M } from '../../../src/shared/domain/resources/fill-rule';
import { str } from '../../lib/schema';
import { BizError, ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { generateCode } from './sequence';
import { addFillRule, deleteFillRules, editFillRule, listFillRules, queryFillRuleById } from './service';

type Query = Record<string, string | undefined>;
const BASE = '/sys/fillRule';
const can = (permission: string) => ({ policy: { permission } });
// Forms of any signed-in user fill their codes through these (JeecgBoot's runtime endpoints).
const anyUser = { policy: { authenticated: true as const } };
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
const RULE_CODE = str(100);
const MAX_BATCH = 20;

const ruleBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    ruleName: nullableText(100),
    ruleCode: nullableText(100),
    prefix: nullableText(20),
    datePattern: nullableText(10),
    separator: nullableText(1),
    seqLength: { type: ['integer', 'string', 'null'], maxLength: 3 },
    resetPeriod: nullableText(10),
  },
} as const;

// The form data a rule receives (JeecgBoot passes it to the rule class); bounded, not read by
// these definition-based rules.
const formData = { type: ['object', 'null'], maxProperties: 200 } as const;

/** 填值规则 (`/sys/fillRule/*`, JeecgBoot SysFillRuleController). */
export async function fillRuleRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    `${BASE}/list`,
    { config: can(PERM.fillRule.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listFillRules(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: can(PERM.fillRule.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryFillRuleById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/add`,
    { config: can(PERM.fillRule.add), schema: { body: ruleBody } },
    async (request) => {
      await addFillRule(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: can(PERM.fillRule.edit),
    schema: { body: ruleBody },
    handler: async (request) => {
      await editFillRule(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: can(PERM.fillRule.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteFillRules(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: can(PERM.fillRule.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteFillRules(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(M.batchDeleted);
    },
  );

  // 功能测试: really draws a number from the rule's counter, like a form would.
  app.get<{ Querystring: { ruleCode: string } }>(
    `${BASE}/testFillRule`,
    {
      config: can(PERM.fillRule.test),
      schema: {
        querystring: { type: 'object', properties: { ruleCode: RULE_CODE }, required: ['ruleCode'] },
      },
    },
    async (request) => ok(await generateCode(deps.db, request.query.ruleCode)),
  );

  app.put<{ Params: { ruleCode: string } }>(
    `${BASE}/executeRuleByCode/:ruleCode`,
    {
      config: anyUser,
      schema: { params: { type: 'object', properties: { ruleCode: RULE_CODE } }, body: formData },
    },
    async (request) => ok(await generateCode(deps.db, request.params.ruleCode)),
  );

  app.put<{ Body: { commonFormData?: unknown; rules?: Array<{ ruleCode: string }> } }>(
    `${BASE}/executeRuleByCodeBatch`,
    {
      config: anyUser,
      schema: {
        body: {
          type: 'object',
          properties: {
            commonFormData: formData,
            rules: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                properties: { ruleCode: RULE_CODE, formData },
                required: ['ruleCode'],
              },
            },
          },
          required: ['rules'],
        },
      },
    },
    async (request) => {
      const rules = request.body.rules ?? [];
      if (rules.length > MAX_BATCH) throw new BizError(M.tooManyRules);
      const results: Array<{ ruleCode: string; result: string }> = [];
      for (const rule of rules)
        results.push({ ruleCode: rule.ruleCode, result: await generateCode(deps.db, rule.ruleCode) });
      return ok(results);
    },
  );
}
