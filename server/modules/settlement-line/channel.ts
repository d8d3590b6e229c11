import type { AppDeps } from '../../fastify-types';
import { LINES_SOCKET_KEY, mayReadLines } from './service';

/** The live page of a task's lines: `/vxeSocket/{userId}/settlement-lines.<taskId>?socketKey=lines`. */
export const SETTLEMENT_LINES_PAGE = 'settlement-lines';

/**
 * Joining is reading: the caller holds cwxt:settlement:list (super passes) and the task is in
 * their 结算任务 scope (a plant user: their own plant's tasks only).
 */
export function defineLinesChannel(deps: AppDeps): void {
  deps.liveChannels.define({
    page: SETTLEMENT_LINES_PAGE,
    socketKeys: [LINES_SOCKET_KEY],
    authorize: (d, auth, taskId) => mayReadLines(d, auth, taskId),
  });
}
