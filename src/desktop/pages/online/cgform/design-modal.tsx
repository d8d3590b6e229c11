import { useEffect, useState } from 'react';
import { Form, Spin, Tabs } from 'antd';
import {
  listCgformFields,
  listCgformIndexes,
  queryCgformHead,
  type CgformHeadRecord,
} from '../../../../shared/api/online/cgform-design-api';
import type { OnlineField, OnlineIndex } from '../../../../shared/domain/online/design-types';
import { validateDesign } from '../../../../shared/domain/online/form-design';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { useFeedback } from '../../../app/feedback';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
import { FieldGrid } from './field-grid';
import {
  buildDesign,
  headValuesOf,
  NEW_HEAD,
  type HeadValues,
} from '../../../../shared/domain/online/design-body';
import { HeadForm } from './head-form';
import { IndexGrid } from './index-grid';
import { SystemFieldTable } from './system-field-table';

/** Edit: the stored head, fields and indexes (the list row may be stale). */
function useStoredDesign(record: CgformHeadRecord | null) {
  const [state, setState] = useState<{
    loading: boolean;
    head: CgformHeadRecord | null;
    fields: OnlineField[];
    indexes: OnlineIndex[];
  }>({ loading: record !== null, head: record, fields: [], indexes: [] });
  useEffect(() => {
    if (!record) return;
    let live = true;
    Promise.all([queryCgformHead(record.id), listCgformFields(record.id), listCgformIndexes(record.id)])
      .then(([h, f, x]) => {
        if (!live) return;
        setState({
          loading: false,
          head: h.success && h.result ? h.result : record,
          fields: f.success ? (f.result ?? []) : [],
          indexes: x.success ? (x.result ?? []) : [],
        });
      })
      .catch(() => live && setState((s) => ({ ...s, loading: false }))); // the interceptor showed it
    return () => {
      live = false;
    };
  }, [record]);
  return state;
}

function DesignBody({ dialog }: { dialog: FormDialog<CgformHeadRecord> }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<HeadValues>();
  const stored = useStoredDesign(dialog.record);
  const [fields, setFields] = useState<OnlineField[]>([]);
  const [indexes, setIndexes] = useState<OnlineIndex[]>([]);
  const tableType = Form.useWatch('tableType', form);

  useEffect(() => {
    if (stored.loading) return;
    form.setFieldsValue(stored.head ? headValuesOf(stored.head) : NEW_HEAD);
    setFields(stored.fields);
    setIndexes(stored.indexes);
  }, [stored, form]);

  const save = async () => {
    const values = { ...NEW_HEAD, ...form.getFieldsValue(true) } as HeadValues;
    const design = buildDesign(values, fields, indexes, stored.head);
    // The server runs the same rules (plus the database checks) and its refusal is shown as a warning.
    const problem = validateDesign(design);
    if (problem) {
      message.warning(problem);
      return;
    }
    await dialog.submit({ ...design });
  };

  const fieldNames = fields.map((f) => f.dbFieldName);
  return (
    <Spin spinning={stored.loading}>
      <Tabs
        items={[
          {
            key: 'head',
            label: '表信息',
            forceRender: true,
            children: <HeadForm form={form} fieldNames={fieldNames} />,
          },
          {
            key: 'fields',
            label: '字段',
            forceRender: true,
            children: (
              <>
                <SystemFieldTable />
                <FieldGrid fields={fields} onChange={setFields} subTable={tableType === 3} />
              </>
            ),
          },
          {
            key: 'indexes',
            label: '索引',
            forceRender: true,
            children: <IndexGrid indexes={indexes} fieldNames={fieldNames} onChange={setIndexes} />,
          },
        ]}
      />
      <FormModalFooter dialog={dialog} loading={stored.loading} onSave={() => void save()} />
    </Spin>
  );
}

/** 新增 / 编辑 of an online form's design (表信息, 字段, 索引); save = addAll / editAll. */
export function DesignModal({ dialog }: { dialog: FormDialog<CgformHeadRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={1300}>
      <DesignBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
