import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Selector, Space, TextArea } from 'antd-mobile';
import { quartzHandlersQueryOptions, type QuartzJobRecord } from '../../../../shared/api/sys/quartz-job-api';
import { CRON_PREVIEW_COUNT } from '../../../../shared/domain/cron/builder-model';
import { QUARTZ_STATUS, quartzJobSchema } from '../../../../shared/domain/resources/quartz-job';
import { findField } from '../../../../shared/domain/resources/types';
import { asyncRules } from '../../../../shared/forms/to-rule';
import { useCronPreview } from '../../../../shared/hooks/cron/use-cron-preview';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import { dialogRecordId, useFormDraft } from '../../../../shared/hooks/drafts/use-form-draft';
import { MobileDraftBanner } from '../../../widgets/drafts/draft-banner';
import { MobileCronInputLazy } from '../../../widgets/cron/cron-input-lazy';
import { FormScreenFrame, FormScreenPopup } from '../../../widgets/card-list/resource-form-screen';

function rulesOf(key: string, unwrap = false) {
  const rules = findField(quartzJobSchema, key)?.rules ?? [];
  // The Selector holds its choice as a one-item array; the schema rules check the name itself.
  const checks = unwrap
    ? rules.map((rule) => (value: unknown) => rule(Array.isArray(value) ? value[0] : value))
    : rules;
  return checks.length > 0 ? [asyncRules(...checks)] : [];
}

interface JobFormValues {
  jobClassName?: string[];
  cronExpression?: string;
  parameter?: string;
  description?: string;
  status?: number;
}

function valuesOf(record: QuartzJobRecord | null): JobFormValues {
  if (!record) return { status: QUARTZ_STATUS.normal, cronExpression: '' };
  return {
    jobClassName: [record.jobClassName],
    cronExpression: record.cronExpression,
    parameter: record.parameter ?? '',
    description: record.description ?? '',
    status: record.status,
  };
}

/** The next runs of the expression under the field (the editor screen shows them too). */
function NextRuns({ expression }: { expression: string }) {
  const preview = useCronPreview(expression);
  if (expression.trim() === '' || preview.error !== undefined) return null;
  return (
    <section aria-label="近十次执行时间" className="cwxt-m-quartz-runs">
      <div>近{CRON_PREVIEW_COUNT}次执行时间</div>
      <ol>
        {preview.runs.map((run) => (
          <li key={run}>{run}</li>
        ))}
      </ol>
    </section>
  );
}

function JobFormBody({ dialog }: { dialog: FormDialog<QuartzJobRecord> }) {
  const [form] = Form.useForm<JobFormValues>();
  const draft = useFormDraft({
    formKey: 'quartzJob-mobile',
    recordId: dialogRecordId(dialog),
    enabled: dialog.mode !== 'detail',
    form,
  });
  const detail = dialog.mode === 'detail';
  const handlers = useQuery(quartzHandlersQueryOptions());
  const chosen = Form.useWatch('jobClassName', form);
  const cron = Form.useWatch('cronExpression', form);
  const hint = handlers.data?.find((h) => h.name === chosen?.[0]);

  const save = async () => {
    let values: JobFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: Record<string, unknown> = {
      jobClassName: values.jobClassName?.[0] ?? '',
      cronExpression: (values.cronExpression ?? '').trim(),
      parameter: (values.parameter ?? '').trim(),
      description: (values.description ?? '').trim(),
      status: Number(values.status),
    };
    if (dialog.mode === 'edit' && dialog.record) body.id = dialog.record.id;
    // A successful save removes the offline draft.
    if (await dialog.submit(body)) draft.saved();
  };

  return (
    <FormScreenFrame dialog={dialog} loading={handlers.isLoading} onSave={() => void save()}>
      <MobileDraftBanner draft={draft} />
      <Form
        form={form}
        name="quartz-job-mobile-form"
        onValuesChange={draft.changed}
        disabled={detail}
        initialValues={valuesOf(dialog.record)}
      >
        <Form.Item
          name="jobClassName"
          label="任务处理器"
          required
          description={hint?.description}
          rules={rulesOf('jobClassName', true)}
        >
          <Selector
            columns={1}
            options={(handlers.data ?? []).map((h) => ({
              value: h.name,
              label: h.title,
              description: h.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="cronExpression" label="Cron表达式" required rules={rulesOf('cronExpression')}>
          <MobileCronInputLazy />
        </Form.Item>
        <NextRuns expression={typeof cron === 'string' ? cron : ''} />
        <Form.Item
          name="parameter"
          label="参数"
          rules={rulesOf('parameter')}
          description={hint?.parameterHint}
        >
          <Input placeholder="请输入参数" clearable />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={rulesOf('description')}>
          <TextArea placeholder="请输入描述" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="status" label="状态" required>
          <Radio.Group>
            <Space>
              <Radio value={QUARTZ_STATUS.normal}>正常</Radio>
              <Radio value={QUARTZ_STATUS.stopped}>停止</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </FormScreenFrame>
  );
}

/** The phone's job form (新增 / 编辑 / 详情), full screen, with the phone cron editor. */
export function JobFormScreen({ dialog }: { dialog: FormDialog<QuartzJobRecord> }) {
  return (
    <FormScreenPopup dialog={dialog}>
      <JobFormBody key={`${dialog.mode}:${dialog.record?.id ?? ''}`} dialog={dialog} />
    </FormScreenPopup>
  );
}
