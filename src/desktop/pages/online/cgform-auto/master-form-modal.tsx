import { useEffect, useRef, useState } from 'react';
import { Form, Spin, Tabs, Typography } from 'antd';
import {
  getFormRecord,
  getSubFormRows,
  type OnlineRow,
} from '../../../../shared/api/online/cgform-runtime-api';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { fieldStateRules, useResourceForm } from '../../../../shared/hooks/list-page/use-resource-form';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
import { SubTableEditor, type SubTableEditorRef } from './sub-table-editor';

// One shared empty list: a new `[]` per render is a new data source, and the grid resets on it.
const NO_ROWS: GridRowValues[] = [];

export const MASTER_FORM_TEXT = {
  subInvalid: (table: string) => `${table}填写有误，请检查标红的内容`,
  subLoadFailed: '子表数据加载失败',
} as const;

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

type SubRows = Record<string, GridRowValues[]>;

/** The sub rows of the record being edited or shown (empty when adding). */
function useSubRows(form: OnlineForm, mode: string, recordId: string | undefined) {
  const [rows, setRows] = useState<SubRows | null>(mode === 'add' || !recordId ? {} : null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (mode === 'add' || !recordId) return;
    let alive = true;
    Promise.all(form.subTables.map((s) => getSubFormRows(s.headId, recordId))).then(
      (lists) => {
        if (!alive) return;
        const next: SubRows = {};
        form.subTables.forEach((s, i) => (next[s.tableName] = (lists[i] ?? []).map((r) => ({ ...r }))));
        setRows(next);
      },
      (e: unknown) => {
        if (!alive) return;
        setError(e instanceof Error ? e.message : MASTER_FORM_TEXT.subLoadFailed);
        setRows({});
      },
    );
    return () => {
      alive = false;
    };
  }, [form, mode, recordId]);
  return { rows, error };
}

function MasterFormBody({ form, dialog }: { form: OnlineForm; dialog: FormDialog<OnlineRow> }) {
  const [antForm] = Form.useForm();
  const editors = useRef<Record<string, SubTableEditorRef | null>>({});
  const [subError, setSubError] = useState<string | null>(null);
  const { rows, error } = useSubRows(form, dialog.mode, dialog.record?.id);

  // The sub rows travel with the main record: each sub table is validated and read at save time.
  // When they could not be loaded no editor is shown and no sub table is sent, so the server keeps them.
  const withSubs: FormDialog<OnlineRow> = {
    ...dialog,
    submit: async (body) => {
      const extra: Record<string, unknown> = {};
      for (const sub of form.subTables) {
        const editor = editors.current[sub.tableName];
        if (!editor) continue;
        const read = await editor.read();
        if (read === false) {
          setSubError(MASTER_FORM_TEXT.subInvalid(sub.tableTxt));
          return false;
        }
        extra[sub.tableName] = read;
      }
      setSubError(null);
      return dialog.submit({ ...body, ...extra });
    },
  };
  const { mode, fields, loading, initialValues, save } = useResourceForm(antForm, {
    schema: form.schema,
    dialog: withSubs,
    // The list row carries only the listed columns: the form needs the whole record.
    loadRecord: (record) => getFormRecord(form.headId, record.id),
  });
  const detail = mode === 'detail';
  const message = subError ?? error;

  return (
    <>
      <Spin spinning={loading}>
        <Form
          form={antForm}
          name={`${form.schema.name}-form`}
          labelCol={LABEL_COL}
          wrapperCol={WRAPPER_COL}
          disabled={detail}
          initialValues={initialValues}
          onFinish={() => void save()}
        >
          {fields.map((state) => (
            <Form.Item
              key={state.field.key}
              name={state.field.key}
              label={state.field.title}
              required={state.required}
              rules={fieldStateRules(state)}
              {...valuePropsFor(state.field)}
            >
              {fieldControl(state.field, state.disabled)}
            </Form.Item>
          ))}
        </Form>
      </Spin>
      {rows === null ? (
        <Spin />
      ) : error ? null : (
        <Tabs
          items={form.subTables.map((sub) => ({
            key: sub.tableName,
            label: sub.tableTxt,
            // Every tab stays mounted so a save reads the rows of tabs never opened.
            forceRender: true,
            children: (
              <SubTableEditor
                ref={(r) => void (editors.current[sub.tableName] = r)}
                sub={sub}
                rows={rows[sub.tableName] ?? NO_ROWS}
                disabled={detail}
              />
            ),
          }))}
        />
      )}
      {message ? (
        <Typography.Text type="danger" role="alert">
          {message}
        </Typography.Text>
      ) : null}
      <FormModalFooter dialog={dialog} loading={loading || rows === null} onSave={() => void save()} />
    </>
  );
}

/** A main form's add/edit/detail modal: its fields, then one tab per sub table (grid or form). */
export function MasterFormModal({ form, dialog }: { form: OnlineForm; dialog: FormDialog<OnlineRow> }) {
  return (
    <FormModalShell dialog={dialog} width={1100}>
      <MasterFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} form={form} dialog={dialog} />
    </FormModalShell>
  );
}
