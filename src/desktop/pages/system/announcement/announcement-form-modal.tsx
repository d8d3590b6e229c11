import { Alert, Form, Input, Radio, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  announcementBody,
  announcementDetailQueryOptions,
  announcementFormValues,
  type AnnouncementRecord,
} from '../../../../shared/api/sys/announcement-admin-api';
import { MSG_CATEGORY, MSG_TYPE, announcementSchema } from '../../../../shared/domain/resources/announcement';
import { findField } from '../../../../shared/domain/resources/types';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { RichTextEditorLazy } from '../../../widgets/editors';
import { fieldControl } from '../../../widgets/list-page/field-control';
import { valuePropsFor } from '../../../widgets/list-page/field-value-props';
import { DictSelect } from '../../../widgets/list-page/dict-select';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';
import { UserSelect } from '../../../widgets/pickers/user-select';
import { endAfterStartRule, schemaRules, userIdsRequiredRule } from './announcement-form-rules';

export const TARGET_OPTIONS = [
  { value: MSG_TYPE.all, label: '全体用户' },
  { value: MSG_TYPE.user, label: '指定用户' },
];

export const OPEN_TYPE_OPTIONS = [
  { value: 'url', label: '链接（url）' },
  { value: 'component', label: '组件（component）' },
];

const ADD_DEFAULTS = {
  msgCategory: MSG_CATEGORY.notice,
  priority: 'L',
  msgType: MSG_TYPE.all,
  msgContent: '',
};

const datetime = (key: 'startTime' | 'endTime') => {
  const field = findField(announcementSchema, key);
  if (!field) throw new Error(`announcementSchema has no field ${key}`);
  return field;
};

function AnnouncementFormBody({ dialog }: { dialog: FormDialog<AnnouncementRecord> }) {
  const [form] = Form.useForm();
  const editing = dialog.mode === 'edit' && dialog.record !== null;
  const detail = useQuery({
    ...announcementDetailQueryOptions(dialog.record?.id ?? ''),
    enabled: editing,
  });
  const msgType: unknown = Form.useWatch('msgType', form);
  const openType: unknown = Form.useWatch('openType', form);
  const loading = editing && detail.isLoading;
  const record = editing ? (detail.data ?? null) : null;
  const draft = useFormDraft({
    formKey: 'announcement',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    // The form mounts once the record has loaded.
    ready: !loading && !(editing && detail.isError),
    form,
  });

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return; // the form shows its errors
    }
    const body = announcementBody(values);
    // A successful save removes the offline draft.
    if (await dialog.submit(editing && dialog.record ? { ...body, id: dialog.record.id } : body))
      draft.saved();
  };

  if (loading) return <Spin spinning />;
  if (editing && detail.isError) {
    // Editing from a blank form would overwrite the record with defaults: nothing to save.
    return <Alert type="error" showIcon title={detail.error.message} />;
  }
  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="announcement-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        initialValues={record ? announcementFormValues(record) : ADD_DEFAULTS}
      >
        <Form.Item name="titile" label="标题" required rules={schemaRules('titile')}>
          <Input placeholder="请输入标题" />
        </Form.Item>
        <Form.Item
          name="msgCategory"
          label="消息类型"
          rules={[{ required: true, message: '请选择消息类型!' }]}
        >
          <DictSelect dictCode="msg_category" allowClear={false} />
        </Form.Item>
        <Form.Item name="priority" label="优先级" rules={[{ required: true, message: '请选择优先级!' }]}>
          <DictSelect dictCode="priority" allowClear={false} />
        </Form.Item>
        <Form.Item name="msgType" label="通告对象">
          <Radio.Group options={TARGET_OPTIONS} />
        </Form.Item>
        {msgType === MSG_TYPE.user && (
          <Form.Item name="userIds" label="指定用户" required rules={[userIdsRequiredRule]}>
            <UserSelect storeField="id" aria-label="指定用户" />
          </Form.Item>
        )}
        <Form.Item name="startTime" label="开始时间" {...valuePropsFor(datetime('startTime'))}>
          {fieldControl(datetime('startTime'), false)}
        </Form.Item>
        <Form.Item
          name="endTime"
          label="结束时间"
          dependencies={['startTime']}
          rules={[endAfterStartRule()]}
          {...valuePropsFor(datetime('endTime'))}
        >
          {fieldControl(datetime('endTime'), false)}
        </Form.Item>
        <Form.Item name="openType" label="打开方式">
          <Select placeholder="请选择" allowClear options={OPEN_TYPE_OPTIONS} />
        </Form.Item>
        {typeof openType === 'string' && openType !== '' && (
          <>
            <Form.Item
              name="openPage"
              label="打开页面"
              extra={
                openType === 'url'
                  ? '站内路径（如 /isystem/user）或 http(s) 地址'
                  : '组件名（如 modules/bpm/TaskDetail）'
              }
              rules={schemaRules('openPage')}
            >
              <Input placeholder="请输入打开页面" />
            </Form.Item>
            <Form.Item name="busId" label="业务id" rules={schemaRules('busId')}>
              <Input placeholder="请输入业务id" />
            </Form.Item>
          </>
        )}
        <Form.Item name="msgAbstract" label="摘要" rules={schemaRules('msgAbstract')}>
          <Input.TextArea rows={2} placeholder="请输入摘要" />
        </Form.Item>
        <Form.Item name="msgContent" label="内容" required rules={schemaRules('msgContent')}>
          <RichTextEditorLazy aria-label="内容" height={360} />
        </Form.Item>
      </Form>
      <FormModalFooter dialog={dialog} loading={loading} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 of a 系统通告 (JeecgBoot SysAnnouncementModal); editing loads the record first. */
export function AnnouncementFormModal({ dialog }: { dialog: FormDialog<AnnouncementRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={900}>
      <AnnouncementFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
