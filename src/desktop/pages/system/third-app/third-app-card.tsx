import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Space, Spin, Switch, Typography } from 'antd';
import { syncThirdDirectory, useThirdConfig } from '../../../../shared/api/sys/third-app-api';
import type { ThirdAppConfigView } from '../../../../shared/domain/contract/in-app-login';
import { syncSummaryText, type ThirdAppSyncSummary } from '../../../../shared/domain/resources/third-app';
import { useFeedback } from '../../../app/feedback';
import { SECRET_SET_PLACEHOLDER, SYNC_TEXT, type AppCardSpec } from './third-app-fields';

interface ConfigValues {
  corpId?: string;
  clientId?: string;
  agentId?: string;
  clientSecret?: string;
  enabled?: boolean;
}

const valuesOf = (c: ThirdAppConfigView | null): ConfigValues => ({
  corpId: c?.corpId ?? '',
  clientId: c?.thirdType === 'dingtalk' ? c.clientId : '',
  agentId: c?.agentId ?? '',
  clientSecret: '',
  enabled: c ? c.status === 1 : true,
});

function SyncSummary({ summary }: { summary: ThirdAppSyncSummary }) {
  return (
    <div>
      <Typography.Paragraph>{syncSummaryText(summary)}</Typography.Paragraph>
      {summary.errors.length > 0 && (
        <>
          <Typography.Text strong>{SYNC_TEXT.errorsTitle}</Typography.Text>
          <ul
            aria-label={SYNC_TEXT.errorsTitle}
            style={{ maxHeight: 240, overflow: 'auto', paddingLeft: 20 }}
          >
            {summary.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ConfigForm(props: {
  spec: AppCardSpec;
  config: ThirdAppConfigView | null;
  save: ReturnType<typeof useThirdConfig>['save'];
}) {
  const { spec, config, save } = props;
  const { message } = useFeedback();
  const [form] = Form.useForm<ConfigValues>();
  const [saving, setSaving] = useState(false);
  const secretSet = config?.secretSet === true;

  const onFinish = async (values: ConfigValues) => {
    setSaving(true);
    try {
      const secret = values.clientSecret?.trim() ?? '';
      const res = await save({
        thirdType: spec.thirdType,
        corpId: values.corpId?.trim() ?? '',
        ...(spec.thirdType === 'dingtalk' ? { clientId: values.clientId?.trim() ?? '' } : {}),
        agentId: values.agentId?.trim() ?? '',
        // Empty keeps the stored secret: it is never sent back to the browser.
        ...(secret ? { clientSecret: secret } : {}),
        status: values.enabled ? 1 : 0,
      });
      if (res.success) {
        void message.success(res.message);
        form.setFieldValue('clientSecret', '');
      } else void message.warning(res.message);
    } catch {
      // Shown by the interceptor.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ConfigValues>
      form={form}
      name={`${spec.thirdType}-config`}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 16 }}
      initialValues={valuesOf(config)}
      onFinish={(v) => void onFinish(v)}
    >
      {spec.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          rules={f.required ? [{ required: true, whitespace: true, message: f.required }] : []}
        >
          <Input placeholder={`请输入${f.label}`} autoComplete="off" maxLength={100} />
        </Form.Item>
      ))}
      <Form.Item
        name="clientSecret"
        label={spec.secretLabel}
        rules={secretSet ? [] : [{ required: true, whitespace: true, message: spec.secretRequired }]}
      >
        <Input.Password
          placeholder={secretSet ? SECRET_SET_PLACEHOLDER : `请输入${spec.secretLabel}`}
          autoComplete="new-password"
          maxLength={256}
        />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** One app's card: its configuration form and, for holders of the sync code, the directory sync. */
export function ThirdAppCard({ spec, canSync }: { spec: AppCardSpec; canSync: boolean }) {
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const { config, loading, save } = useThirdConfig(spec.thirdType);
  const [syncing, setSyncing] = useState(false);
  const ready = config !== null && config.status === 1;

  const runSync = async () => {
    setSyncing(true);
    try {
      const res = await syncThirdDirectory(spec.thirdType);
      if (!res.success || !res.result) {
        void message.warning(res.message);
        return;
      }
      modal.success({
        title: SYNC_TEXT.doneTitle,
        content: <SyncSummary summary={res.result} />,
        okText: '确定',
        width: 560,
      });
    } catch {
      // Shown by the interceptor.
    } finally {
      setSyncing(false);
    }
  };

  const askSync = () =>
    modal.confirm({
      title: SYNC_TEXT.confirmTitle,
      content: SYNC_TEXT.confirm(spec.title),
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        void runSync();
      },
    });

  return (
    <Card
      role="region"
      aria-label={spec.title}
      title={spec.title}
      extra={
        canSync && (
          <Space>
            <Button
              onClick={askSync}
              loading={syncing}
              disabled={!ready}
              title={ready ? undefined : SYNC_TEXT.needsConfig}
            >
              {SYNC_TEXT.button}
            </Button>
          </Space>
        )
      }
    >
      {modalHolder}
      {loading ? (
        <Spin />
      ) : (
        // Re-mounted when the stored configuration changes, so the form starts from it.
        <ConfigForm
          key={`${config?.id ?? 'new'}:${config?.updateTime ?? ''}`}
          spec={spec}
          config={config}
          save={save}
        />
      )}
    </Card>
  );
}
