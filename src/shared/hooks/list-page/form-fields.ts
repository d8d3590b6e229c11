import type { ResourceField, ResourceSchema } from '../../domain/resources/types';
import type { Validator } from '../../domain/validation/rules';

/** Modal form mode (spec 002 §4): add 新增, edit 编辑, detail 详情 (submit disabled). */
export type FormMode = 'add' | 'edit' | 'detail';

export const FORM_MODE_TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑', detail: '详情' };

export interface FormFieldState {
  field: ResourceField;
  disabled: boolean;
  /** Shows the required mark; the check itself is one of `rules`. */
  required: boolean;
  /** Validators to run (none for a disabled field: the user cannot fix it). */
  rules: Validator[];
}

/** A field is required when its first failing validator fails on an empty value. */
export function isRequiredField(field: ResourceField): boolean {
  return (field.rules ?? []).some((v) => v(undefined) !== undefined);
}

/**
 * The form's fields for a mode: schema fields with `form`. `form: 'create'` fields are disabled when
 * editing (e.g. the user name); a create-only secret (the password) is not shown after creation.
 * Detail shows every non-secret field disabled.
 */
export function formFieldsFor(schema: ResourceSchema, mode: FormMode): FormFieldState[] {
  const out: FormFieldState[] = [];
  for (const field of schema.fields) {
    if (!field.form) continue;
    const createOnly = field.form === 'create';
    if (field.secret && (mode === 'detail' || (createOnly && mode === 'edit'))) continue;
    const disabled = mode === 'detail' || (createOnly && mode === 'edit');
    out.push({
      field,
      disabled,
      required: !disabled && isRequiredField(field),
      rules: disabled ? [] : (field.rules ?? []),
    });
  }
  return out;
}

/** Initial form values: the record's values of the form fields (add starts from `defaults`). */
export function initialFormValues(
  fields: readonly FormFieldState[],
  record: Record<string, unknown> | null,
  defaults: Record<string, unknown> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { field } of fields) {
    const value = record ? record[field.key] : defaults[field.key];
    if (value !== undefined && value !== null) out[field.key] = value;
  }
  return out;
}

/** The body to save: the form fields' values, plus the record id when editing. */
export function formBody(
  fields: readonly FormFieldState[],
  values: Record<string, unknown>,
  mode: FormMode,
  record: { id?: unknown } | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { field } of fields) {
    if (field.key in values) body[field.key] = values[field.key] ?? null;
  }
  if (mode === 'edit' && record?.id !== undefined) body.id = record.id;
  return body;
}
