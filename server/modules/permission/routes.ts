import type { FastifyInstance } from 'fastify';
import { okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { userPermissions } from './service';
import { effectiveTenantId } from '../access/tenant-scope';

export async function permissionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { policy: { authenticated: true } } },
    async (request) => {
      const auth = authOf(request);
      return okZero(await userPermissions(app.deps.db, auth.user.id, effectiveTenantId(auth)));
    },
  );
}
