import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import {
  parseTestData,
  sendTestMessage,
  type MessageTemplateRecord,
} from '../../../../shared/api/sys/message-template-api';
import { MESSAGE_TEMPLATE_MESSAGES } from '../../../../shared/domain/resources/message-template';
import type { ListPageUi } from '../../../../shared/hooks/list-page/types';
import { runWrite } from '../../../../shared/hooks/use-save-action';
import { AppModal } from '../../../widgets/modal/app-modal';
import { UserSelect } from '../../../widgets/pickers/user-select';

interface SendTestValues {
  receiver?: string;
  testData?: string;
}

const testDataRule = {
  validator: (_rule: unknown, value: unknown) => {
    const parsed = parseTestData(typeof value === 'string' ? value : '');
    return parsed.ok ? Promise.resolve() : Promise.reject(new Error(parsed.message));
  },
};

const receiverRule = {
  validator: (_rule: unknown, value: unknown) =>
    typeof value === 'string' && value.trim() !== ''
      ? Promise.resolve()
      : Promise.reject(new Error(MESSAGE_TEMPLATE_MESSAGES.receiverRequired)),
};

function SendTestForm({
  template,
  ui,
  onClose,
}: {
  template: MessageTemplateRecord;
  ui: ListPageUi;
  onClose: () => void;
}) {
  const [form] = Form.useForm<SendTestValues>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let values: SendTestValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    const done = await runWrite(
      ui,
      () =>
        sendTestMessage({
          templateCode: template.templateCode,
          receiver: values.receiver ?? '',
          // Sent as the user wrote it; the server parses it as an object and substitutes plainly.
          testData: (values.testData ?? '').trim() || '{}',
          msgType: 'system',
        }),
      MESSAGE_TEMPLATE_MESSAGES.sent,
    );
    setSending(false);
    if (done) onClose();
  };

  return (
    <>
      <Form<SendTestValues>
        form={form}
        name="message-template-send"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        initialValues={{ testData: template.templateTestJson ?? '' }}
      >
        <Form.Item label="模板标题">
          <span>{`${template.templateName}（${template.templateCode}）`}</span>
        </Form.Item>
        <Form.Item label="模板内容">
          <Input.TextArea value={template.templateContent ?? ''} rows={4} readOnly aria-label="模板内容" />
        </Form.Item>
        <Form.Item name="testData" label="测试数据" rules={[testDataRule]}>
          <Input.TextArea rows={5} placeholder='JSON对象，如 {"name":"张三"}' />
        </Form.Item>
        <Form.Item name="receiver" label="消息接收方" required rules={[receiverRule]}>
          <UserSelect storeField="id" aria-label="消息接收方" />
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'right', marginTop: 24 }}>
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" loading={sending} onClick={() => void send()}>
            发送
          </Button>
        </Space>
      </div>
    </>
  );
}

/** 发送测试: receivers from the user picker, JSON test data (an object), sent as a system message. */
export function SendTestModal({
  template,
  ui,
  onClose,
}: {
  template: MessageTemplateRecord | null;
  ui: ListPageUi;
  onClose: () => void;
}) {
  return (
    <AppModal open={template !== null} title="发送测试" width={800} footer={null} onCancel={onClose}>
      {template ? <SendTestForm key={template.id} template={template} ui={ui} onClose={onClose} /> : null}
    </AppModal>
  );
}
