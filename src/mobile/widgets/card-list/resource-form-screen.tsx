import type { ReactElement, ReactNode } from 'react';
import { DotLoading, Form, Popup } from 'antd-mobile';
import type { ResourceSchema } from '../../../shared/domain/resources/types';
import {
  FORM_MODE_TITLES,
  type FormFieldState,
  type FormMode,
} from '../../../shared/hooks/list-page/form-fields';
import type { ListRecord } from '../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../shared/hooks/list-page/use-form-dialog';
import {
  fieldStateRules,
  useResourceForm,
  type FieldRenderContext,
} from '../../../shared/hooks/list-page/use-resource-form';
import { dialogRecordId, useDraftDialog, useFormDraft } from '../../../shared/hooks/drafts/use-form-draft';
import { ScreenEntry } from '../../ui/screen-entry';
import { MobileDraftBanner } from '../drafts/draft-banner';
import { mobileFieldControl } from './field-control';
import { mobileValueProps } from './field-value-props';
import './card-list.css';

export type MobileFieldRenderContext<T extends ListRecord> = FieldRenderContext<T>;

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
  /** See FormScreenPopup. */
  address?: string;
}

function FormScreenBody<T extends ListRecord>({
  schema,
  dialog,
  renderField,
  defaults,
  loadRecord,
}: ResourceFormScreenProps<T>) {
  const [form] = Form.useForm();
  // The offline draft is removed once the save succeeds (`draft` is read at submit time).
  const draftDialog = useDraftDialog(dialog, () => draft.saved());
  const { mode, fields, record, loading, initialValues, save } = useResourceForm(form, {
    schema,
    dialog: draftDialog,
    defaults,
    loadRecord,
  });
  const draft = useFormDraft({
    formKey: schema.name,
    recordId: dialogRecordId(dialog),
    enabled: mode !== 'detail',
    ready: !loading,
    form,
  });

  return (
    <FormScreenFrame dialog={dialog} loading={loading} onSave={() => void save()}>
      <MobileDraftBanner draft={draft} />
      <Form
        form={form}
        name={`${schema.name}-form`}
        layout="horizontal"
        disabled={mode === 'detail'}
        initialValues={initialValues}
        onValuesChange={draft.changed}
      >
        <FormFieldItems fields={fields} renderField={renderField} mode={mode} record={record} />
      </Form>
    </FormScreenFrame>
  );
}

/** The form's field items: each field's control (or its custom renderer) with its rules. */
export function FormFieldItems<T extends ListRecord>({
  fields,
  renderField,
  mode,
  record,
}: {
  fields: readonly FormFieldState[];
  renderField?: Record<string, MobileFieldRenderer<T>>;
  mode: FormMode;
  record: T | null;
}) {
  return (
    <>
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
            rules={fieldStateRules(state)}
            {...mobileValueProps(field)}
          >
            {custom ? custom({ field, disabled, mode, record }) : mobileFieldControl(field, disabled)}
          </Form.Item>
        );
      })}
    </>
  );
}

interface FormScreenFrameProps {
  dialog: Pick<FormDialog<ListRecord>, 'mode' | 'submitting' | 'close'>;
  loading: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** The form screen's page: header (返回, the mode title, 保存 — absent in detail), loading dots, content. */
export function FormScreenFrame({ dialog, loading, onSave, children }: FormScreenFrameProps) {
  const title = FORM_MODE_TITLES[dialog.mode];
  return (
    <div className="cwxt-m-form-screen" role="dialog" aria-modal="true" aria-label={title}>
      <header className="cwxt-m-form-screen-header">
        <button type="button" className="cwxt-m-form-screen-action" onClick={dialog.close}>
          返回
        </button>
        <h2 className="cwxt-m-form-screen-title">{title}</h2>
        {dialog.mode === 'detail' ? (
          <span className="cwxt-m-form-screen-action" />
        ) : (
          <button
            type="button"
            className="cwxt-m-form-screen-action cwxt-m-form-screen-save"
            disabled={dialog.submitting || loading}
            onClick={onSave}
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
        {children}
      </div>
    </div>
  );
}

/** The full-screen popup sliding in from the right; `children` is keyed per opening by the caller. */
export function FormScreenPopup({
  dialog,
  children,
  address,
}: {
  dialog: Pick<FormDialog<ListRecord>, 'open' | 'close'>;
  children: ReactNode;
  /** The address the list gave an opened detail (`?screen=name.id`); otherwise its own entry. */
  address?: string;
}) {
  return (
    <>
      <ScreenEntry open={dialog.open && !address} onClose={dialog.close} />
      <Popup
        visible={dialog.open}
        position="right"
        destroyOnClose
        onClose={dialog.close}
        bodyClassName="cwxt-m-form-screen-body"
        bodyStyle={{ width: '100vw', height: '100%' }}
      >
        {children}
      </Popup>
    </>
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
    <FormScreenPopup dialog={dialog} address={props.address}>
      <FormScreenBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} {...props} />
    </FormScreenPopup>
  );
}
