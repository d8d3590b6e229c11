import { useEffect, useMemo, useRef } from 'react';
import type { FormDialog } from '../list-page/use-form-dialog';
import type { ListRecord } from '../list-page/types';
import { useDraftCore, type DraftControl } from './use-draft-core';

/** The part of an antd / antd-mobile form instance the draft uses (both are rc-field-form). */
export interface DraftFormHandle {
  getFieldsValue(all: true): unknown;
  // `any` mirrors rc-field-form's own signature (setFieldsValue(values: RecursivePartial<Values>)),
  // so typed FormInstance<V> of both UI kits fit without a cast at every call site.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setFieldsValue(values: any): void;
}

export interface FormDraftOptions {
  formKey: string;
  recordId?: string | number | null;
  /** False in detail mode. Default true. */
  enabled?: boolean;
  /** False while the record loads. Default true. */
  ready?: boolean;
  form: DraftFormHandle;
  title?: string;
}

function asValues(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * Offline draft of one form (shell-neutral): pass `onValuesChange={draft.changed}` to the Form,
 * render the shell's DraftBanner with `draft`, call `draft.saved()` after a successful save (or
 * wrap the dialog with useDraftDialog). Secrets are never stored.
 */
export function useFormDraft({ form, ...options }: FormDraftOptions): DraftControl {
  return useDraftCore<Record<string, unknown>>({
    ...options,
    read: () => asValues(form.getFieldsValue(true)),
    apply: (data) => form.setFieldsValue(asValues(data)),
  });
}

/**
 * The dialog with a submit that calls `onSaved` (the draft's `saved`) when the save succeeds. It
 * takes a callback, not the draft, because the form's loading state (the draft's `ready`) comes
 * from the form hook that needs this dialog first.
 */
export function useDraftDialog<T extends ListRecord>(
  dialog: FormDialog<T>,
  onSaved: () => void,
): FormDialog<T> {
  const latest = useRef(onSaved);
  useEffect(() => {
    latest.current = onSaved;
  });
  return useMemo(
    () => ({
      ...dialog,
      submit: async (body: Record<string, unknown>, refused?: (message: string) => boolean) => {
        // Passed on only when given: callers without it keep the one-argument call.
        const ok = await (refused ? dialog.submit(body, refused) : dialog.submit(body));
        if (ok) latest.current();
        return ok;
      },
    }),
    [dialog],
  );
}

/** The draft key of a dialog's record: its id when editing, 'new' when adding. */
export function dialogRecordId(dialog: Pick<FormDialog<ListRecord>, 'mode' | 'record'>): string | null {
  if (dialog.mode === 'add') return null;
  const id = dialog.record?.id;
  return id === undefined || id === null ? null : String(id);
}
