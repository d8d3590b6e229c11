import { useCallback, useRef, useState } from 'react';
import { newActionKey } from '../api/cwxt/action-key';

export interface WorkflowUi {
  success(message: string): void;
  error(message: string): void;
}

export interface WorkflowAction {
  /** True while a call is in flight: the submit button shows loading and refuses clicks. */
  busy: boolean;
  /**
   * Runs `call` with this intent's Idempotency-Key; true on success. A second run while one is in
   * flight does nothing (a double click posts once). `target` names what the intent acts on: the
   * key is kept across a failed try of the same target (a retry after a lost answer is replayed,
   * not applied again) and renewed after a success or for another target.
   */
  run(target: string, call: (key: string) => Promise<string>): Promise<boolean>;
}

/**
 * One workflow action (确认结算, 登记付款, 审核通过 …) for both shells: the server's message on
 * success, its Chinese refusal on failure, `onDone` (close, refresh) only after a success.
 */
export function useWorkflowAction(ui: WorkflowUi, onDone?: () => void): WorkflowAction {
  const [busy, setBusy] = useState(false);
  // A ref as well as state: two clicks within one render both see busy === false.
  const inFlight = useRef(false);
  const intent = useRef<{ target: string; key: string } | null>(null);
  const uiRef = useRef(ui);
  uiRef.current = ui;
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  const run = useCallback(async (target: string, call: (key: string) => Promise<string>) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    if (intent.current?.target !== target) intent.current = { target, key: newActionKey() };
    try {
      const message = await call(intent.current.key);
      intent.current = null;
      uiRef.current.success(message);
      doneRef.current?.();
      return true;
    } catch (error) {
      uiRef.current.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
