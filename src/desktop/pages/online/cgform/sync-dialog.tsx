import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Radio, Space, Spin, Typography } from 'antd';
import {
  doDbSynch,
  getSyncPlan,
  type CgformHeadRecord,
  type SyncPlanResult,
  type SynMethod,
} from '../../../../shared/api/online/cgform-design-api';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';

export const SYNC_CONFIRM_LABEL = '我已了解以上操作会删除数据（数据会备份）';

function usePlan(headId: string, method: SynMethod) {
  const [plan, setPlan] = useState<{ loading: boolean; result: SyncPlanResult | null; error: string | null }>(
    {
      loading: true,
      result: null,
      error: null,
    },
  );
  useEffect(() => {
    let live = true;
    setPlan({ loading: true, result: null, error: null });
    getSyncPlan(headId, method)
      .then((res) => {
        if (!live) return;
        setPlan({
          loading: false,
          result: res.success ? res.result : null,
          error: res.success ? null : res.message,
        });
      })
      .catch(() => live && setPlan({ loading: false, result: null, error: null })); // shown by the interceptor
    return () => {
      live = false;
    };
  }, [headId, method]);
  return plan;
}

function SyncBody({ record, onDone }: { record: CgformHeadRecord; onDone(synced: boolean): void }) {
  const { message } = useFeedback();
  const [method, setMethod] = useState<SynMethod>('normal');
  const [confirmed, setConfirmed] = useState(false);
  const [running, setRunning] = useState(false);
  const plan = usePlan(record.id, method);
  const result = plan.result;
  // Force = drop and recreate: always destructive, whatever the plan lists.
  const destructive = method === 'force' || (result?.steps.some((s) => s.destructive) ?? false);
  const refused = (result?.refusals.length ?? 0) > 0;

  const run = async () => {
    setRunning(true);
    try {
      const res = await doDbSynch(record.id, method, destructive && confirmed);
      if (res.success) {
        message.success(res.message);
        onDone(true);
      } else {
        message.warning(res.message);
      }
    } catch {
      // Transport errors are shown by the HTTP interceptor.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Spin spinning={plan.loading}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          aria-label="同步方式"
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as SynMethod);
            setConfirmed(false);
          }}
          options={[
            { value: 'normal', label: '普通同步（保留数据）' },
            { value: 'force', label: '强制同步（删除重建）' },
          ]}
        />
        {plan.error && <Alert type="warning" showIcon message={plan.error} />}
        {result && (
          <section aria-label="同步语句" className="cwxt-sync-plan">
            <Typography.Paragraph strong>
              {`表「${result.tableName}」${result.tableExists ? '' : '（尚未创建）'}将执行：`}
            </Typography.Paragraph>
            {result.steps.length === 0 && (
              <Typography.Paragraph type="secondary">数据库表与表单设计一致，无需修改</Typography.Paragraph>
            )}
            <ol>
              {result.steps.map((step) => (
                <li key={`${step.description}|${step.sql.join(';')}`}>
                  <Typography.Text type={step.destructive ? 'danger' : undefined} strong={step.destructive}>
                    {step.destructive ? `【删除数据】${step.description}` : step.description}
                  </Typography.Text>
                  {step.sql.map((sql) => (
                    <div key={sql}>
                      <Typography.Text code type="secondary">
                        {sql}
                      </Typography.Text>
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          </section>
        )}
        {result?.refusals.map((r) => (
          <Alert key={r} type="error" showIcon message={r} />
        ))}
        {destructive && (
          <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}>
            <Typography.Text type="danger">{SYNC_CONFIRM_LABEL}</Typography.Text>
          </Checkbox>
        )}
        <div style={{ textAlign: 'right' }}>
          <Space>
            <Button onClick={() => onDone(false)}>取消</Button>
            <Button
              type="primary"
              danger={destructive}
              loading={running}
              disabled={plan.loading || !result || refused || (destructive && !confirmed)}
              onClick={() => void run()}
            >
              同步
            </Button>
          </Space>
        </div>
      </Space>
    </Spin>
  );
}

/** 同步数据库: the planned statements, destructive ones confirmed explicitly; normal or force. */
export function SyncDialog({
  record,
  onClose,
}: {
  record: CgformHeadRecord | null;
  /** `synced`: the table changed, reload the list. */
  onClose(synced: boolean): void;
}) {
  return (
    <AppModal
      open={record !== null}
      title={record ? `同步数据库：${record.tableName}` : ' '}
      width={800}
      footer={null}
      onCancel={() => onClose(false)}
    >
      {record && <SyncBody key={record.id} record={record} onDone={onClose} />}
    </AppModal>
  );
}
