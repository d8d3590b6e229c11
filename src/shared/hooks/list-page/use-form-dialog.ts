import { useCallback, useState } from 'react';
import { postAction, putAction } from '../../api/http';
import { urlNotSet } from '../../domain/validation/messages';
import type { FormMode } from './form-fields';
import type { ListPageUi, ListRecord } from './types';

/** Lets a page change the body before saving (add extra keys, convert values); false cancels. */
export type BeforeSubmit<T extends ListRecord = ListRecord> = (
  body: Record<string, unknown>,
  mode: FormMode,
  record: T | null,
) => Record<string, unknown> | false | Promise<Record<string, unknown> | false>;

export interface FormDialogOptions<T extends ListRecord> {
  urls: { add?: string; edit?: string };
  ui: Pick<ListPageUi, 'warning' | 'error' | 'success'>;
  /** JeecgBoot edits with PUT (CONTRACT §10.2); some modules use POST. */
  editMethod?: 'put' | 'post';
  beforeSubmit?: BeforeSubmit<T>;
  /** After a successful save (the list reloads here). */
  onSaved?: (mode: FormMode, body: Record<string, unknown>) => void;
}

export interface FormDialog<T extends ListRecord> {
  open: boolean;
  mode: FormMode;
  record: T | null;
  submitting: boolean;
  openAdd(): void;
  openEdit(record: T): void;
  openDetail(record: T): void;
  close(): void;
  /**
   * Saves (POST add / PUT edit); shows the server message; closes and resolves true on success.
   * `refused` may take a refusal (e.g. to show it under its field): when it returns true, no toast.
   */
  submit(body: Record<string, unknown>, refused?: (message: string) => boolean): Promise<boolean>;
}

/** The add/edit/detail dialog's state and save call, shared by the desktop modal and the phone screen. */
export function useFormDialog<T extends ListRecord>(options: FormDialogOptions<T>): FormDialog<T> {
  const [state, setState] = useState<{ open: boolean; mode: FormMode; record: T | null }>({
    open: false,
    mode: 'add',
    record: null,
  });
  const [submitting, setSubmitting] = useState(false);

  const openAdd = useCallback(() => setState({ open: true, mode: 'add', record: null }), []);
  const openEdit = useCallback((record: T) => setState({ open: true, mode: 'edit', record }), []);
  const openDetail = useCallback((record: T) => setState({ open: true, mode: 'detail', record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);

  const submit = async (
    input: Record<string, unknown>,
    refused?: (message: string) => boolean,
  ): Promise<boolean> => {
    const { mode, record } = state;
    if (mode === 'detail') return false;
    const url = mode === 'add' ? options.urls.add : options.urls.edit;
    if (!url) {
      options.ui.error(urlNotSet(mode));
      return false;
    }
    setSubmitting(true);
    try {
      const body = options.beforeSubmit ? await options.beforeSubmit(input, mode, record) : input;
      if (body === false) return false;
      const send = mode === 'add' || options.editMethod === 'post' ? postAction : putAction;
      const res = await send<unknown>(url, body);
      if (!res.success) {
        if (!refused?.(res.message)) options.ui.warning(res.message);
        return false;
      }
      options.ui.success(res.message);
      setState((s) => ({ ...s, open: false }));
      options.onSaved?.(mode, body);
      return true;
    } catch {
      // Transport errors were shown by the interceptor.
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return { ...state, submitting, openAdd, openEdit, openDetail, close, submit };
}
