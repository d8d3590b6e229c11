import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Empty, Tag, TextArea } from 'antd-mobile';
import { confirmDialog } from '../../../ui/lazy-feedback';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import { SummaryCard } from '../../../widgets/card-list/summary-card';
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

/** "审核通过 发票 No.12345678，价税合计 ¥500,000,000.00？" */
export const verifyQuestion = (r: Pick<InvoiceRecord, 'invoiceNumber' | 'totalAmount'>) =>
  `审核通过 发票 No.${r.invoiceNumber}，价税合计 ${displayMoney(r.totalAmount)}？`;

/** The return dialog says which invoice goes back and for how much. */
export const returnQuestion = (r: Pick<InvoiceRecord, 'invoiceNumber' | 'totalAmount'>) =>
  `退回 发票 No.${r.invoiceNumber}，价税合计 ${displayMoney(r.totalAmount)}`;

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

  // 审核通过 moves money: the dialog states which invoice and how much before anything is sent.
  const askVerify = (r: InvoiceRecord) =>
    void confirmDialog({
      title: '审核通过',
      content: verifyQuestion(r),
      onConfirm: async () => {
        await run(`verify:${r.id}`, (key) => invoiceApi.verify(r.id, { key, version: r.version }));
      },
    });

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
    <div role="list" aria-label="待审核发票" style={{ paddingBottom: 12 }}>
      {groups.flatMap((g) =>
        g.rows.map((r) => (
          <div role="listitem" key={r.id}>
            <SummaryCard
              title={`${r.plantName ?? ''} · ${r.taskMonth ?? ''}`}
              label={`发票 ${r.invoiceNumber}`}
              tag={<Tag color="primary">待审核</Tag>}
              figureLabel="价税合计"
              figure={displayMoney(r.totalAmount)}
              facts={[
                `${bizDictText('cwxt_invoice_type', r.invoiceType)} No.${r.invoiceNumber}`,
                `结算金额 ${displayMoney(r.taskAmount)}`,
                <InvoicePhotos key="files" value={r.attachments} label={`发票 ${r.invoiceNumber} 的影像`} />,
              ]}
              actions={
                <>
                  <Button
                    size="small"
                    color="primary"
                    loading={busy}
                    aria-label={`审核通过 ${r.invoiceNumber}`}
                    onClick={() => askVerify(r)}
                  >
                    审核通过
                  </Button>
                  <Button
                    size="small"
                    color="danger"
                    fill="outline"
                    disabled={busy}
                    aria-label={`退回 ${r.invoiceNumber}`}
                    onClick={() => {
                      setReason('');
                      setError(null);
                      setReturning(r);
                    }}
                  >
                    退回
                  </Button>
                </>
              }
            />
          </div>
        )),
      )}
      <Dialog
        visible={returning !== null}
        title="退回发票"
        content={
          <div>
            {returning && <p style={{ marginTop: 0 }}>{returnQuestion(returning)}</p>}
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
