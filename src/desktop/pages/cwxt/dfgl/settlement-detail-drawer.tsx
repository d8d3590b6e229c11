import { Descriptions, Drawer, Tag, Timeline } from 'antd';
import { useSettlementLog, type SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import {
  SETTLE_STATUS_COLOR,
  settlementActionText,
  type SettleStatus,
} from '../../../../shared/domain/business/settlement-flow';
import { displayEnergy, displayMoney, displayRate } from '../../../../shared/domain/money/figures';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { SettlementLinesSection } from './settlement-lines-section';

export function SettleStatusTag({ status }: { status: string }) {
  return (
    <Tag color={SETTLE_STATUS_COLOR[status as SettleStatus] ?? 'default'}>
      {bizDictText('cwxt_settle_status', status)}
    </Tag>
  );
}

/** The task's figures, attachments and its transition timeline. */
export function SettlementDetailDrawer({
  task,
  onClose,
}: {
  task: SettlementTaskRecord | null;
  onClose(): void;
}) {
  const log = useSettlementLog(task?.id ?? null);
  return (
    <Drawer open={task !== null} onClose={onClose} title="结算任务详情" size="large">
      {task && (
        <>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label="电厂">{task.plantName}</Descriptions.Item>
            <Descriptions.Item label="结算月份">{task.settleMonth}</Descriptions.Item>
            <Descriptions.Item label="上网电量(kWh)">{displayEnergy(task.energyKwh)}</Descriptions.Item>
            <Descriptions.Item label="结算电价(元/kWh)">{task.unitPrice}</Descriptions.Item>
            <Descriptions.Item label="电费金额">{displayMoney(task.amount)}</Descriptions.Item>
            <Descriptions.Item label="税率">{displayRate(task.taxRate)}</Descriptions.Item>
            <Descriptions.Item label="已开票金额">{displayMoney(task.invoicedAmount)}</Descriptions.Item>
            <Descriptions.Item label="已付金额">{displayMoney(task.paidAmount)}</Descriptions.Item>
            <Descriptions.Item label="截止日期">{task.deadline ?? ''}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <SettleStatusTag status={task.status} />
            </Descriptions.Item>
            {task.disputeReason && (
              <Descriptions.Item label="异议说明" span={2}>
                {task.disputeReason}
              </Descriptions.Item>
            )}
            <Descriptions.Item label="附件" span={2}>
              {task.attachments ? <FileUpload value={task.attachments} disabled /> : '无'}
            </Descriptions.Item>
          </Descriptions>
          <SettlementLinesSection key={task.id} taskId={task.id} />
          <h4 style={{ marginTop: 24 }}>流转记录</h4>
          {log.isError && <p role="alert">{log.error.message}</p>}
          <Timeline
            items={(log.data ?? []).map((l) => ({
              key: l.id,
              content: (
                <div>
                  <strong>{settlementActionText(l.action)}</strong>（
                  {bizDictText('cwxt_settle_status', l.toStatus)}）
                  <div>
                    {l.operatorName ?? l.operator} · {l.createTime}
                  </div>
                  {l.remark && <div>{l.remark}</div>}
                </div>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
