import { useState } from 'react';
import type { Result } from '../../domain/contract/result';
import {
  cleanQuartzJobLog,
  executeQuartzJob,
  pauseQuartzJob,
  resumeQuartzJob,
} from '../../api/sys/quartz-job-api';
import { QUARTZ_STATUS } from '../../domain/resources/quartz-job';

/** How a shell shows the outcome of a job action. */
export interface QuartzActionUi {
  success(text: string): void;
  warning(text: string): void;
}

export type QuartzAction = 'pause' | 'resume' | 'execute' | 'cleanLog';

const CALLS: Record<QuartzAction, (id: string) => Promise<Result<unknown>>> = {
  pause: pauseQuartzJob,
  resume: resumeQuartzJob,
  execute: executeQuartzJob,
  cleanLog: cleanQuartzJobLog,
};

/** 启动 for a stopped job, 停止 for a running one. */
export function toggleActionOf(status: number): 'pause' | 'resume' {
  return status === QUARTZ_STATUS.stopped ? 'resume' : 'pause';
}

/**
 * The job actions both shells offer (启动/停止/立即执行/清空日志): the server's message is shown,
 * `onDone` runs after a success so the caller reloads what changed. Resolves true on success.
 */
export function useQuartzActions(ui: QuartzActionUi, onDone: (action: QuartzAction) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (action: QuartzAction, id: string): Promise<boolean> => {
    setBusy(`${action}:${id}`);
    try {
      const res = await CALLS[action](id);
      if (!res.success) {
        ui.warning(res.message);
        return false;
      }
      ui.success(res.message);
      onDone(action);
      return true;
    } catch {
      // The HTTP layer has already shown the transport error.
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}
