import { useState } from 'react';
import { Button, List, NavBar, Popup, Steps, Tag, TextArea } from 'antd-mobile';
import './settlement.css';
import { confirmDialog } from '../../../ui/lazy-feedback';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import {
  settlementApi,
  useSettlementLog,
  type SettlementTaskRecord,
} from '../../../../shared/api/cwxt/settlement-api';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import {
  availableActions,
  SETTLE_STATUS_COLOR,
  settlementActionText,
  type SettleStatus,
} from '../../../../shared/domain/business/settlement-flow';
import { displayEnergy, displayMoney, displayRate } from '../../../../shared/domain/money/figures';
import { disputeReasonError } from '../../../../shared/domain/resources/settlement-task';
import { requestLeave } from '../../../../shared/platform/back-guard';
import { SettlementLinesPanel } from './settlement-lines-panel';
import type { SettlementStep } from './settlement-action-screen';

const TAG_COLOR: Record<string, string> = {
  orange: 'warning',
  blue: 'primary',
  red: 'danger',
  purple: '#722ed1',
  green: 'success',
};

export function SettleStatusTag({ status }: { status: string }) {
  return (
    <Tag color={TAG_COLOR[SETTLE_STATUS_COLOR[status as SettleStatus] ?? ''] ?? 'default'}>
      {bizDictText('cwxt_settle_status', status)}
    </Tag>
  );
}

interface Props {
  task: SettlementTaskRecord | null;
  has: (code: string) => boolean;
  onClose(): void;
  onDone(): void;
  /** Opens the grid's 修订结算 / 登记付款 form on this task. */
  onStep(step: SettlementStep): void;
}

/** Full-screen task: the figures, 确认结算 / 提出异议 for the plant, and the transition timeline. */
export function SettlementTaskScreen({ task, has, onClose, onDone, onStep }: Props) {
  const log = useSettlementLog(task?.id ?? null);
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const actions = task ? availableActions(task.status, has) : [];
  const { busy, run } = useWorkflowAction(WORKFLOW_TOASTS, () => {
    setDisputing(false);
    setReason('');
    onDone();
    onClose();
  });

  // Unsaved 电量明细 (a dirty draft) asks before the screen closes; the draft stays for the return.
  const close = () => void requestLeave().then((leave) => leave && onClose());

  const confirm = () => {
    if (!task) return;
    void confirmDialog({
      title: '确认结算',
      content: `确认 ${task.settleMonth} 电费金额 ${displayMoney(task.amount)} 无误？`,
      onConfirm: async () => {
        await run(`confirm:${task.id}`, (key) =>
          settlementApi.confirm(task.id, { key, version: task.version }),
        );
      },
    });
  };

  const submitDispute = async () => {
    const problem = disputeReasonError(reason);
    setError(problem);
    if (!problem && task)
      await run(`dispute:${task.id}`, (key) =>
        settlementApi.dispute(task.id, reason.trim(), { key, version: task.version }),
      );
  };

  return (
    <Popup
      visible={task !== null}
      position="right"
      bodyStyle={{ width: '100vw', height: '100%', overflowY: 'auto' }}
    >
      {task && (
        <div>
          <NavBar onBack={close}>{actions.length > 0 ? '办理结算任务' : '查看结算任务'}</NavBar>
          <List>
            <List.Item extra={task.plantName}>电厂</List.Item>
            <List.Item extra={task.settleMonth}>结算月份</List.Item>
            <List.Item extra={<SettleStatusTag status={task.status} />}>状态</List.Item>
            <List.Item extra={displayEnergy(task.energyKwh)}>上网电量(kWh)</List.Item>
            <List.Item extra={task.unitPrice}>结算电价(元/kWh)</List.Item>
            <List.Item extra={displayMoney(task.amount)}>电费金额</List.Item>
            <List.Item extra={displayRate(task.taxRate)}>税率</List.Item>
            <List.Item extra={displayMoney(task.paidAmount)}>已付金额</List.Item>
            <List.Item extra={task.deadline ?? ''}>截止日期</List.Item>
            {task.disputeReason && <List.Item description={task.disputeReason}>异议说明</List.Item>}
          </List>
          <SettlementLinesPanel key={task.id} taskId={task.id} />
          {(actions.includes('revise') || actions.includes('pay')) && (
            <div className="cwxt-m-task-actions">
              {actions.includes('revise') && (
                <Button color="primary" block onClick={() => onStep({ kind: 'revise', task })}>
                  修订结算
                </Button>
              )}
              {actions.includes('pay') && (
                <Button color="primary" block onClick={() => onStep({ kind: 'pay', task })}>
                  登记付款
                </Button>
              )}
            </div>
          )}
          {(actions.includes('confirm') || actions.includes('dispute')) && (
            <div style={{ padding: 12, display: 'flex', flexDirection: 'column', gap: 8 }}>
              {disputing ? (
                <>
                  <TextArea
                    placeholder="请填写异议说明"
                    value={reason}
                    onChange={setReason}
                    maxLength={500}
                    showCount
                    rows={4}
                  />
                  {error && (
                    <div role="alert" style={{ color: 'var(--adm-color-danger)' }}>
                      {error}
                    </div>
                  )}
                  <Button color="danger" block loading={busy} onClick={() => void submitDispute()}>
                    提交异议
                  </Button>
                  <Button block onClick={() => setDisputing(false)}>
                    取消
                  </Button>
                </>
              ) : (
                <>
                  {actions.includes('confirm') && (
                    <Button color="primary" block loading={busy} onClick={confirm}>
                      确认结算
                    </Button>
                  )}
                  {actions.includes('dispute') && (
                    <Button color="danger" fill="outline" block onClick={() => setDisputing(true)}>
                      提出异议
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
          <List header="流转记录">
            <div style={{ padding: '8px 12px' }}>
              <Steps direction="vertical">
                {(log.data ?? []).map((l) => (
                  <Steps.Step
                    key={l.id}
                    status="finish"
                    title={`${settlementActionText(l.action)}（${bizDictText('cwxt_settle_status', l.toStatus)}）`}
                    description={`${l.operatorName ?? l.operator} · ${l.createTime ?? ''}${l.remark ? ` · ${l.remark}` : ''}`}
                  />
                ))}
              </Steps>
            </div>
          </List>
        </div>
      )}
    </Popup>
  );
}
