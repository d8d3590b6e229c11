import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { MAX_LINES } from '../../../src/shared/domain/resources/settlement-line';
import { str } from '../../lib/schema';
import { ok } from '../../plugins/envelope';
import { liveSenderOf, publishLive } from '../live-grid/publish';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { nullableText } from '../user/route-schemas';
import { defineLinesChannel, SETTLEMENT_LINES_PAGE } from './channel';
import { LINES_SOCKET_KEY, listLines, saveLines, type SaveBody } from './service';

const can = (permission: string) => ({ policy: { permission } });

/** A number or its decimal text (the grid sends either). */
const numberOrText = (max: number) => ({ type: ['string', 'number', 'null'], maxLength: max }) as const;

// Longer than the columns allow, so an over-long value gets the rule's message, not a schema error.
const lineRow = {
  type: 'object',
  properties: {
    id: nullableText(64),
    unitId: nullableText(32),
    meterPoint: numberOrText(200),
    energyKwh: numberOrText(40),
    remark: nullableText(1000),
    version: { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 },
  },
  // The grid's rows carry display fields too (sortNo, updateBy…): dropped, never read.
  additionalProperties: false,
} as const;

const saveSchema = {
  type: 'object',
  properties: {
    taskId: str(32),
    rows: { type: 'array', maxItems: MAX_LINES, items: lineRow },
    deleteIds: { type: 'array', maxItems: MAX_LINES * 2, items: str(32) },
  },
  required: ['taskId', 'rows'],
} as const;

/** 结算电量明细 (`/cwxt/settlementLine/*`): a task's lines, saved by both sides and pushed live. */
export async function settlementLineRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  defineLinesChannel(deps);

  app.get<{ Querystring: { taskId: string } }>(
    '/cwxt/settlementLine/list',
    {
      config: can(PERM.settlement.list),
      schema: { querystring: { type: 'object', properties: { taskId: str(32) }, required: ['taskId'] } },
    },
    async (request) => ok(await listLines(deps, authOf(request), request.query.taskId)),
  );

  app.post<{ Body: SaveBody }>(
    '/cwxt/settlementLine/save',
    { config: can(PERM.settlement.line), schema: { body: saveSchema } },
    async (request) => {
      const saved = await saveLines(deps, authOf(request), requestInfo(request), request.body);
      await publishLive(
        deps,
        (message) => request.log.warn(message),
        { page: SETTLEMENT_LINES_PAGE, recordId: saved.taskId, socketKey: LINES_SOCKET_KEY },
        saved.messages,
        liveSenderOf(request),
      );
      return ok({ records: saved.records, rev: saved.rev }, '保存成功！');
    },
  );
}
