import { useEffect, useState } from 'react';
import { Button, Form, Input, Select, Space, Tabs, Typography } from 'antd';
import {
  getReportDbSources,
  getReportItems,
  getReportParams,
  parseReportSql,
  type CgreportHeadRecord,
} from '../../../../shared/api/sys/cgreport-admin-api';
import {
  CGREPORT_MESSAGES,
  checkItemsAndParams,
  mergeParsed,
  OWN_DATABASE_LABEL,
  type CgreportItemJson,
  type CgreportParamJson,
} from '../../../../shared/domain/resources/cgreport';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { useFeedback } from '../../../app/feedback';
import { CodeEditorLazy } from '../../../widgets/editors';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
import { ItemGrid } from './item-grid';
import { ParamGrid } from './param-grid';
import { ScopeFields } from './scope-fields';

/** The select's value for the own database (null on the wire). */
const OWN = '';

interface HeadValues {
  code?: string;
  name?: string;
  dbSource?: string;
  cgrSql?: string;
  scopePlantCol?: string;
  scopeTenantCol?: string;
}

function useChildren(record: CgreportHeadRecord | null) {
  const [items, setItems] = useState<CgreportItemJson[]>([]);
  const [params, setParams] = useState<CgreportParamJson[]>([]);
  const [loading, setLoading] = useState(record !== null);
  useEffect(() => {
    if (!record) return;
    let live = true;
    Promise.all([getReportItems(record.id), getReportParams(record.id)])
      .then(([i, p]) => {
        if (!live) return;
        if (i.success) setItems(i.result ?? []);
        if (p.success) setParams(p.result ?? []);
      })
      .catch(() => undefined) // transport errors are shown by the HTTP interceptor
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [record]);
  return { items, setItems, params, setParams, loading };
}

function useDbSources() {
  const [sources, setSources] = useState<Array<{ code: string; name: string }>>([]);
  useEffect(() => {
    let live = true;
    getReportDbSources()
      .then((res) => live && res.success && setSources(res.result ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return sources;
}

function ReportFormBody({ dialog, canSql }: { dialog: FormDialog<CgreportHeadRecord>; canSql: boolean }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<HeadValues>();
  // Decision: the draft keeps the head (code, name, SQL); the field and parameter grids reload with the record.
  const draft = useFormDraft({
    formKey: 'cgreportHead',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const record = dialog.record;
  const detail = dialog.mode === 'detail';
  const reviewed = Boolean(record?.dataSource);
  const sqlLocked = detail || !canSql;
  const children = useChildren(record);
  const sources = useDbSources();
  const [parsing, setParsing] = useState(false);

  const parse = async () => {
    const { cgrSql, dbSource } = form.getFieldsValue();
    // Both the empty SQL and the server's refusal of it are about the SQL: shown under that field.
    const sqlError = (text: string) => form.setFields([{ name: 'cgrSql', errors: [text] }]);
    if (!cgrSql?.trim()) {
      sqlError(CGREPORT_MESSAGES.queryRequired);
      return;
    }
    setParsing(true);
    try {
      const res = await parseReportSql(cgrSql, dbSource || null);
      if (!res.success || !res.result) {
        sqlError(res.message);
        return;
      }
      const merged = mergeParsed(children.items, children.params, res.result);
      children.setItems(merged.items);
      children.setParams(merged.params);
      message.success(`解析成功：${merged.items.length}个字段，${merged.params.length}个参数`);
    } catch {
      // Transport errors are shown by the HTTP interceptor.
    } finally {
      setParsing(false);
    }
  };

  const save = async () => {
    let values: HeadValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const items = children.items.map((item, i) => ({ ...item, orderNum: i + 1 }));
    const params = children.params.map((p, i) => ({ ...p, orderNum: i + 1 }));
    const problem = checkItemsAndParams(items, params);
    if (problem) {
      message.warning(problem);
      return;
    }
    const ok = await dialog.submit({
      head: {
        ...(record ? { id: record.id } : {}),
        code: values.code?.trim(),
        name: values.name?.trim(),
        ...(reviewed
          ? { dataSource: record?.dataSource }
          : {
              cgrSql: values.cgrSql ?? '',
              dbSource: values.dbSource || null,
              scopePlantCol: values.scopePlantCol || null,
              scopeTenantCol: values.scopeTenantCol || null,
            }),
      },
      items,
      params,
    });
    // A successful save removes the offline draft.
    if (ok) draft.saved();
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form<HeadValues>
        form={form}
        name="cgreport-head-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 3 }}
        wrapperCol={{ span: 20 }}
        disabled={detail}
        initialValues={{
          code: record?.code,
          name: record?.name,
          dbSource: record?.dbSource ?? OWN,
          cgrSql: record?.cgrSql ?? '',
          scopePlantCol: record?.scopePlantCol ?? undefined,
          scopeTenantCol: record?.scopeTenantCol ?? undefined,
        }}
      >
        <Form.Item
          name="code"
          label="编码"
          rules={[{ required: true, message: CGREPORT_MESSAGES.codeRequired }]}
        >
          <Input placeholder="请输入报表编码" />
        </Form.Item>
        <Form.Item
          name="name"
          label="名称"
          rules={[{ required: true, message: CGREPORT_MESSAGES.nameRequired }]}
        >
          <Input placeholder="请输入报表名称" />
        </Form.Item>
        {reviewed ? (
          <Form.Item label="审核数据源">
            <Typography.Text>{record?.dataSource}</Typography.Text>
          </Form.Item>
        ) : (
          <>
            <Form.Item name="dbSource" label="数据源">
              <Select
                aria-label="数据源"
                disabled={sqlLocked}
                options={[
                  { value: OWN, label: OWN_DATABASE_LABEL },
                  ...sources.map((s) => ({ value: s.code, label: `${s.name}（${s.code}）` })),
                ]}
              />
            </Form.Item>
            <Form.Item
              name="cgrSql"
              label="报表SQL"
              rules={[{ required: true, whitespace: true, message: CGREPORT_MESSAGES.queryRequired }]}
              extra={
                canSql
                  ? '只能是一条 SELECT 查询；参数写作 ${参数名}，运行时作为绑定参数传入'
                  : '没有编写报表SQL的权限：SQL只读'
              }
            >
              <CodeEditorLazy mode="sql" aria-label="报表SQL" height={220} readOnly={sqlLocked} />
            </Form.Item>
            {!sqlLocked && (
              <Form.Item wrapperCol={{ offset: 3 }}>
                <Space>
                  <Button onClick={() => void parse()} loading={parsing}>
                    解析SQL
                  </Button>
                </Space>
              </Form.Item>
            )}
            <ScopeFields items={children.items} disabled={detail} />
          </>
        )}
      </Form>
      <Tabs
        items={[
          {
            key: 'items',
            label: '字段',
            children: <ItemGrid items={children.items} onChange={children.setItems} disabled={detail} />,
          },
          {
            key: 'params',
            label: '参数',
            children: <ParamGrid params={children.params} onChange={children.setParams} disabled={detail} />,
          },
        ]}
      />
      <FormModalFooter dialog={dialog} loading={children.loading} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 / 详情 of an online report: head, SQL (with PERM.cgreport.sql), fields and parameters. */
export function ReportFormModal({
  dialog,
  canSql,
}: {
  dialog: FormDialog<CgreportHeadRecord>;
  canSql: boolean;
}) {
  return (
    <FormModalShell dialog={dialog} width={1200}>
      <ReportFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} canSql={canSql} />
    </FormModalShell>
  );
}
