import type { FastifyInstance } from 'fastify';
import { str } from '../../lib/schema';
import type { PushConnection } from '../../lib/push/socket-registry';
import { fail } from '../../plugins/envelope';
import { authOf } from '../session/auth-context';
import { authenticateHandshake } from './handshake';

/** The reply to any text frame (JeecgBoot WebSocket.onMessage). */
export const HEARTCHECK = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

/**
 * GET /websocket/:userId — the notification socket. The route is anonymous for the policy hook
 * because the token travels as the sub-protocol, not as X-Access-Token; the handshake hook below
 * checks it and refuses with 401 before any upgrade.
 */
export async function websocketRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { policy: { anonymous: true } },
      schema: {
        params: {
          type: 'object',
          required: ['userId'],
          properties: { userId: str(64) },
          additionalProperties: false,
        },
      },
      onRequest: async (request, reply) => {
        const outcome = await authenticateHandshake(
          api.deps,
          request.headers['sec-websocket-protocol'],
          request.params.userId,
        );
        if (!outcome.ok) return reply.code(401).send(fail(outcome.message, 401));
        request.auth = outcome.auth;
      },
    },
    (socket, request) => {
      const auth = authOf(request);
      const connection: PushConnection = {
        socket,
        userId: auth.user.id,
        username: auth.user.username,
        sessionId: auth.sessionId,
      };
      api.deps.sockets.add(connection);
      socket.on('message', (_data, isBinary) => {
        if (!isBinary) socket.send(HEARTCHECK);
      });
      socket.on('close', () => api.deps.sockets.remove(connection));
    },
  );
}
