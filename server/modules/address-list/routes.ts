import type { FastifyInstance } from 'fastify';
import { PERM } from '../../../src/shared/domain/permission/codes';
import { ADDRESS_LIST_URL } from '../../../src/shared/domain/resources/address-list';
import { ok } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { listQuerySchema } from '../user/route-schemas';
import { queryAddressList } from './service';

/** 通讯录 (JeecgBoot SysUserController.queryByOrgCodeForAddressList). */
export async function addressListRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get<{ Querystring: Record<string, string | undefined> }>(
    ADDRESS_LIST_URL,
    { config: { policy: { permission: PERM.addressList.list } }, schema: { querystring: listQuerySchema } },
    async (request) => ok(await queryAddressList(deps, authOf(request), request.query)),
  );
}
