import { useState } from 'react';

export interface SaveUi {
  warning(message: string): void;
  success(message: string): void;
}

/**
 * Sends one write and shows the server's answer (`fallback` when it succeeds with an empty
 * message); true on success. Transport errors were already shown by the HTTP interceptor.
 */
export async function runWrite(
  ui: SaveUi,
  call: () => Promise<{ success: boolean; message: string }>,
  fallback: string,
): Promise<boolean> {
  try {
    const res = await call();
    if (!res.success) {
      ui.warning(res.message);
      return false;
    }
    ui.success(res.message || fallback);
    return true;
  } catch {
    return false;
  }
}

export interface SaveActionOptions<V> {
  ui: SaveUi;
  /** The form's own validation; a rejection stops quietly (the form shows its errors). */
  validate(): Promise<V>;
  /** A check across fields after validation; a message is warned and nothing is sent. */
  check?(values: V): string | null | undefined;
  send(values: V): Promise<{ success: boolean; message: string }>;
  /** Shown when the server succeeds with an empty message. */
  successMessage: string;
  onDone(): void;
}

/** A form's save button: validate, send (runWrite), then onDone on success. */
export function useSaveAction<V>(opts: SaveActionOptions<V>): { saving: boolean; save(): Promise<void> } {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: V;
    try {
      values = await opts.validate();
    } catch {
      return;
    }
    const problem = opts.check?.(values) ?? null;
    if (problem) {
      opts.ui.warning(problem);
      return;
    }
    setSaving(true);
    try {
      if (await runWrite(opts.ui, () => opts.send(values), opts.successMessage)) opts.onDone();
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
