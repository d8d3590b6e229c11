import { Form, Input, InputNumber, Switch } from 'antd';
import type { FormRule } from 'antd';
import type { GatewayRouteRecord } from '../../../../shared/api/sys/gateway-api';
import {
  GATEWAY_DEFAULT_TIMEOUT_MS,
  GATEWAY_MAX_TIMEOUT_MS,
  GATEWAY_MIN_TIMEOUT_MS,
  gatewayRouteSchema,
} from '../../../../shared/domain/resources/gateway-route';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';

const KEYS = ['name', 'pathPrefix', 'upstreamUrl', 'enabled', 'stripPrefix', 'timeoutMs', 'remark'] as const;

function rulesOf(key: string): FormRule[] {
  const rules = findField(gatewayRouteSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

function valuesOf(record: GatewayRouteRecord | null): Record<string, unknown> {
  if (!record) return { enabled: true, stripPrefix: true, timeoutMs: GATEWAY_DEFAULT_TIMEOUT_MS };
  return Object.fromEntries(KEYS.map((k) => [k, record[k] ?? undefined]));
}

function GatewayFormBody({ dialog }: { dialog: FormDialog<GatewayRouteRecord> }) {
  const [form] = Form.useForm();
  const draft = useFormDraft({
    formKey: 'gatewayRoute',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const detail = dialog.mode === 'detail';
  const prefix: unknown = Form.useWatch('pathPrefix', form);

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const body: Record<string, unknown> = Object.fromEntries(KEYS.map((k) => [k, values[k] ?? '']));
    body.enabled = values.enabled === true;
    body.stripPrefix = values.stripPrefix === true;
    if (typeof body.upstreamUrl === 'string') body.upstreamUrl = body.upstreamUrl.trim();
    if (dialog.mode === 'edit' && dialog.record) body.id = dialog.record.id;
    // A successful save removes the offline draft.
    if (await dialog.submit(body)) draft.saved();
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="gateway-route-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        disabled={detail}
        initialValues={valuesOf(dialog.record)}
      >
        <Form.Item name="name" label="路由名称" required rules={rulesOf('name')}>
          <Input placeholder="如 天气服务" />
        </Form.Item>
        <Form.Item
          name="pathPrefix"
          label="路径前缀"
          required
          rules={rulesOf('pathPrefix')}
          extra={`请求地址：/gateway${typeof prefix === 'string' && prefix ? prefix : '/前缀'}/…`}
        >
          <Input placeholder="如 /weather" />
        </Form.Item>
        <Form.Item
          name="upstreamUrl"
          label="上游地址"
          required
          rules={rulesOf('upstreamUrl')}
          extra="内网或本机地址需先在数据源管理的地址白名单中登记"
        >
          <Input placeholder="如 https://api.example.com/v1" />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="stripPrefix" label="去掉前缀" valuePropName="checked" extra="开启时转发不带路径前缀">
          <Switch />
        </Form.Item>
        <Form.Item name="timeoutMs" label="超时(毫秒)" rules={rulesOf('timeoutMs')}>
          <InputNumber
            min={GATEWAY_MIN_TIMEOUT_MS}
            max={GATEWAY_MAX_TIMEOUT_MS}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={rulesOf('remark')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
      <FormModalFooter dialog={dialog} loading={false} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 / 详情 of a 网关路由. */
export function GatewayFormModal({ dialog }: { dialog: FormDialog<GatewayRouteRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={760}>
      <GatewayFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
