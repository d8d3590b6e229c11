import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { sendXls } from '../../lib/excel/export-run';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { guardOf, once } from '../business/action-receipt';
import { bizScope } from '../business/scope';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { exportQuerySchema } from '../user/import-export';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { notifySettlement } from './invoice-hook';
import { openMonthIn } from './open-month';
import { deleteTasks, editTask, exportTasks, listTasks, queryTask, taskLog } from './service';
import { confirmTask, disputeTask, payTask, reviseTask } from './transitions';

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown>;
const can = (permission: string) => ({ policy: { permission } });
const scalar = (max: number) => ({ type: ['string', 'number', 'null'], maxLength: max }) as const;
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;
/** The version of the record the user saw (optional; a stale one is refused). */
const version = { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 } as const;
const body = (properties: Record<string, unknown>, required: string[] = ['id']) =>
  ({ type: 'object', properties: { id: str(32), version, ...properties }, required }) as const;

const warnOf = (request: FastifyRequest) => (message: string) => request.log.warn(message);

/** 电费结算任务 (`/cwxt/settlement/*`): reads, edit/delete while pending, the transitions, opening a month. */
export async function settlementRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/cwxt/settlement/list',
    { config: can(PERM.settlement.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listTasks(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/settlement/queryById',
    { config: can(PERM.settlement.list), schema: { querystring: idQuery } },
    async (request) => ok(await queryTask(deps, authOf(request), request.query.id)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/cwxt/settlement/log',
    { config: can(PERM.settlement.log), schema: { querystring: idQuery } },
    async (request) => ok(await taskLog(deps, authOf(request), request.query.id)),
  );

  app.route<{ Body: Body }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/settlement/edit',
    config: can(PERM.settlement.edit),
    schema: {
      body: body({
        energyKwh: scalar(40),
        unitPrice: scalar(40),
        taxRate: scalar(10),
        deadline: nullableText(10),
        attachments: nullableText(4000),
      }),
    },
    handler: async (request) => {
      await editTask(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  for (const [url, message] of [
    ['/cwxt/settlement/delete', '删除成功!'],
    ['/cwxt/settlement/deleteBatch', '批量删除成功!'],
  ] as const) {
    const key = url.endsWith('Batch') ? 'ids' : 'id';
    app.delete<{ Querystring: Query }>(
      url,
      {
        config: can(PERM.settlement.delete),
        schema: { querystring: { type: 'object', properties: { [key]: str(33000) }, required: [key] } },
      },
      async (request) => {
        await deleteTasks(deps, authOf(request), requestInfo(request), request.query[key]);
        return okMessage(message);
      },
    );
  }

  app.post<{ Body: Body }>(
    '/cwxt/settlement/confirm',
    { config: can(PERM.settlement.confirm), schema: { body: body({ remark: nullableText(500) }) } },
    async (request) => {
      const out = await confirmTask(deps, authOf(request), request.body, guardOf(request));
      if (!out.replayed) await notifySettlement(deps, out.id, 'confirm', warnOf(request));
      return okMessage(out.answer.message);
    },
  );

  app.post<{ Body: Body }>(
    '/cwxt/settlement/dispute',
    { config: can(PERM.settlement.dispute), schema: { body: body({ reason: nullableText(2000) }) } },
    async (request) => {
      const out = await disputeTask(deps, authOf(request), request.body, guardOf(request));
      if (!out.replayed) await notifySettlement(deps, out.id, 'dispute', warnOf(request));
      return okMessage(out.answer.message);
    },
  );

  app.post<{ Body: Body }>(
    '/cwxt/settlement/revise',
    {
      config: can(PERM.settlement.revise),
      schema: {
        body: body({
          energyKwh: scalar(40),
          unitPrice: scalar(40),
          taxRate: scalar(10),
          deadline: nullableText(10),
          remark: nullableText(500),
        }),
      },
    },
    async (request) => {
      const out = await reviseTask(deps, authOf(request), request.body, guardOf(request));
      if (!out.replayed) await notifySettlement(deps, out.id, 'revise', warnOf(request));
      return okMessage(out.answer.message);
    },
  );

  app.post<{ Body: Body }>(
    '/cwxt/settlement/pay',
    {
      config: can(PERM.settlement.pay),
      schema: { body: body({ amount: scalar(40), payDate: nullableText(10), remark: nullableText(200) }) },
    },
    async (request) => {
      const out = await payTask(deps, authOf(request), request.body, guardOf(request));
      if (!out.replayed) await notifySettlement(deps, out.id, 'pay', warnOf(request));
      return okMessage(out.answer.message);
    },
  );

  app.post<{ Body: { month?: string } }>(
    '/cwxt/settlement/open',
    {
      config: can(PERM.settlement.open),
      schema: { body: { type: 'object', properties: { month: str(7) }, required: ['month'] } },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = await bizScope(deps.db, auth, BIZ_PATHS.settlement);
      const month = request.body.month ?? '';
      let ids: string[] = [];
      const { answer, replayed } = await deps.db.transaction((tx) =>
        once(tx, auth, 'settlement.open', guardOf(request), request.body, async () => {
          ids = await openMonthIn(tx, scope.tenantId, month, {
            username: auth.user.username,
            realname: auth.user.realname ?? auth.user.username,
          });
          return {
            message: ids.length > 0 ? `已开立 ${ids.length} 个结算任务` : '本月结算任务均已开立',
            result: { opened: ids.length },
          };
        }),
      );
      if (!replayed) {
        await logOperation(deps.db, auth, {
          ...requestInfo(request),
          content: `开立 ${month} 结算任务：${ids.length}个`,
          operateType: OPERATE_TYPE.add,
          requestParam: request.body,
        });
        for (const id of ids) await notifySettlement(deps, id, 'open', warnOf(request));
      }
      return ok(answer.result, answer.message);
    },
  );

  app.get<{ Querystring: Query }>(
    '/cwxt/settlement/exportXls',
    { config: can(PERM.settlement.export), schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const table = await exportTasks(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出结算任务：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, '结算任务', table, '结算任务');
    },
  );
}
