import type { FastifyInstance } from 'fastify';
import { okZero } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { userPermissions } from './service';

export async function permissionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { policy: { authenticated: true } } },
    async (request) => okZero(await userPermissions(app.deps.db, authOf(request).user.id)),
  );
}
