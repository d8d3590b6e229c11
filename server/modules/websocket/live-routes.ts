import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isSocketKey,
  isTabId,
  liveChannel,
  livePageId,
  parseLivePageId,
} from '../../../src/shared/domain/live/messages';
import type { LiveConnection } from '../../lib/live/live-registry';
import { str } from '../../lib/schema';
import { BizError, fail, MESSAGES } from '../../plugins/envelope';
import { SCOPE_MESSAGES } from '../business/scope';
import type { AppDeps } from '../../fastify-types';
import type { AuthContext } from '../session/auth-context';
import { authOf } from '../session/auth-context';
import { authenticateHandshake } from './handshake';
import { HEARTCHECK } from './routes';

interface LiveParams {
  userId: string;
  pageId: string;
}
/** Unvalidated in onRequest (the schema runs later): repeated keys arrive as arrays. */
interface LiveQuery {
  socketKey?: string | string[];
  tabId?: string | string[];
  tenantId?: string | string[];
}

interface LiveJoin {
  page: string;
  recordId: string;
  socketKey: string;
  tabId: string;
}

/** The page, grid and tab the handshake names; null when any is malformed. */
function targetOf(params: LiveParams, query: LiveQuery): LiveJoin | null {
  const parsed = parseLivePageId(params.pageId);
  if (!parsed || !isSocketKey(query.socketKey) || !isTabId(query.tabId)) return null;
  return { ...parsed, socketKey: query.socketKey, tabId: query.tabId };
}

/**
 * May this user open this grid of this record? The owning module's authorize() decides (the
 * same permission and data rules as its read); its business refusal counts as a no.
 */
export async function mayJoin(deps: AppDeps, auth: AuthContext, target: LiveJoin): Promise<boolean> {
  const def = deps.liveChannels.get(target.page);
  if (!def || !def.socketKeys.includes(target.socketKey)) return false;
  try {
    return await def.authorize(deps, auth, target.recordId);
  } catch (err) {
    if (err instanceof BizError) return false;
    throw err;
  }
}

function refuse(reply: FastifyReply, status: 400 | 401 | 403, message: string) {
  return reply.code(status).send(fail(message, status));
}

/**
 * GET /vxeSocket/:userId/:pageId?socketKey=&tabId=[&tenantId=] — the live grid socket. Anonymous
 * for the policy hook like /websocket/:userId (the token is the sub-protocol); the handshake hook
 * refuses before any upgrade: 401 session/user, 400 malformed page/grid/tab, 403 page, grid or
 * record the user may not read. Every refusal happens in onRequest, before the schema runs (whose
 * failures would answer 200), so the status codes above are what a client sees.
 */
export async function liveSocketRoutes(api: FastifyInstance): Promise<void> {
  api.get<{ Params: LiveParams; Querystring: LiveQuery }>(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { policy: { anonymous: true } },
      schema: {
        params: {
          type: 'object',
          required: ['userId', 'pageId'],
          properties: { userId: str(64), pageId: str(80) },
          additionalProperties: false,
        },
        querystring: {
          type: 'object',
          required: ['socketKey', 'tabId'],
          properties: { socketKey: str(40), tabId: str(40), tenantId: str(16) },
          additionalProperties: false,
        },
      },
      onRequest: async (request, reply) => {
        const { tenantId } = request.query;
        if (Array.isArray(tenantId)) return refuse(reply, 401, MESSAGES.tenantChanged);
        const outcome = await authenticateHandshake(
          api.deps,
          request.headers['sec-websocket-protocol'],
          request.params.userId,
          tenantId,
        );
        if (!outcome.ok) return refuse(reply, 401, outcome.message);
        const target = targetOf(request.params, request.query);
        if (!target) return refuse(reply, 400, MESSAGES.badRequest);
        if (!(await mayJoin(api.deps, outcome.auth, target))) {
          return refuse(reply, 403, SCOPE_MESSAGES.notFound);
        }
        request.auth = outcome.auth;
      },
    },
    (socket, request) => {
      const auth = authOf(request);
      // onRequest accepted these, so they parse here too.
      const target = targetOf(request.params, request.query);
      if (!target) return socket.close(1008, 'bad target');
      const connection: LiveConnection = {
        socket,
        userId: auth.user.id,
        username: auth.user.username,
        sessionId: auth.sessionId,
        tenantId: auth.tenantId,
        ...target,
        channel: liveChannel(livePageId(target.page, target.recordId), target.socketKey),
      };
      api.deps.liveSockets.add(connection);
      socket.on('message', (_data, isBinary) => {
        if (!isBinary) socket.send(HEARTCHECK);
      });
      socket.on('close', () => api.deps.liveSockets.remove(connection));
    },
  );
}
