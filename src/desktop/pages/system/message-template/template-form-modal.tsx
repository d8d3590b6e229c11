import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import type { MessageTemplateRecord } from '../../../../shared/api/sys/message-template-api';
import { TEMPLATE_TYPE, messageTemplateSchema } from '../../../../shared/domain/resources/message-template';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { DictSelect } from '../../../widgets/list-page/dict-select';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';

const KEYS = ['templateCode', 'templateName', 'templateType', 'templateContent', 'templateTestJson'] as const;

function rulesOf(key: string): FormRule[] {
  const rules = findField(messageTemplateSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

function valuesOf(record: MessageTemplateRecord | null): Record<string, unknown> {
  if (!record) return { templateType: TEMPLATE_TYPE.text };
  return Object.fromEntries(KEYS.map((k) => [k, record[k] ?? undefined]));
}

function TemplateFormBody({ dialog }: { dialog: FormDialog<MessageTemplateRecord> }) {
  const [form] = Form.useForm();
  const draft = useFormDraft({
    formKey: 'messageTemplate',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const detail = dialog.mode === 'detail';
  const type: unknown = Form.useWatch('templateType', form);
  // Decision: HTML templates (type 2) are written in the rich text editor, the others as plain text.
  const html = String(type ?? '') === TEMPLATE_TYPE.html;

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const body: Record<string, unknown> = Object.fromEntries(KEYS.map((k) => [k, values[k] ?? '']));
    body.templateCode = String(body.templateCode).trim();
    if (dialog.mode === 'edit' && dialog.record) body.id = dialog.record.id;
    // A successful save removes the offline draft.
    if (await dialog.submit(body)) draft.saved();
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="message-template-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        disabled={detail}
        initialValues={valuesOf(dialog.record)}
      >
        <Form.Item name="templateCode" label="模板CODE" required rules={rulesOf('templateCode')}>
          <Input placeholder="请输入模板CODE" />
        </Form.Item>
        <Form.Item name="templateName" label="模板标题" required rules={rulesOf('templateName')}>
          <Input placeholder="请输入模板标题" />
        </Form.Item>
        <Form.Item name="templateType" label="模板类型" required rules={rulesOf('templateType')}>
          <DictSelect dictCode="msg_template_type" allowClear={false} />
        </Form.Item>
        <Form.Item
          name="templateContent"
          label="模板内容"
          required
          rules={rulesOf('templateContent')}
          extra="占位符写作 ${name}，发送时用测试数据中的同名值替换"
        >
          {html ? (
            <RichTextEditorLazy aria-label="模板内容" height={360} disabled={detail} />
          ) : (
            <Input.TextArea rows={6} placeholder="请输入模板内容" />
          )}
        </Form.Item>
        <Form.Item name="templateTestJson" label="测试数据" rules={rulesOf('templateTestJson')}>
          <Input.TextArea rows={4} placeholder='JSON对象，如 {"name":"张三"}' />
        </Form.Item>
      </Form>
      <FormModalFooter dialog={dialog} loading={false} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 / 详情 of a 消息模板. */
export function TemplateFormModal({ dialog }: { dialog: FormDialog<MessageTemplateRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={900}>
      <TemplateFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
