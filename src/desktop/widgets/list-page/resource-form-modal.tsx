import { useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Form, Space, Spin } from 'antd';
import type { FormRule } from 'antd';
import type { ResourceField, ResourceSchema } from '../../../shared/domain/resources/types';
import { asyncRules } from '../../../shared/forms/to-rule';
import {
  FORM_MODE_TITLES,
  formBody,
  formFieldsFor,
  initialFormValues,
  type FormFieldState,
  type FormMode,
} from '../../../shared/hooks/list-page/form-fields';
import type { ListRecord } from '../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../shared/hooks/list-page/use-form-dialog';
import { AppModal } from '../modal/app-modal';
import { fieldControl } from './field-control';
import { valuePropsFor } from './field-value-props';

export interface FieldRenderContext<T extends ListRecord> {
  field: ResourceField;
  disabled: boolean;
  mode: FormMode;
  record: T | null;
}

/** Replaces a field's control (a picker, an upload …): one element that accepts value/onChange. */
export type FieldRenderer<T extends ListRecord = ListRecord> = (ctx: FieldRenderContext<T>) => ReactElement;

export interface ResourceFormModalProps<T extends ListRecord> {
  schema: ResourceSchema;
  dialog: FormDialog<T>;
  renderField?: Record<string, FieldRenderer<T>>;
  /** Extra antd rules by field key after the schema's (e.g. an async uniqueness check); not run on disabled fields. */
  fieldRules?: Record<string, (ctx: FieldRenderContext<T>) => FormRule[]>;
  /** Default 800. */
  width?: number;
  /** Initial values when adding. */
  defaults?: Record<string, unknown>;
  /** Loads the full record for edit/detail (e.g. queryById, roles); the row is used until then. */
  loadRecord?: (record: T) => Promise<T | null>;
}

/** The schema's validators as one antd rule (first failure wins, the spec's order). */
export function rulesFor(state: FormFieldState): FormRule[] {
  return state.rules.length > 0 ? [asyncRules(...state.rules)] : [];
}

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

function ResourceFormBody<T extends ListRecord>({
  schema,
  dialog,
  renderField,
  fieldRules,
  defaults,
  loadRecord,
}: Omit<ResourceFormModalProps<T>, 'width'>) {
  const [form] = Form.useForm();
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
    // Loaded once per opening: this body mounts with the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the messages are shown under the fields
    }
    await dialog.submit(formBody(fields, form.getFieldsValue(true) as Record<string, unknown>, mode, record));
  };

  return (
    <>
      <Spin spinning={loading}>
        <Form
          form={form}
          name={`${schema.name}-form`}
          labelCol={LABEL_COL}
          wrapperCol={WRAPPER_COL}
          disabled={mode === 'detail'}
          initialValues={initialFormValues(fields, mode === 'add' ? null : dialog.record, defaults)}
          onFinish={() => void save()}
        >
          {fields.map((state) => {
            const { field, disabled, required } = state;
            const custom = renderField?.[field.key];
            return (
              <Form.Item
                key={field.key}
                name={field.key}
                label={field.title}
                required={required}
                rules={[
                  ...rulesFor(state),
                  ...(disabled ? [] : (fieldRules?.[field.key]?.({ field, disabled, mode, record }) ?? [])),
                ]}
                {...valuePropsFor(field)}
              >
                {custom ? custom({ field, disabled, mode, record }) : fieldControl(field, disabled)}
              </Form.Item>
            );
          })}
        </Form>
      </Spin>
      <div className="cwxt-form-footer" style={{ textAlign: 'right', marginTop: 24 }}>
        {mode === 'detail' ? (
          <Button onClick={dialog.close}>关闭</Button>
        ) : (
          <Space>
            <Button onClick={dialog.close}>取消</Button>
            <Button type="primary" loading={dialog.submitting} disabled={loading} onClick={() => void save()}>
              确定
            </Button>
          </Space>
        )}
      </div>
    </>
  );
}

/**
 * The add/edit/detail form (spec 002 §4 "Modal form mode"): titles 新增/编辑/详情, fields from the
 * schema's `form` flags, validators from the schema, create-only fields disabled when editing,
 * everything disabled and no 确定 in detail. The form is rebuilt on every opening.
 */
export function ResourceFormModal<T extends ListRecord>({
  width = 800,
  ...props
}: ResourceFormModalProps<T>) {
  const { dialog } = props;
  return (
    <AppModal
      open={dialog.open}
      title={FORM_MODE_TITLES[dialog.mode]}
      width={width}
      switchFullscreen
      draggable
      footer={null}
      onCancel={dialog.close}
      mask={{ closable: false }}
    >
      <ResourceFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} {...props} />
    </AppModal>
  );
}
