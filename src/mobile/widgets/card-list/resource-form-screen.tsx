import { useEffect, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { DotLoading, Form, Popup } from 'antd-mobile';
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
import { mobileFieldControl } from './field-control';
import { mobileValueProps } from './field-value-props';
import './card-list.css';

export interface MobileFieldRenderContext<T extends ListRecord> {
  field: ResourceField;
  disabled: boolean;
  mode: FormMode;
  record: T | null;
}

/** Replaces a field's control (a picker, an upload …): one element that accepts value/onChange. */
export type MobileFieldRenderer<T extends ListRecord = ListRecord> = (
  ctx: MobileFieldRenderContext<T>,
) => ReactElement;

export interface ResourceFormScreenProps<T extends ListRecord> {
  schema: ResourceSchema;
  dialog: FormDialog<T>;
  renderField?: Record<string, MobileFieldRenderer<T>>;
  defaults?: Record<string, unknown>;
  loadRecord?: (record: T) => Promise<T | null>;
}

function rulesFor(state: FormFieldState) {
  return state.rules.length > 0 ? [asyncRules(...state.rules)] : [];
}

function FormScreenBody<T extends ListRecord>({
  schema,
  dialog,
  renderField,
  defaults,
  loadRecord,
}: ResourceFormScreenProps<T>) {
  const [form] = Form.useForm();
  const { mode } = dialog;
  const fields = useMemo(() => formFieldsFor(schema, mode), [schema, mode]);
  const [record, setRecord] = useState<T | null>(dialog.record);
  const needsLoad = Boolean(loadRecord && dialog.record && mode !== 'add');
  const [loading, setLoading] = useState(needsLoad);
  const title = FORM_MODE_TITLES[mode];

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
    // Loaded once per opening: this body mounts with the screen.
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
    <div className="cwxt-m-form-screen" role="dialog" aria-modal="true" aria-label={title}>
      <header className="cwxt-m-form-screen-header">
        <button type="button" className="cwxt-m-form-screen-action" onClick={dialog.close}>
          返回
        </button>
        <h2 className="cwxt-m-form-screen-title">{title}</h2>
        {mode === 'detail' ? (
          <span className="cwxt-m-form-screen-action" />
        ) : (
          <button
            type="button"
            className="cwxt-m-form-screen-action cwxt-m-form-screen-save"
            disabled={dialog.submitting || loading}
            onClick={() => void save()}
          >
            保存
          </button>
        )}
      </header>
      <div className="cwxt-m-form-screen-content">
        {loading && (
          <div className="cwxt-m-form-screen-loading">
            <DotLoading />
          </div>
        )}
        <Form
          form={form}
          name={`${schema.name}-form`}
          layout="horizontal"
          disabled={mode === 'detail'}
          initialValues={initialFormValues(fields, mode === 'add' ? null : dialog.record, defaults)}
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
                disabled={disabled}
                rules={rulesFor(state)}
                {...mobileValueProps(field)}
              >
                {custom ? custom({ field, disabled, mode, record }) : mobileFieldControl(field, disabled)}
              </Form.Item>
            );
          })}
        </Form>
      </div>
    </div>
  );
}

/**
 * The phone's add/edit/detail form: a full-screen page sliding in from the right with its own
 * header (返回, the mode title 新增/编辑/详情, 保存 — absent in detail). Same schema, validators and
 * modes as the desktop modal; rebuilt on every opening.
 */
export function ResourceFormScreen<T extends ListRecord>(props: ResourceFormScreenProps<T>) {
  const { dialog } = props;
  return (
    <Popup
      visible={dialog.open}
      position="right"
      destroyOnClose
      onClose={dialog.close}
      bodyClassName="cwxt-m-form-screen-body"
      bodyStyle={{ width: '100vw', height: '100%' }}
    >
      <FormScreenBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} {...props} />
    </Popup>
  );
}
