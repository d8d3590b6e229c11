import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, List, NoticeBar, Selector } from 'antd-mobile';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import {
  invoiceApi,
  INVOICE_QUERY_KEY,
  useInvoicePool,
  useSubmitTasks,
} from '../../../../shared/api/cwxt/invoice-api';
import { checkInvoiceSum } from '../../../../shared/domain/business/invoice-flow';
import { displayMoney } from '../../../../shared/domain/money/money';
import { InvoiceStatusTag } from './invoice-parts';

/** The plant's submit screen: a confirmed task, the pool's invoices to tick, the live sum, 提交发票. */
export function InvoiceSubmitPlant() {
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

  const { busy, run } = useWorkflowAction(WORKFLOW_TOASTS, () => {
    setSelected([]);
    setTaskId(undefined);
    void client.invalidateQueries({ queryKey: INVOICE_QUERY_KEY });
  });

  const submit = async () => {
    if (!task) return;
    const ids = [...selected];
    await run(`submit:${task.id}:${ids.join(',')}`, (key) => invoiceApi.submit(task.id, ids, { key }));
  };

  const taskOptions = (tasks.data?.tasks ?? []).map((x) => ({
    value: x.id,
    label: `${x.settleMonth} ${displayMoney(x.amount)}`,
  }));
  return (
    <div style={{ padding: 12 }}>
      <List header="结算任务（电厂已确认）">
        {taskOptions.length === 0 ? <List.Item>暂无待开票的结算任务</List.Item> : null}
      </List>
      <Selector
        aria-label="结算任务"
        options={taskOptions}
        value={taskId ? [taskId] : []}
        onChange={(v) => {
          setTaskId(v[0]);
          setSelected([]);
        }}
      />
      {task && check ? (
        <>
          <div role="status">
            <NoticeBar
              color={check.ok ? 'info' : 'alert'}
              wrap
              content={
                check.ok
                  ? `发票合计 ${displayMoney(check.sum)}，与结算金额 ${displayMoney(task.amount)} 一致`
                  : check.message
              }
            />
          </div>
          <Checkbox.Group value={selected} onChange={(v) => setSelected(v.map(String))}>
            <List header="选择发票">
              {candidates.length === 0 ? <List.Item>发票池中没有可提交的发票</List.Item> : null}
              {candidates.map((r) => (
                <List.Item
                  key={r.id}
                  prefix={<Checkbox value={r.id} aria-label={`选择发票 ${r.invoiceNumber}`} />}
                  description={r.returnReason ? `退回原因：${r.returnReason}` : r.invoiceDate}
                  extra={<InvoiceStatusTag status={r.status} />}
                >
                  {r.invoiceNumber} {displayMoney(r.totalAmount)}
                </List.Item>
              ))}
            </List>
          </Checkbox.Group>
          <Button
            block
            color="primary"
            size="large"
            loading={busy}
            disabled={chosen.length === 0 || !check.ok}
            onClick={() => void submit()}
          >
            提交发票
          </Button>
        </>
      ) : null}
    </div>
  );
}
