import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import type { FormRule } from 'antd';
import { quartzHandlersQueryOptions, type QuartzJobRecord } from '../../../../shared/api/sys/quartz-job-api';
import { QUARTZ_STATUS, quartzJobSchema } from '../../../../shared/domain/resources/quartz-job';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { DraftBanner } from '../../../widgets/drafts/draft-banner';
import { CronInputLazy, CronPreviewListLazy } from '../../../widgets/cron/cron-input-lazy';
import { FormModalFooter, FormModalShell } from '../../../widgets/list-page/resource-form-modal';

const KEYS = ['jobClassName', 'cronExpression', 'parameter', 'description', 'status'] as const;

/** Spec 002 constants: the job dialog is 800 wide (its builder dialog 608). */
export const JOB_DIALOG_WIDTH = 800;

const STATUS_OPTIONS = [
  { value: QUARTZ_STATUS.normal, label: '正常' },
  { value: QUARTZ_STATUS.stopped, label: '停止' },
];

function rulesOf(key: string): FormRule[] {
  const rules = findField(quartzJobSchema, key)?.rules ?? [];
  return rules.length > 0 ? [asyncRules(...rules)] : [];
}

function valuesOf(record: QuartzJobRecord | null): Record<string, unknown> {
  // A new job is scheduled at once (JeecgBoot's default status 0 正常).
  if (!record) return { status: QUARTZ_STATUS.normal, cronExpression: '' };
  return Object.fromEntries(KEYS.map((k) => [k, record[k] ?? undefined]));
}

function JobFormBody({ dialog }: { dialog: FormDialog<QuartzJobRecord> }) {
  const [form] = Form.useForm();
  const draft = useFormDraft({
    formKey: 'quartzJob',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const detail = dialog.mode === 'detail';
  const handlers = useQuery(quartzHandlersQueryOptions());
  const handlerName: unknown = Form.useWatch('jobClassName', form);
  const cron: unknown = Form.useWatch('cronExpression', form);
  const hint = handlers.data?.find((h) => h.name === handlerName);

  const save = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    const body: Record<string, unknown> = {
      jobClassName: values.jobClassName,
      cronExpression: String(values.cronExpression ?? '').trim(),
      parameter: String(values.parameter ?? '').trim(),
      description: String(values.description ?? '').trim(),
      status: Number(values.status),
    };
    if (dialog.mode === 'edit' && dialog.record) body.id = dialog.record.id;
    // A successful save removes the offline draft.
    if (await dialog.submit(body)) draft.saved();
  };

  return (
    <>
      <DraftBanner draft={draft} />
      <Form
        form={form}
        name="quartz-job-form"
        onValuesChange={draft.changed}
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 18 }}
        disabled={detail}
        initialValues={valuesOf(dialog.record)}
      >
        <Form.Item
          name="jobClassName"
          label="任务处理器"
          required
          rules={rulesOf('jobClassName')}
          extra={hint?.description}
        >
          <Select
            placeholder="请选择任务处理器"
            loading={handlers.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(handlers.data ?? []).map((h) => ({ value: h.name, label: `${h.title}（${h.name}）` }))}
          />
        </Form.Item>
        <Form.Item name="cronExpression" label="Cron表达式" required rules={rulesOf('cronExpression')}>
          <CronInputLazy builder="job" placeholder="请输入cron表达式" disabled={detail} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4, span: 18 }}>
          <CronPreviewListLazy expression={typeof cron === 'string' ? cron : ''} />
        </Form.Item>
        <Form.Item name="parameter" label="参数" rules={rulesOf('parameter')} extra={hint?.parameterHint}>
          <Input placeholder="请输入参数" />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={rulesOf('description')}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
        <Form.Item name="status" label="状态" required>
          <Radio.Group options={STATUS_OPTIONS} />
        </Form.Item>
      </Form>
      <FormModalFooter dialog={dialog} loading={false} onSave={() => void save()} />
    </>
  );
}

/** 新增 / 编辑 / 详情 of a 定时任务: handler, expression with its builder and next runs, parameter. */
export function JobFormModal({ dialog }: { dialog: FormDialog<QuartzJobRecord> }) {
  return (
    <FormModalShell dialog={dialog} width={JOB_DIALOG_WIDTH}>
      <JobFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormModalShell>
  );
}
