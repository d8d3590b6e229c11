import { useState } from 'react';
import { Button, Form, Input, InputNumber } from 'antd';
import type { FormRule } from 'antd';
import { testDataSourceConnection, type DataSourceRecord } from '../../../../shared/api/sys/data-source-api';
import {
  DATA_SOURCE_DEFAULT_PORT,
  DATA_SOURCE_MESSAGES as M,
  dataSourceSchema,
} from '../../../../shared/domain/resources/data-source';
import { findField } from '../../../../shared/domain/resources/types';
import { validateRequired } from '../../../../shared/domain/validation/rules';
import { asyncRules } from '../../../../shared/forms/to-rule';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { useFeedback } from '../../../app/feedback';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';

const KEYS = ['code', 'name', 'host', 'port', 'database', 'username', 'remark'] as const;
const CONNECTION_KEYS = ['host', 'port', 'database', 'username'] as const;

function rulesOf(key: string): FormRule[] {
  const rules = findField(dataSourceSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

function valuesOf(record: DataSourceRecord | null): Record<string, unknown> {
  // The password is never prefilled: the server does not even send it.
  if (!record) return { port: DATA_SOURCE_DEFAULT_PORT };
  return Object.fromEntries(KEYS.map((k) => [k, record[k] ?? undefined]));
}

function DataSourceFormBody({ dialog, canTest }: { dialog: FormDialog<DataSourceRecord>; canTest: boolean }) {
  const [form] = Form.useForm();
  const draft = useFormDraft({
    formKey: 'dataSource',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const { message } = useFeedback();
  const [testing, setTesting] = useState(false);
  const detail = dialog.mode === 'detail';
  const adding = dialog.mode === 'add';
  const savedId = dialog.record?.id;

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const body: Record<string, unknown> = Object.fromEntries(KEYS.map((k) => [k, values[k] ?? '']));
    body.password = typeof values.password === 'string' ? values.password : '';
    if (!adding && savedId) {
      body.id = savedId;
      delete body.code; // fixed after creation
    }
    // A successful save removes the offline draft.
    if (await dialog.submit(body)) draft.saved();
  };

  const test = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields([...CONNECTION_KEYS])) as Record<string, unknown>;
    } catch {
      return;
    }
    const password = form.getFieldValue('password') as unknown;
    setTesting(true);
    try {
      const res = await testDataSourceConnection({
        ...(savedId ? { id: savedId } : {}),
        host: String(values.host ?? ''),
        port: (values.port as number | null | undefined) ?? null,
        database: String(values.database ?? ''),
        username: String(values.username ?? ''),
        password: typeof password === 'string' ? password : '',
      });
      if (res.success) void message.success(`${M.connected}：${res.result?.version ?? ''}`);
      else void message.error(res.message || '连接失败');
    } catch {
      // The HTTP layer has already shown the error.
    } finally {
      setTesting(false);
    }
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="data-source-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        disabled={detail}
        initialValues={valuesOf(dialog.record)}
        autoComplete="off"
      >
        <Form.Item name="code" label="数据源编码" required rules={rulesOf('code')}>
          <Input placeholder="报表按编码引用，保存后不可修改" disabled={!adding} />
        </Form.Item>
        <Form.Item name="name" label="数据源名称" required rules={rulesOf('name')}>
          <Input placeholder="请输入数据源名称" />
        </Form.Item>
        <Form.Item label="数据库类型">
          <Input value="PostgreSQL" disabled aria-label="数据库类型" />
        </Form.Item>
        <Form.Item name="host" label="主机" required rules={rulesOf('host')}>
          <Input placeholder="域名或 IP，如 db.example.com" />
        </Form.Item>
        <Form.Item name="port" label="端口" rules={rulesOf('port')}>
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="database" label="数据库名" required rules={rulesOf('database')}>
          <Input placeholder="请输入数据库名" />
        </Form.Item>
        <Form.Item name="username" label="用户名" required rules={rulesOf('username')}>
          <Input placeholder="建议使用只读账号" />
        </Form.Item>
        {!detail && (
          <Form.Item
            name="password"
            label="密码"
            required={adding}
            rules={adding ? [asyncRules(validateRequired(M.passwordRequired))] : []}
            extra={adding ? undefined : '留空则保留原密码'}
          >
            <Input.Password
              autoComplete="new-password"
              placeholder={adding ? '请输入密码' : '留空则不修改'}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label="备注" rules={rulesOf('remark')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
      {!detail && canTest && (
        <Button loading={testing} onClick={() => void test()} style={{ float: 'left', marginTop: 24 }}>
          测试连接
        </Button>
      )}
      <FormModalFooter dialog={dialog} loading={false} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 / 详情 of a 数据源, with 测试连接. */
export function DataSourceFormModal({
  dialog,
  canTest,
}: {
  dialog: FormDialog<DataSourceRecord>;
  canTest: boolean;
}) {
  return (
    <FormModalShell dialog={dialog} width={760}>
      <DataSourceFormBody
        key={`${dialog.mode}:${dialog.record?.id ?? ''}`}
        dialog={dialog}
        canTest={canTest}
      />
    </FormModalShell>
  );
}
