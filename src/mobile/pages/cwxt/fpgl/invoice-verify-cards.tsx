import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dialog, Empty, TextArea } from 'antd-mobile';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import {
  groupByTask,
  invoiceApi,
  INVOICE_QUERY_KEY,
  useWaitingInvoices,
  type InvoiceRecord,
} from '../../../../shared/api/cwxt/invoice-api';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { INVOICE_MESSAGES } from '../../../../shared/domain/business/invoice-flow';
import { displayMoney } from '../../../../shared/domain/money/money';
import { InvoicePhotos } from './invoice-photos';

/** Grid staff on DingTalk: the submitted invoices as cards, 审核通过 / 退回 (with a reason). */
export function InvoiceVerifyCards() {
  const client = useQueryClient();
  const waiting = useWaitingInvoices();
  const [returning, setReturning] = useState<InvoiceRecord | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const { busy, run } = useWorkflowAction(
    WORKFLOW_TOASTS,
    () => void client.invalidateQueries({ queryKey: INVOICE_QUERY_KEY }),
  );

  const confirmReturn = async () => {
    if (!returning) return;
    if (reason.trim() === '') {
      setError(INVOICE_MESSAGES.reasonRequired);
      return;
    }
    const { id, version } = returning;
    const returned = await run(`return:${id}`, (key) =>
      invoiceApi.returnInvoice(id, reason.trim(), { key, version }),
    );
    if (returned) setReturning(null);
  };

  const groups = groupByTask(waiting.data ?? []);
  if (!waiting.isLoading && groups.length === 0) return <Empty description="暂无待审核的发票" />;
  return (
    <div style={{ padding: 12, display: 'grid', gap: 12 }}>
      {groups.flatMap((g) =>
        g.rows.map((r) => (
          <Card
            key={r.id}
            title={`${r.plantName ?? ''} ${r.taskMonth ?? ''}`}
            aria-label={`发票 ${r.invoiceNumber}`}
          >
            <div>
              {bizDictText('cwxt_invoice_type', r.invoiceType)} {r.invoiceCode} {r.invoiceNumber}
            </div>
            <div>
              价税合计 {displayMoney(r.totalAmount)}（结算金额 {displayMoney(r.taskAmount)}）
            </div>
            <InvoicePhotos value={r.attachments} label={`发票 ${r.invoiceNumber} 的影像`} />
            <div style={{ display: 'flex', gap: 8 }}>
              <Button
                color="primary"
                style={{ flex: 1 }}
                loading={busy}
                onClick={() =>
                  void run(`verify:${r.id}`, (key) => invoiceApi.verify(r.id, { key, version: r.version }))
                }
              >
                审核通过
              </Button>
              <Button
                color="danger"
                fill="outline"
                style={{ flex: 1 }}
                disabled={busy}
                onClick={() => {
                  setReason('');
                  setError(null);
                  setReturning(r);
                }}
              >
                退回
              </Button>
            </div>
          </Card>
        )),
      )}
      <Dialog
        visible={returning !== null}
        title="退回发票"
        content={
          <div>
            <TextArea
              aria-label="退回原因"
              placeholder="请填写退回原因"
              maxLength={500}
              value={reason}
              onChange={(v) => {
                setReason(v);
                setError(null);
              }}
            />
            {error ? <div style={{ color: 'var(--adm-color-danger)' }}>{error}</div> : null}
          </div>
        }
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setReturning(null) },
            { key: 'ok', text: '确定退回', bold: true, danger: true, onClick: () => void confirmReturn() },
          ],
        ]}
      />
    </div>
  );
}
