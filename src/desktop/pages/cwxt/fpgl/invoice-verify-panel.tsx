import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import {
  groupByTask,
  invoiceApi,
  INVOICE_QUERY_KEY,
  useWaitingInvoices,
  type InvoiceRecord,
} from '../../../../shared/api/cwxt/invoice-api';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { INVOICE_MESSAGES } from '../../../../shared/domain/business/invoice-flow';
import { displayMoney, sumMoney } from '../../../../shared/domain/money/money';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';
import { AttachmentPreview } from './invoice-parts';

/** The grid's side of 发票提交: submitted invoices grouped by task, 审核通过 / 退回 (with a reason). */
export function InvoiceVerifyPanel() {
  const { message } = useFeedback();
  const client = useQueryClient();
  const waiting = useWaitingInvoices();
  const [returning, setReturning] = useState<InvoiceRecord | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();

  const refresh = () => void client.invalidateQueries({ queryKey: INVOICE_QUERY_KEY });
  // One action at a time on this panel: while one is in flight the buttons are disabled. The
  // server refusing the reason shows under the reason field, any other refusal as a message.
  const { busy, run } = useWorkflowAction(
    {
      success: (text) => message.success(text),
      error: (text) => {
        if (text === INVOICE_MESSAGES.reasonRequired) form.setFields([{ name: 'reason', errors: [text] }]);
        else message.error(text);
      },
    },
    refresh,
  );

  const confirmReturn = async () => {
    if (!returning) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { id, version } = returning;
    const reason = (values.reason ?? '').trim();
    const returned = await run(`return:${id}`, (key) =>
      invoiceApi.returnInvoice(id, reason, { key, version }),
    );
    if (returned) setReturning(null);
  };

  const groups = groupByTask(waiting.data ?? []);
  return (
    <Card title="待审核发票">
      {groups.length === 0 ? <Empty description="暂无待审核的发票" /> : null}
      {groups.map((g) => {
        const first = g.rows[0]!;
        return (
          <section
            key={g.taskId}
            aria-label={`${first.plantName ?? ''} ${first.taskMonth ?? ''}`}
            style={{ marginBottom: 16 }}
          >
            <Typography.Title level={5}>
              {first.plantName} {first.taskMonth} 结算金额 {displayMoney(first.taskAmount)}，待审核合计{' '}
              {displayMoney(sumMoney(g.rows.map((r) => r.totalAmount)))}
            </Typography.Title>
            <Table<InvoiceRecord>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={g.rows}
              columns={[
                { title: '发票号码', dataIndex: 'invoiceNumber' },
                { title: '发票代码', dataIndex: 'invoiceCode' },
                {
                  title: '发票类型',
                  dataIndex: 'invoiceType',
                  render: (v: string) => bizDictText('cwxt_invoice_type', v),
                },
                { title: '开票日期', dataIndex: 'invoiceDate' },
                { title: '金额(不含税)', dataIndex: 'amount', render: (v: string) => displayMoney(v) },
                { title: '税额', dataIndex: 'taxAmount', render: (v: string) => displayMoney(v) },
                { title: '价税合计', dataIndex: 'totalAmount', render: (v: string) => displayMoney(v) },
                {
                  title: '发票影像',
                  dataIndex: 'attachments',
                  render: (v: string | null) => <AttachmentPreview value={v} />,
                },
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, r: InvoiceRecord) => (
                    <Space>
                      <Button
                        size="small"
                        type="primary"
                        aria-label={`审核通过 ${r.invoiceNumber}`}
                        disabled={busy}
                        onClick={() =>
                          void run(`verify:${r.id}`, (key) =>
                            invoiceApi.verify(r.id, { key, version: r.version }),
                          )
                        }
                      >
                        审核通过
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={`退回 ${r.invoiceNumber}`}
                        disabled={busy}
                        onClick={() => setReturning(r)}
                      >
                        退回
                      </Button>
                    </Space>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
      <AppModal
        title="退回发票"
        open={returning !== null}
        okText="确定退回"
        onOk={() => void confirmReturn()}
        okButtonProps={{ loading: busy }}
        onCancel={() => setReturning(null)}
        afterClose={() => form.resetFields()}
      >
        <p>发票号码：{returning?.invoiceNumber}</p>
        <Form form={form} layout="vertical" name="invoice-return">
          <Form.Item
            name="reason"
            label="退回原因"
            rules={[{ required: true, whitespace: true, message: INVOICE_MESSAGES.reasonRequired }]}
          >
            <Input.TextArea placeholder="请填写退回原因" maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </AppModal>
    </Card>
  );
}

/** 金额容差 (grid, PERM.invoice.tolerance): 0–1000 元, two decimals. */
export function ToleranceSetting() {
  const { message } = useFeedback();
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    void invoiceApi.tolerance().then(setValue, () => undefined);
  }, []);
  return (
    <Space>
      <span>发票金额容差（元）</span>
      <InputNumber<string>
        aria-label="发票金额容差"
        stringMode
        min="0"
        max="1000"
        precision={2}
        value={value}
        onChange={(v) => setValue(v)}
      />
      <Button
        onClick={() =>
          void invoiceApi.setTolerance(value ?? '').then(
            (m) => message.success(m || '保存成功'),
            (e: unknown) => message.warning(e instanceof Error ? e.message : String(e)),
          )
        }
      >
        保存容差
      </Button>
    </Space>
  );
}
