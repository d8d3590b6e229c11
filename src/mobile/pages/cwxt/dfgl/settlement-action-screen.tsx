import { useEffect, useState } from 'react';
import { Button, DatePicker, Input, List, Selector, TextArea } from 'antd-mobile';
import { settlementApi, type SettlementTaskRecord } from '../../../../shared/api/cwxt/settlement-api';
import {
  displayMoneyChange,
  payAmountError,
  revisePreview,
  unpaidAmount,
} from '../../../../shared/domain/business/settlement-view';
import { displayEnergyKwh, displayMoney } from '../../../../shared/domain/money/figures';
import {
  SETTLEMENT_MESSAGES,
  validateEnergy,
  validatePrice,
  validateTaxRate,
} from '../../../../shared/domain/resources/settlement-task';
import { useWorkflowAction } from '../../../../shared/hooks/use-workflow-action';
import { FullScreenDialog } from '../../../ui/full-screen-dialog';
import { WORKFLOW_TOASTS } from '../../../ui/workflow-toasts';
import './settlement.css';

/** Which grid-side step is open: 修订结算 / 登记付款 on a task, or 开立月度任务. */
export type SettlementStep = { kind: 'revise' | 'pay'; task: SettlementTaskRecord } | { kind: 'open' } | null;

const TITLES = { revise: '修订结算', pay: '登记付款', open: '开立月度任务' } as const;

/** "YYYY-MM-DD" / "YYYY-MM" of `date` in Beijing time, as the server counts days and months. */
function beijing(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

function FieldError({ text }: { text?: string }) {
  return text ? (
    <div role="alert" className="cwxt-m-step-error">
      {text}
    </div>
  ) : null;
}

interface Props {
  step: SettlementStep;
  onClose(): void;
  /** After a success: refresh the list (and close what the step was opened from). */
  onDone(): void;
}

/**
 * The grid clerk's steps on the phone, each a full-screen form with one submit: 修订结算 with the
 * amount the server will compute shown live, 登记付款 (part payments: the unpaid rest is prefilled
 * and may be lowered), 开立月度任务 (a month chip). The server's answer is the toast; a repeated
 * tap while it is in flight posts nothing (useWorkflowAction), and the form closes on success.
 */
export function SettlementActionScreen({ step, onClose, onDone }: Props) {
  const task = step && step.kind !== 'open' ? step.task : null;
  const thisMonth = beijing(new Date()).slice(0, 7);
  const [energy, setEnergy] = useState('');
  const [price, setPrice] = useState('');
  const [taxRate, setTaxRate] = useState('');
  const [remark, setRemark] = useState('');
  const [pay, setPay] = useState('');
  const [payDate, setPayDate] = useState(() => beijing(new Date()));
  const [month, setMonth] = useState(() => shiftMonth(thisMonth, 1));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  // Every opening starts from the task's figures as they are now.
  useEffect(() => {
    setEnergy(task?.energyKwh ?? '');
    setPrice(task?.unitPrice ?? '');
    setTaxRate(task?.taxRate ?? '');
    setPay(task ? (unpaidAmount(task) ?? '') : '');
    setRemark('');
    setErrors({});
  }, [step, task]);

  const { busy, run } = useWorkflowAction(
    {
      success: WORKFLOW_TOASTS.success,
      // A refusal about a field shows under it; anything else is a toast.
      error: (text) => {
        if (text === SETTLEMENT_MESSAGES.overpaid || text === SETTLEMENT_MESSAGES.payAmountFormat)
          setErrors({ pay: text });
        else WORKFLOW_TOASTS.error(text);
      },
    },
    () => {
      onClose();
      onDone();
    },
  );

  if (!step) return null;

  const preview = task ? revisePreview(energy, price, task.amount) : null;
  const submit = () => {
    if (step.kind === 'open') return void run(`open:${month}`, (key) => settlementApi.open(month, { key }));
    const { id, version } = step.task;
    if (step.kind === 'revise') {
      const found = {
        energy: energy.trim() ? validateEnergy(energy.trim()) : SETTLEMENT_MESSAGES.energyRequired,
        price: price.trim() ? validatePrice(price.trim()) : SETTLEMENT_MESSAGES.priceRequired,
        taxRate: validateTaxRate(taxRate.trim()),
      };
      if (!found.energy && !found.price && preview?.kind === 'tooLarge')
        found.price = SETTLEMENT_MESSAGES.amountTooLarge;
      setErrors(found);
      if (found.energy || found.price || found.taxRate) return;
      return void run(`revise:${id}`, (key) =>
        settlementApi.revise(
          {
            id,
            energyKwh: energy.trim(),
            unitPrice: price.trim(),
            taxRate: taxRate.trim() || undefined,
            remark: remark.trim() || undefined,
          },
          { key, version },
        ),
      );
    }
    const problem = payAmountError(pay, step.task);
    setErrors({ pay: problem });
    if (problem) return;
    void run(`pay:${id}`, (key) =>
      settlementApi.pay(
        { id, amount: pay.trim(), payDate, remark: remark.trim() || undefined },
        { key, version },
      ),
    );
  };

  return (
    <FullScreenDialog
      title={TITLES[step.kind]}
      open
      onClose={busy ? undefined : onClose}
      footer={
        <Button block color="primary" loading={busy} onClick={submit}>
          {step.kind === 'open' ? '开立' : '提交'}
        </Button>
      }
    >
      {task && (
        <div className="cwxt-m-step-head">
          {task.plantName} · {task.settleMonth}
          <br />
          电费金额 {displayMoney(task.amount)}
          {step.kind === 'pay' && `，已付 ${displayMoney(task.paidAmount)}`}
        </div>
      )}
      {step.kind === 'open' && (
        <List header="结算月份">
          <div style={{ padding: 12 }}>
            <Selector
              aria-label="结算月份"
              columns={3}
              value={[month]}
              onChange={(v) => v[0] && setMonth(v[0])}
              options={[-1, 0, 1].map((d) => ({
                label: shiftMonth(thisMonth, d),
                value: shiftMonth(thisMonth, d),
              }))}
            />
            <div className="cwxt-m-step-hint">为所有在运电厂开立该月结算任务；已开立的电厂不重复开立。</div>
          </div>
        </List>
      )}
      {step.kind === 'revise' && (
        <List>
          <List.Item title="上网电量(kWh)">
            <Input aria-label="上网电量(kWh)" inputMode="decimal" value={energy} onChange={setEnergy} />
            <FieldError text={errors.energy} />
          </List.Item>
          <List.Item title="结算电价(元/kWh)">
            <Input aria-label="结算电价(元/kWh)" inputMode="decimal" value={price} onChange={setPrice} />
            <FieldError text={errors.price} />
          </List.Item>
          <List.Item title="税率(%)">
            <Input aria-label="税率(%)" inputMode="decimal" value={taxRate} onChange={setTaxRate} />
            <FieldError text={errors.taxRate} />
          </List.Item>
          <List.Item title="修订后电费金额">
            <div role="status" aria-label="电费金额预览" className="cwxt-m-step-preview">
              {preview?.kind === 'amount'
                ? `${displayMoney(preview.amount)}（${displayMoneyChange(preview.change)}）`
                : preview?.kind === 'tooLarge'
                  ? SETTLEMENT_MESSAGES.amountTooLarge
                  : '—'}
            </div>
            {preview?.kind === 'amount' && (
              <div className="cwxt-m-step-hint">
                {displayEnergyKwh(energy)} × {price.trim()} 元/kWh
              </div>
            )}
          </List.Item>
          <List.Item title="修订说明">
            <TextArea aria-label="修订说明" value={remark} onChange={setRemark} maxLength={500} rows={2} />
          </List.Item>
        </List>
      )}
      {step.kind === 'pay' && task && (
        <List>
          <List.Item
            title="付款金额(元)"
            description={`未付 ${displayMoney(unpaidAmount(task))}，可分次登记`}
          >
            <Input aria-label="付款金额(元)" inputMode="decimal" value={pay} onChange={setPay} clearable />
            <FieldError text={errors.pay} />
          </List.Item>
          <DatePicker
            value={new Date(`${payDate}T00:00:00+08:00`)}
            max={new Date()}
            onConfirm={(d) => setPayDate(beijing(d))}
            cancelText="取消"
            confirmText="确定"
          >
            {(_, actions) => (
              <List.Item onClick={actions.open} extra={payDate} clickable>
                付款日期
              </List.Item>
            )}
          </DatePicker>
          <List.Item title="备注">
            <Input aria-label="备注" value={remark} onChange={setRemark} maxLength={200} />
          </List.Item>
        </List>
      )}
    </FullScreenDialog>
  );
}
