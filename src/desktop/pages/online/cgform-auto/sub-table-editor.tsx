import { Suspense, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Form, Spin } from 'antd';
import type { GridRowValues } from '../../../../shared/domain/grid/column';
import { asyncRules } from '../../../../shared/forms/to-rule';
import { subFormFields, subGridColumns, subRowsBody } from '../../../../shared/hooks/online/sub-grid-columns';
import type { OnlineSubTable } from '../../../../shared/hooks/online/use-online-form';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import type { EditableGridRef } from '../../../widgets/editable-grid/types';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';

/** What the master form asks of a sub table at save time: its rows, or false when one is invalid. */
export interface SubTableEditorRef {
  read(): Promise<Record<string, unknown>[] | false>;
}

export interface SubTableEditorProps {
  sub: OnlineSubTable;
  /** The loaded rows (empty when adding). */
  rows: readonly GridRowValues[];
  disabled: boolean;
  ref?: Ref<SubTableEditorRef>;
}

const LABEL_COL = { span: 5 } as const;
const WRAPPER_COL = { span: 16 } as const;

/** A one-to-one sub table: a form of its fields (an empty form sends no row). */
function OneToOneForm({ sub, rows, disabled, ref }: SubTableEditorProps) {
  const [form] = Form.useForm();
  const fields = useMemo(() => subFormFields(sub), [sub]);
  useImperativeHandle(ref, () => ({
    read: async () => {
      try {
        const values = (await form.validateFields()) as GridRowValues;
        const [row] = subRowsBody(sub, [values]);
        const empty = !row || Object.values(row).every((v) => v === null);
        return empty ? [] : [row];
      } catch {
        return false;
      }
    },
  }));
  return (
    <Form
      form={form}
      name={`${sub.schema.name}-form`}
      labelCol={LABEL_COL}
      wrapperCol={WRAPPER_COL}
      disabled={disabled}
      initialValues={rows[0] ?? {}}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          name={field.key}
          label={field.title}
          rules={field.rules?.length ? [asyncRules(...field.rules)] : []}
          {...valuePropsFor(field)}
        >
          {fieldControl(field, disabled)}
        </Form.Item>
      ))}
    </Form>
  );
}

/** A one-to-many sub table: the editable grid with the sub schema's columns and validators. */
function OneToManyGrid({ sub, rows, disabled, ref }: SubTableEditorProps) {
  const grid = useRef<EditableGridRef>(null);
  const columns = useMemo(() => subGridColumns(sub), [sub]);
  useImperativeHandle(ref, () => ({
    read: async () => {
      const api = grid.current;
      if (!api) return subRowsBody(sub, rows);
      const { error, values } = await api.getValues({ validate: true });
      return error > 0 ? false : subRowsBody(sub, values);
    },
  }));
  return (
    <Suspense fallback={<Spin />}>
      <EditableGridLazy
        ref={grid}
        label={sub.tableTxt}
        columns={columns}
        dataSource={rows}
        rowNumber
        rowSelection={!disabled}
        toolbar={!disabled}
        disabled={disabled}
        maxHeight={320}
      />
    </Suspense>
  );
}

/** A sub table inside the master's form: a grid (one-to-many) or a form (one-to-one). */
export function SubTableEditor(props: SubTableEditorProps) {
  return props.sub.relationType === 1 ? <OneToOneForm {...props} /> : <OneToManyGrid {...props} />;
}
