import { useEffect, useMemo, useState } from 'react';
import type { ResourceField, ResourceSchema } from '../../domain/resources/types';
import { asyncRules, type AsyncRule } from '../../forms/to-rule';
import {
  formBody,
  formFieldsFor,
  initialFormValues,
  type FormFieldState,
  type FormMode,
} from './form-fields';
import type { ListRecord } from './types';
import type { FormDialog } from './use-form-dialog';

/**
 * The part of a form instance the shared form logic uses. antd's and antd-mobile's `FormInstance`
 * (both rc-field-form) fit it, so the hooks stay free of UI kit imports.
 */
export interface FormHandle<V = Record<string, unknown>> {
  validateFields(): Promise<unknown>;
  getFieldsValue(all: true): unknown;
  setFieldsValue(values: V): void;
}

/** Validates the form; undefined when a field failed (the messages are shown under the fields). */
export async function validatedValues<V>(form: Pick<FormHandle, 'validateFields'>): Promise<V | undefined> {
  try {
    return (await form.validateFields()) as V;
  } catch {
    return undefined;
  }
}

/** What a custom field control is told (both shells' `renderField`). */
export interface FieldRenderContext<T extends ListRecord> {
  field: ResourceField;
  disabled: boolean;
  mode: FormMode;
  record: T | null;
}

/** The schema's validators as one form rule (first failure wins, the spec's order). */
export function fieldStateRules(state: FormFieldState): AsyncRule[] {
  return state.rules.length > 0 ? [asyncRules(...state.rules)] : [];
}

export interface ResourceFormOptions<T extends ListRecord> {
  schema: ResourceSchema;
  dialog: FormDialog<T>;
  /** Initial values when adding. */
  defaults?: Record<string, unknown>;
  /** Loads the full record for edit/detail (e.g. queryById, roles); the row is used until then. */
  loadRecord?: (record: T) => Promise<T | null>;
  /** Takes a server refusal (e.g. shows it under its field); true means handled, no toast. */
  onRefused?: (message: string) => boolean;
}

export interface ResourceForm<T extends ListRecord> {
  mode: FormMode;
  fields: FormFieldState[];
  /** The record being edited: the row, then the loaded one. */
  record: T | null;
  loading: boolean;
  initialValues: Record<string, unknown>;
  /** Validates, then submits the body through the dialog. */
  save(): Promise<void>;
}

/**
 * The schema form's state and save, shared by the desktop modal and the phone screen. Call it in a
 * body that mounts with each opening: the record is loaded once.
 */
export function useResourceForm<T extends ListRecord>(
  form: FormHandle,
  { schema, dialog, defaults, loadRecord, onRefused }: ResourceFormOptions<T>,
): ResourceForm<T> {
  const { mode } = dialog;
  const fields = useMemo(() => formFieldsFor(schema, mode), [schema, mode]);
  const [record, setRecord] = useState<T | null>(dialog.record);
  const needsLoad = Boolean(loadRecord && dialog.record && mode !== 'add');
  const [loading, setLoading] = useState(needsLoad);

  useEffect(() => {
    if (!needsLoad || !loadRecord || !dialog.record) return;
    let alive = true;
    loadRecord(dialog.record)
      .then((full) => {
        if (!alive || !full) return;
        setRecord(full);
        form.setFieldsValue(initialFormValues(fields, full));
      })
      .catch(() => undefined)
      .finally(() => {
        if (alive) setLoading(false);
      });
    return () => {
      alive = false;
    };
    // Loaded once per opening: the caller's body mounts with the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async () => {
    if ((await validatedValues(form)) === undefined) return;
    const body = formBody(fields, form.getFieldsValue(true) as Record<string, unknown>, mode, record);
    await (onRefused ? dialog.submit(body, onRefused) : dialog.submit(body));
  };

  return {
    mode,
    fields,
    record,
    loading,
    initialValues: initialFormValues(fields, mode === 'add' ? null : dialog.record, defaults),
    save,
  };
}
