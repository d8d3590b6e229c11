import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { str } from '../../lib/schema';
import { ok, okMessage } from '../../plugins/envelope';
import { guardOf } from '../business/action-receipt';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import { bookInvoice, returnInvoice, submitInvoices, verifyInvoice } from './actions';
import { ledgerSheet, sendXlsx, statisticsSheet } from './export';
import { parseView } from './rows';
import { addInvoice, deleteInvoices, editInvoice, invoiceById, listInvoices } from './service';
import { invoiceStatistics, type StatsQuery } from './statistics';
import { submitTasks } from './tasks';
import { getTolerance, setTolerance } from './tolerance';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
/** Money arrives as a string ("1234.50") or a JSON number; both are read through parseMoney. */
const moneyValue = { anyOf: [nullableText(24), { type: 'number' }] } as const;

const invoiceBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    plantId: nullableText(32),
    invoiceType: nullableText(16),
    invoiceCode: nullableText(12),
    invoiceNumber: nullableText(20),
    invoiceDate: nullableText(19),
    amount: moneyValue,
    taxRate: moneyValue,
    taxAmount: moneyValue,
    totalAmount: moneyValue,
    buyerName: nullableText(100),
    buyerTaxNo: nullableText(18),
    checkCode: nullableText(20),
    attachments: nullableText(3000),
  },
} as const;
/** The version of the invoice the user saw (optional; a stale one is refused). */
const version = { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 } as const;
const idBody = { type: 'object', properties: { id: str(32), version }, required: ['id'] } as const;
const statsQuery = {
  type: 'object',
  properties: {
    monthFrom: str(7),
    monthTo: str(7),
    groupBy: { type: 'string', enum: ['month', 'plant', 'type'] },
    plantId: str(32),
    invoiceType: str(16),
    _t: str(20),
  },
} as const;

/**
 * 发票管理 (`/cwxt/invoice/*`). The list serves three views (`view=pool|submit|ledger`), each under
 * its menu's data rules and fixed states; actions are POST {…} with the state checked server side.
 */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const warn = (message: string) => app.log.warn(message);

  app.get<{ Querystring: Query }>(
    '/cwxt/invoice/list',
    { config: can(PERM.invoice.list), schema: { querystring: listQuerySchema } },
    async (request) =>
      ok(await listInvoices(deps, authOf(request), parseView(request.query.view), request.query)),
  );

  app.get<{ Querystring: { id?: string } }>(
    '/cwxt/invoice/queryById',
    {
      config: can(PERM.invoice.list),
      schema: { querystring: { type: 'object', properties: { id: str(32) } } },
    },
    async (request) => ok(await invoiceById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/cwxt/invoice/add',
    { config: can(PERM.invoice.add), schema: { body: invoiceBody } },
    async (request) => {
      await addInvoice(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('添加成功！');
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/cwxt/invoice/edit',
    config: can(PERM.invoice.edit),
    schema: { body: invoiceBody },
    handler: async (request) => {
      await editInvoice(deps, authOf(request), requestInfo(request), request.body);
      return okMessage('编辑成功!');
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/cwxt/invoice/delete',
    {
      config: can(PERM.invoice.delete),
      schema: { querystring: { type: 'object', properties: { id: str(32) }, required: ['id'] } },
    },
    async (request) => {
      await deleteInvoices(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage('删除成功!');
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/cwxt/invoice/deleteBatch',
    {
      config: can(PERM.invoice.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(3300) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteInvoices(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage('批量删除成功!');
    },
  );

  app.get(
    '/cwxt/invoice/submitTasks',
    { config: can(PERM.invoice.submit), schema: { querystring: { type: 'object', properties: {} } } },
    async (request) => ok(await submitTasks(deps, authOf(request))),
  );

  app.post<{ Body: { taskId?: string; ids?: string[] | string } }>(
    '/cwxt/invoice/submit',
    {
      config: can(PERM.invoice.submit),
      schema: {
        body: {
          type: 'object',
          properties: {
            taskId: str(32),
            ids: { anyOf: [str(3300), { type: 'array', maxItems: 100, items: str(32) }] },
          },
        },
      },
    },
    async (request) =>
      okMessage((await submitInvoices(deps, authOf(request), request.body, warn, guardOf(request))).message),
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/invoice/verify',
    { config: can(PERM.invoice.verify), schema: { body: idBody } },
    async (request) =>
      okMessage((await verifyInvoice(deps, authOf(request), request.body, warn, guardOf(request))).message),
  );

  app.post<{ Body: { id: string; reason?: string } }>(
    '/cwxt/invoice/return',
    {
      config: can(PERM.invoice.return),
      schema: {
        body: { type: 'object', properties: { id: str(32), version, reason: str(500) }, required: ['id'] },
      },
    },
    async (request) =>
      okMessage((await returnInvoice(deps, authOf(request), request.body, warn, guardOf(request))).message),
  );

  app.post<{ Body: { id: string } }>(
    '/cwxt/invoice/book',
    { config: can(PERM.invoice.book), schema: { body: idBody } },
    async (request) =>
      okMessage((await bookInvoice(deps, authOf(request), request.body, guardOf(request))).message),
  );

  // Read by both sides of 发票提交 (the plant sees the margin its sum must meet, the grid the value it
  // may change): PERM.invoice.list, which both hold there; the tolerance is not plant data.
  app.get(
    '/cwxt/invoice/tolerance',
    { config: can(PERM.invoice.list), schema: { querystring: { type: 'object', properties: {} } } },
    async (request) => ok(await getTolerance(deps, authOf(request))),
  );

  app.put<{ Body: { tolerance?: string | number } }>(
    '/cwxt/invoice/tolerance',
    {
      config: can(PERM.invoice.tolerance),
      schema: { body: { type: 'object', properties: { tolerance: moneyValue }, required: ['tolerance'] } },
    },
    async (request) => {
      const value = await setTolerance(deps, authOf(request), requestInfo(request), request.body.tolerance);
      return ok(value, '保存成功');
    },
  );

  app.get<{ Querystring: StatsQuery }>(
    '/cwxt/invoice/statistics',
    { config: can(PERM.invoice.stats), schema: { querystring: statsQuery } },
    async (request) => ok(await invoiceStatistics(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: StatsQuery }>(
    '/cwxt/invoice/exportStatistics',
    { config: can(PERM.invoice.stats), schema: { querystring: statsQuery } },
    async (request, reply) =>
      sendXlsx(reply, '发票统计', await statisticsSheet(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: Query }>(
    '/cwxt/invoice/exportXls',
    { config: can(PERM.invoice.export), schema: { querystring: listQuerySchema } },
    async (request, reply) => {
      const auth = authOf(request);
      const sheet = await ledgerSheet(deps, auth, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出发票台账：${sheet.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXlsx(reply, '发票台账', sheet);
    },
  );
}
