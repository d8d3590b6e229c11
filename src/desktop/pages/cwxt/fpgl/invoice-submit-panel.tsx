import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Select, Space, Table } from 'antd';
import {
  invoiceApi,
  INVOICE_QUERY_KEY,
  useInvoicePool,
  useSubmitTasks,
  type InvoiceRecord,
} from '../../../../shared/api/cwxt/invoice-api';
import { checkInvoiceSum } from '../../../../shared/domain/business/invoice-flow';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { displayMoney } from '../../../../shared/domain/money/money';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { useFeedback } from '../../../app/feedback';
import { InvoiceStatusTag } from './invoice-parts';

/**
 * The plant's side of 发票提交: pick a confirmed task, select invoices of the pool, watch the live
 * sum against the amount (the same check the server runs), submit.
 */
export function InvoiceSubmitPanel() {
  const { message } = useFeedback();
  const client = useQueryClient();
  const tasks = useSubmitTasks();
  const pool = useInvoicePool();
  const [taskId, setTaskId] = useState<string | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const task = tasks.data?.tasks.find((x) => x.id === taskId);
  const tolerance = tasks.data?.tolerance ?? '1.00';
  const candidates = (pool.data ?? []).filter((r) => !task || r.plantId === task.plantId);
  const chosen = candidates.filter((r) => selected.includes(r.id));
  const check = task
    ? checkInvoiceSum([task.submittedAmount, ...chosen.map((r) => r.totalAmount)], task.amount, tolerance)
    : null;

  const { busy, run } = useWorkflowAction(message, () => {
    setSelected([]);
    setTaskId(undefined);
    void client.invalidateQueries({ queryKey: INVOICE_QUERY_KEY });
  });

  const submit = async () => {
    if (!task) return;
    const ids = [...selected];
    await run(`submit:${task.id}:${ids.join(',')}`, (key) => invoiceApi.submit(task.id, ids, { key }));
  };

  return (
    <Card title="提交发票">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label="结算任务"
          placeholder="请选择结算任务（电厂已确认）"
          style={{ width: 360 }}
          value={taskId}
          onChange={(v: string) => {
            setTaskId(v);
            setSelected([]);
          }}
          options={(tasks.data?.tasks ?? []).map((x) => ({
            value: x.id,
            label: `${x.plantName} ${x.settleMonth} ${displayMoney(x.amount)}`,
          }))}
          notFoundContent="暂无待开票的结算任务"
        />
        {task && check ? (
          <>
            <Descriptions size="small" column={4} bordered>
              <Descriptions.Item label="结算金额">{displayMoney(task.amount)}</Descriptions.Item>
              <Descriptions.Item label="已提交">{displayMoney(task.submittedAmount)}</Descriptions.Item>
              <Descriptions.Item label="发票合计">{displayMoney(check.sum)}</Descriptions.Item>
              <Descriptions.Item label="允许误差">{displayMoney(tolerance)}</Descriptions.Item>
            </Descriptions>
            <Alert
              role="status"
              type={check.ok ? 'success' : 'warning'}
              message={check.ok ? '发票合计与结算金额一致，可以提交' : check.message}
            />
            <Table<InvoiceRecord>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={candidates}
              locale={{ emptyText: <Empty description="发票池中没有可提交的发票" /> }}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
              columns={[
                { title: '发票号码', dataIndex: 'invoiceNumber' },
                {
                  title: '发票类型',
                  dataIndex: 'invoiceType',
                  render: (v: string) => bizDictText('cwxt_invoice_type', v),
                },
                { title: '开票日期', dataIndex: 'invoiceDate' },
                { title: '价税合计', dataIndex: 'totalAmount', render: (v: string) => displayMoney(v) },
                {
                  title: '状态',
                  dataIndex: 'status',
                  render: (v: string) => <InvoiceStatusTag status={v} />,
                },
                { title: '退回原因', dataIndex: 'returnReason' },
              ]}
            />
            <Button
              type="primary"
              loading={busy}
              disabled={chosen.length === 0 || !check.ok}
              onClick={() => void submit()}
            >
              提交发票
            </Button>
          </>
        ) : null}
      </Space>
    </Card>
  );
}
