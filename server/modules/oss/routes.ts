import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { OSS_FILE_MESSAGES } from '../../../src/shared/domain/resources/oss-file';
import { fileStoreOf } from '../../lib/file-store/select-store';
import { str } from '../../lib/schema';
import { ok, okMessage, okZero } from '../../plugins/envelope';
import { requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { receiveUpload, uploadBodyParser } from '../upload/routes';
import { listQuerySchema } from '../user/route-schemas';
import { deleteFile, listFiles, queryFileById } from './service';

type Query = Record<string, string | undefined>;
const can = (permission: string) => ({ policy: { permission } });
const byId = { type: 'object', properties: { id: str(32) }, required: ['id'] } as const;

/** 文件列表 (`/sys/oss/file/*`, JeecgBoot OSSFileController). Preview/download: the static route. */
export async function ossRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = fileStoreOf(deps);
  // Scoped to this plugin, like the common upload's.
  const { bodyLimit } = uploadBodyParser(app);

  app.get<{ Querystring: Query }>(
    '/sys/oss/file/list',
    { config: can(PERM.oss.list), schema: { querystring: listQuerySchema } },
    async (request) => ok(await listFiles(deps, authOf(request), request.query)),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/oss/file/queryById',
    { config: can(PERM.oss.list), schema: { querystring: byId } },
    async (request) => ok(await queryFileById(deps, authOf(request), request.query.id)),
  );

  app.delete<{ Querystring: { id: string } }>(
    '/sys/oss/file/delete',
    { config: can(PERM.oss.delete), schema: { querystring: byId } },
    async (request) => {
      await deleteFile(deps, authOf(request), requestInfo(request), request.query.id);
      return okMessage(OSS_FILE_MESSAGES.deleted);
    },
  );

  // The page's own upload: the same checks and record as /sys/common/upload, behind 查看文件.
  app.post('/sys/oss/file/upload', { config: can(PERM.oss.list), bodyLimit }, async (request) =>
    okZero(null, await receiveUpload(deps, store, request)),
  );
}
