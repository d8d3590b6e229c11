import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { MESSAGE_TEMPLATE_MESSAGES as M } from '../../../src/shared/domain/resources/message-template';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import {
  addTemplate,
  deleteTemplates,
  editTemplate,
  listTemplates,
  queryTemplateById,
  sendTemplateMessage,
} from './service';

type Query = Record<string, string | undefined>;
const BASE = '/sys/message/sysMessageTemplate';
const can = (permission: string) => ({ policy: { permission } });
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

const templateBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    templateCode: nullableText(100),
    templateName: nullableText(100),
    templateType: { type: ['string', 'number', 'null'], maxLength: 10 },
    templateContent: nullableText(100000),
    templateTestJson: nullableText(10000),
  },
} as const;

/** 消息模板 (`/sys/message/sysMessageTemplate/*`, JeecgBoot SysMessageTemplateController). */
export async function messageTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    `${BASE}/list`,
    { config: can(PERM.messageTemplate.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listTemplates(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: can(PERM.messageTemplate.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryTemplateById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/add`,
    { config: can(PERM.messageTemplate.add), schema: { body: templateBody } },
    async (request) => {
      await addTemplate(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: can(PERM.messageTemplate.edit),
    schema: { body: templateBody },
    handler: async (request) => {
      await editTemplate(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    { config: can(PERM.messageTemplate.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteTemplates(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: can(PERM.messageTemplate.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteTemplates(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(M.deleted);
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${BASE}/sendMsg`,
    {
      config: can(PERM.messageTemplate.send),
      schema: {
        body: {
          type: 'object',
          properties: { templateCode: str(100), testData: nullableText(10000), receiver: str(170000) },
          required: ['templateCode', 'receiver'],
        },
      },
    },
    async (request) => {
      await sendTemplateMessage(deps, authOf(request), request.body);
      return okMessage(M.sent);
    },
  );
}
