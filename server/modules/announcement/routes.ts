import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { ANNOUNCEMENT_MESSAGES as M } from '../../../src/shared/domain/resources/announcement';
import { str } from '../../lib/schema';
import { ok, okMessage, okZero } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { listQuerySchema, nullableText } from '../user/route-schemas';
import {
  addAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  listAnnouncements,
  queryAnnouncementById,
  releaseAnnouncement,
  revokeAnnouncement,
} from './service';
import { listByUser, markRead, myAnnouncementSends, oneSend, readAll } from './send-service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
const signedIn = { policy: { authenticated: true as const } };
const idQuery = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

const announcementBody = {
  type: 'object',
  properties: {
    id: nullableText(32),
    titile: nullableText(1000),
    msgContent: nullableText(200000),
    startTime: nullableText(30),
    endTime: nullableText(30),
    priority: nullableText(10),
    msgCategory: nullableText(10),
    msgType: nullableText(10),
    busType: nullableText(20),
    busId: nullableText(50),
    openType: nullableText(20),
    openPage: nullableText(255),
    userIds: nullableText(33000),
    msgAbstract: nullableText(500),
  },
} as const;

/** 系统通告 (`/sys/annountCement/*`, the contract's spelling) and the reader's send rows. */
export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.get<{ Querystring: Query }>(
    '/sys/annountCement/list',
    { config: can(PERM.announcement.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listAnnouncements(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/queryById',
    { config: can(PERM.announcement.list), schema: { querystring: idQuery } },
    async (request) => okZero(await queryAnnouncementById(deps, authOf(request), request.query.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    '/sys/annountCement/add',
    { config: can(PERM.announcement.add), schema: { body: announcementBody } },
    async (request) => {
      await addAnnouncement(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.added);
    },
  );

  app.route<{ Body: Record<string, unknown> }>({
    method: ['PUT', 'POST'],
    url: '/sys/annountCement/edit',
    config: can(PERM.announcement.edit),
    schema: { body: announcementBody },
    handler: async (request) => {
      await editAnnouncement(deps, authOf(request), requestInfo(request), request.body);
      return okMessage(M.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/annountCement/delete',
    { config: can(PERM.announcement.delete), schema: { querystring: idQuery } },
    async (request) => {
      await deleteAnnouncements(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(M.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/annountCement/deleteBatch',
    {
      config: can(PERM.announcement.delete),
      schema: { querystring: { type: 'object', properties: { ids: str(33000) }, required: ['ids'] } },
    },
    async (request) => {
      await deleteAnnouncements(deps, authOf(request), requestInfo(request), request.query.ids);
      return okMessage(M.deleted);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReleaseData',
    { config: can(PERM.announcement.release), schema: { querystring: idQuery } },
    async (request) => {
      await releaseAnnouncement(deps, authOf(request), request.query.id);
      return okMessage(M.released);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReovkeData',
    { config: can(PERM.announcement.revoke), schema: { querystring: idQuery } },
    async (request) => {
      await revokeAnnouncement(deps, authOf(request), request.query.id);
      return okMessage(M.revoked);
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/annountCement/listByUser',
    {
      config: signedIn,
      schema: {
        querystring: { type: 'object', properties: { pageSize: str(5) }, additionalProperties: str(100) },
      },
    },
    async (request) => okZero(await listByUser(deps, authOf(request), request.query)),
  );

  app.put<{ Body: { anntId?: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: signedIn,
      // userId is sent by the spec's client but ignored: the row is always the caller's own.
      schema: {
        body: { type: 'object', properties: { anntId: str(32), userId: str(32) }, required: ['anntId'] },
      },
    },
    async (request) => {
      await markRead(deps, authOf(request), request.body.anntId);
      return okZero(null);
    },
  );

  app.put(
    '/sys/sysAnnouncementSend/readAll',
    // Reads no input: the caller's own rows only.
    { config: signedIn },
    async (request) => {
      await readAll(deps, authOf(request));
      return okMessage(M.readAll);
    },
  );

  app.get<{ Querystring: Query }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: signedIn,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: str(9),
            pageSize: str(9),
            titile: str(100),
            sender: str(100),
            readFlag: str(2),
            busType: str(20),
            msgCategory: str(2),
            bizSource: str(20),
          },
          additionalProperties: str(100),
        },
      },
    },
    async (request) => ok(await myAnnouncementSends(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { sendId: string } }>(
    '/sys/sysAnnouncementSend/getOne',
    {
      config: signedIn,
      schema: { querystring: { type: 'object', properties: { sendId: str(32) }, required: ['sendId'] } },
    },
    async (request) => ok(await oneSend(deps, authOf(request), request.query.sendId)),
  );
}
