import type { ReactElement, ReactNode } from 'react';
import { Button, Form, Space, Spin } from 'antd';
import type { FormRule } from 'antd';
import type { ResourceSchema } from '../../../shared/domain/resources/types';
import { FORM_MODE_TITLES } from '../../../shared/hooks/list-page/form-fields';
import type { ListRecord } from '../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../shared/hooks/list-page/use-form-dialog';
import {
  fieldStateRules,
  useResourceForm,
  type FieldRenderContext,
} from '../../../shared/hooks/list-page/use-resource-form';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../drafts/draft-banner';
import { AppModal } from '../modal/app-modal';
import { fieldControl } from './field-control';
import { valuePropsFor } from './field-value-props';

export type { FieldRenderContext };

/** Replaces a field's control (a picker, an upload …): one element that accepts value/onChange. */
export type FieldRenderer<T extends ListRecord = ListRecord> = (ctx: FieldRenderContext<T>) => ReactElement;

export interface ResourceFormModalProps<T extends ListRecord> {
  schema: ResourceSchema;
  dialog: FormDialog<T>;
  renderField?: Record<string, FieldRenderer<T>>;
  /** Extra antd rules by field key after the schema's (e.g. an async uniqueness check); not run on disabled fields. */
  fieldRules?: Record<string, (ctx: FieldRenderContext<T>) => FormRule[]>;
  /** Fields whose rules read other fields: revalidated when those change (antd `dependencies`). */
  fieldDependencies?: Record<string, string[]>;
  /** Required only while a condition on the values holds: the asterisk follows it. */
  requiredWhen?: Record<string, (values: Record<string, unknown>) => boolean>;
  /** The field a server refusal is about (shown under it instead of a toast), or undefined. */
  fieldOfMessage?: (message: string) => string | undefined;
  /** Default 800. */
  width?: number;
  /** Initial values when adding. */
  defaults?: Record<string, unknown>;
  /** Loads the full record for edit/detail (e.g. queryById, roles); the row is used until then. */
  loadRecord?: (record: T) => Promise<T | null>;
}

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

function ResourceFormBody<T extends ListRecord>({
  schema,
  dialog,
  renderField,
  fieldRules,
  fieldDependencies,
  requiredWhen,
  fieldOfMessage,
  defaults,
  loadRecord,
}: Omit<ResourceFormModalProps<T>, 'width'>) {
  const [form] = Form.useForm();
  // Which conditional fields are required now (a string, so the body re-renders only when it changes).
  const requiredNow = Form.useWatch((values: Record<string, unknown> | undefined) => {
    if (!requiredWhen) return '';
    const v = values ?? {};
    return Object.keys(requiredWhen)
      .filter((k) => requiredWhen[k]!(v))
      .join(',');
  }, form);
  const onRefused = (text: string) => {
    const name = fieldOfMessage?.(text);
    if (!name || !fields.some((s) => s.field.key === name)) return false;
    form.setFields([{ name, errors: [text] }]);
    return true;
  };
  // The offline draft is removed once the save succeeds (`draft` is read at submit time).
  const draftDialog = useDraftDialog(dialog, () => draft.saved());
  const { mode, fields, record, loading, initialValues, save } = useResourceForm(form, {
    schema,
    dialog: draftDialog,
    defaults,
    loadRecord,
    onRefused,
  });
  const draft = useFormDraft({
    formKey: schema.name,
    recordId: dialogRecordId(dialog),
    enabled: mode !== 'detail',
    ready: !loading,
    form,
  });

  return (
    <>
      <DraftBanner draft={draft} />
      <Spin spinning={loading}>
        <Form
          form={form}
          name={`${schema.name}-form`}
          labelCol={LABEL_COL}
          wrapperCol={WRAPPER_COL}
          disabled={mode === 'detail'}
          initialValues={initialValues}
          onValuesChange={draft.changed}
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
                required={
                  requiredWhen?.[field.key] ? (requiredNow ?? '').split(',').includes(field.key) : required
                }
                dependencies={fieldDependencies?.[field.key]}
                rules={[
                  ...fieldStateRules(state),
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
      <FormModalFooter dialog={dialog} loading={loading} onSave={() => void save()} />
    </>
  );
}

/** The form modal's footer: 关闭 in detail, else 取消 and 确定 (busy while saving, off while loading). */
export function FormModalFooter({
  dialog,
  loading,
  onSave,
}: {
  dialog: Pick<FormDialog<ListRecord>, 'mode' | 'submitting' | 'close'>;
  loading: boolean;
  onSave: () => void;
}) {
  return (
    <div className="cwxt-form-footer" style={{ textAlign: 'right', marginTop: 24 }}>
      {dialog.mode === 'detail' ? (
        <Button onClick={dialog.close}>关闭</Button>
      ) : (
        <Space>
          <Button onClick={dialog.close}>取消</Button>
          <Button type="primary" loading={dialog.submitting} disabled={loading} onClick={onSave}>
            确定
          </Button>
        </Space>
      )}
    </div>
  );
}

/** The form modal (mode title, draggable, fullscreen toggle); `children` is keyed per opening by the caller. */
export function FormModalShell({
  dialog,
  width,
  children,
}: {
  dialog: Pick<FormDialog<ListRecord>, 'open' | 'mode' | 'close'>;
  width: number;
  children: ReactNode;
}) {
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
      {children}
    </AppModal>
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
    <FormModalShell dialog={dialog} width={width}>
      <ResourceFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} {...props} />
    </FormModalShell>
  );
}
