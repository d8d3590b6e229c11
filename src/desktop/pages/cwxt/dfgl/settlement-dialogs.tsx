import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { settlementApi, type SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import { displayMoney, parseMoney } from '../../../../shared/domain/money/money';
import {
  disputeReasonError,
  SETTLEMENT_MESSAGES,
  settlementAmount,
  validateEnergy,
  validatePrice,
  validateTaxRate,
} from '../../../../shared/domain/resources/settlement-task';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { useFeedback } from '../../../app/feedback';
import { AppModal } from '../../../widgets/modal/app-modal';

/** Which dialog is open, on which task. */
export type SettlementDialog =
  { kind: 'dispute' | 'revise' | 'pay'; task: SettlementTaskRecord } | { kind: 'open' } | null;

interface DialogProps {
  dialog: SettlementDialog;
  onClose(): void;
  /** After a successful action: refresh the list row and the open detail. */
  onDone(): void;
}

const rule = (check: (v: unknown) => string | undefined) => ({
  validator: (_: unknown, v: unknown) => {
    const m = check(v);
    return m ? Promise.reject(new Error(m)) : Promise.resolve();
  },
});

/**
 * Server refusals that are about one field: shown under that field (like the client's own rules),
 * not as a toast; any other refusal is a toast.
 */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [SETTLEMENT_MESSAGES.overpaid]: 'amount',
  [SETTLEMENT_MESSAGES.payAmountFormat]: 'amount',
  [SETTLEMENT_MESSAGES.payDateRequired]: 'payDate',
  [SETTLEMENT_MESSAGES.amountTooLarge]: 'unitPrice',
  [SETTLEMENT_MESSAGES.energyFormat]: 'energyKwh',
  [SETTLEMENT_MESSAGES.priceFormat]: 'unitPrice',
  [SETTLEMENT_MESSAGES.taxRateFormat]: 'taxRate',
  [SETTLEMENT_MESSAGES.reasonRequired]: 'reason',
  [SETTLEMENT_MESSAGES.reasonTooLong]: 'reason',
  [SETTLEMENT_MESSAGES.monthRequired]: 'month',
  [SETTLEMENT_MESSAGES.duplicate]: 'month',
};

/** What is left to pay on a task, in fen (null when the figures are not money). */
function unpaidFen(task: SettlementTaskRecord): bigint | null {
  const amount = parseMoney(task.amount);
  const paid = parseMoney(task.paidAmount) ?? 0n;
  return amount === null ? null : amount - paid;
}

/** 提出异议 / 修订结算 / 登记付款 / 开立月度任务: the task page's action dialogs. */
export function SettlementDialogs({ dialog, onClose, onDone }: DialogProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { message } = useFeedback();
  // The server's message on success, then close and refresh; a refusal about one field shows under
  // that field, any other refusal as a message, and the dialog stays open.
  const { busy, run } = useWorkflowAction(
    {
      success: (text) => message.success(text),
      error: (text) => {
        const field = FIELD_OF_MESSAGE[text];
        if (field) form.setFields([{ name: field, errors: [text] }]);
        else message.error(text);
      },
    },
    () => {
      onClose();
      onDone();
    },
  );
  const energy = Form.useWatch('energyKwh', form) as string | undefined;
  const price = Form.useWatch('unitPrice', form) as string | undefined;
  if (!dialog) return null;
  const titles = { dispute: '提出异议', revise: '修订结算', pay: '登记付款', open: '开立月度任务' } as const;
  const submit = async () => {
    const v = await form.validateFields();
    const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string).trim() : '');
    if (dialog.kind === 'open') {
      const month = (v.month as Dayjs).format('YYYY-MM');
      return run(`open:${month}`, (key) => settlementApi.open(month, { key }));
    }
    const { id, version } = dialog.task;
    const target = `${dialog.kind}:${id}`;
    if (dialog.kind === 'dispute')
      return run(target, (key) => settlementApi.dispute(id, text('reason'), { key, version }));
    if (dialog.kind === 'revise')
      return run(target, (key) =>
        settlementApi.revise(
          {
            id,
            energyKwh: text('energyKwh'),
            unitPrice: text('unitPrice'),
            taxRate: text('taxRate') || undefined,
            remark: text('remark') || undefined,
          },
          { key, version },
        ),
      );
    return run(target, (key) =>
      settlementApi.pay(
        {
          id,
          amount: text('amount'),
          payDate: (v.payDate as Dayjs).format('YYYY-MM-DD'),
          remark: text('remark') || undefined,
        },
        { key, version },
      ),
    );
  };
  const task = dialog.kind === 'open' ? null : dialog.task;
  const preview = settlementAmount(energy ?? '', price ?? '');
  return (
    <AppModal
      open
      title={titles[dialog.kind]}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      afterClose={() => form.resetFields()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          task ? { energyKwh: task.energyKwh, unitPrice: task.unitPrice, taxRate: task.taxRate } : undefined
        }
      >
        {task && (
          <p>
            {task.plantName} {task.settleMonth} 电费金额 {displayMoney(task.amount)}
            {dialog.kind === 'pay' && `，已付 ${displayMoney(task.paidAmount)}`}
          </p>
        )}
        {dialog.kind === 'open' && (
          <Form.Item
            name="month"
            label="结算月份"
            rules={[{ required: true, message: SETTLEMENT_MESSAGES.monthRequired }]}
          >
            <DatePicker picker="month" style={{ width: '100%' }} />
          </Form.Item>
        )}
        {dialog.kind === 'dispute' && (
          <Form.Item name="reason" label="异议说明" required rules={[rule(disputeReasonError)]}>
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        )}
        {dialog.kind === 'revise' && (
          <>
            <Form.Item
              name="energyKwh"
              label="上网电量(kWh)"
              rules={[{ required: true, message: SETTLEMENT_MESSAGES.energyRequired }, rule(validateEnergy)]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="unitPrice"
              label="结算电价(元/kWh)"
              dependencies={['energyKwh']}
              rules={[
                { required: true, message: SETTLEMENT_MESSAGES.priceRequired },
                rule(validatePrice),
                // Cross-field: the amount (电量 × 电价) must fit; said under 电价 where it is typed.
                ({ getFieldValue }) =>
                  rule((v) =>
                    validateEnergy(getFieldValue('energyKwh')) === undefined &&
                    validatePrice(v) === undefined &&
                    typeof v === 'string' &&
                    v.trim() !== '' &&
                    settlementAmount(getFieldValue('energyKwh'), v) === null
                      ? SETTLEMENT_MESSAGES.amountTooLarge
                      : undefined,
                  ),
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="taxRate" label="税率(%)" rules={[rule(validateTaxRate)]}>
              <Input inputMode="decimal" />
            </Form.Item>
            <p aria-label="电费金额预览">电费金额：{preview === null ? '—' : displayMoney(preview)}</p>
            <Form.Item name="remark" label="修订说明">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </>
        )}
        {dialog.kind === 'pay' && (
          <>
            <Form.Item
              name="amount"
              label="付款金额(元)"
              required
              rules={[
                rule((v) =>
                  parseMoney(v) !== null && (parseMoney(v) ?? 0n) > 0n
                    ? undefined
                    : SETTLEMENT_MESSAGES.payAmountFormat,
                ),
                // Cross-field: no more than is still unpaid (the server checks the same).
                rule((v) => {
                  const pay = parseMoney(v);
                  const left = task ? unpaidFen(task) : null;
                  return pay !== null && left !== null && pay > left
                    ? SETTLEMENT_MESSAGES.overpaid
                    : undefined;
                }),
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item
              name="payDate"
              label="付款日期"
              rules={[{ required: true, message: SETTLEMENT_MESSAGES.payDateRequired }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input maxLength={200} />
            </Form.Item>
          </>
        )}
      </Form>
    </AppModal>
  );
}
