import { parseDecimal } from '../money/decimal';
import { amountOf, MONEY_INT_DIGITS, parseMoney } from '../money/money';
import { PERMISSION_PREFIX } from '../permission/codes';
import { BIZ_PATHS } from '../routes/business-paths';
import { isEmptyValue, validateRequired, type Validator } from '../validation/rules';
import type { ResourceSchema } from './types';

export const SETTLEMENT_MESSAGES = {
  monthRequired: '请选择结算月份',
  monthFormat: '结算月份格式应为 YYYY-MM',
  plantRequired: '请选择电厂',
  energyRequired: '请输入上网电量',
  energyFormat: '上网电量应为不小于 0 的数字，最多三位小数',
  priceRequired: '请输入结算电价',
  priceFormat: '结算电价应为不小于 0 的数字，最多六位小数',
  amountTooLarge: '电费金额超出范围，请检查上网电量和结算电价',
  taxRateFormat: '税率应为 0 到 99.99 之间的数字，最多两位小数',
  deadlineFormat: '截止日期格式不正确',
  reasonRequired: '请填写异议说明',
  reasonTooLong: '异议说明不能超过500个字',
  remarkTooLong: '备注不能超过500个字',
  duplicate: '该电厂本月结算任务已存在',
  payAmountFormat: '付款金额应为大于 0 的金额，最多两位小数',
  payDateRequired: '请选择付款日期',
  overpaid: '付款金额超过未付金额',
  hasInvoicesOrPayments: '结算任务已有发票或付款记录，不能删除',
  notEditable: '只有待确认的结算任务可以编辑或删除',
  plantNotRunning: '该电厂不在运，不能开立结算任务',
} as const;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Columns: energy_kwh numeric(18,3), unit_price numeric(10,6), tax_rate numeric(5,2). */
export const ENERGY_SCALE = 3;
export const PRICE_SCALE = 6;

const nonNegative = (v: bigint | null): v is bigint => v !== null && v >= 0n;

/** "12345.678" → the canonical text, or null when not a non-negative kWh of ≤3 decimals. */
export function parseEnergy(value: unknown): bigint | null {
  const v = parseDecimal(value, ENERGY_SCALE, 15);
  return nonNegative(v) ? v : null;
}

export function parsePrice(value: unknown): bigint | null {
  const v = parseDecimal(value, PRICE_SCALE, 4);
  return nonNegative(v) ? v : null;
}

export function parseTaxRate(value: unknown): bigint | null {
  const v = parseDecimal(value, 2, 2);
  return nonNegative(v) ? v : null;
}

/**
 * 电费金额 = 上网电量 × 结算电价, rounded half-up to fen; null when an input is not valid or the
 * amount would not fit numeric(18,2). The server stores this, the form previews the same.
 */
export function settlementAmount(energy: unknown, price: unknown): string | null {
  if (parseEnergy(energy) === null || parsePrice(price) === null) return null;
  const amount = amountOf(String(energy).trim(), ENERGY_SCALE, String(price).trim(), PRICE_SCALE);
  if (amount === null) return null;
  return parseMoney(amount) === null || amount.split('.')[0]!.length > MONEY_INT_DIGITS ? null : amount;
}

export const validateMonth: Validator = (v) =>
  isEmptyValue(v) || (typeof v === 'string' && MONTH_PATTERN.test(v))
    ? undefined
    : SETTLEMENT_MESSAGES.monthFormat;
export const validateEnergy: Validator = (v) =>
  isEmptyValue(v) || parseEnergy(v) !== null ? undefined : SETTLEMENT_MESSAGES.energyFormat;
export const validatePrice: Validator = (v) =>
  isEmptyValue(v) || parsePrice(v) !== null ? undefined : SETTLEMENT_MESSAGES.priceFormat;
export const validateTaxRate: Validator = (v) =>
  isEmptyValue(v) || parseTaxRate(v) !== null ? undefined : SETTLEMENT_MESSAGES.taxRateFormat;
export const validateDeadline: Validator = (v) =>
  isEmptyValue(v) || (typeof v === 'string' && DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v)))
    ? undefined
    : SETTLEMENT_MESSAGES.deadlineFormat;

/** 异议说明: required, ≤500 characters. */
export function disputeReasonError(reason: unknown): string | undefined {
  if (typeof reason !== 'string' || reason.trim() === '') return SETTLEMENT_MESSAGES.reasonRequired;
  return Array.from(reason.trim()).length > 500 ? SETTLEMENT_MESSAGES.reasonTooLong : undefined;
}

/** 电费结算任务 (`biz_settlement_task`): one per plant per month; the amount is the server's. */
export const settlementTaskSchema: ResourceSchema = {
  name: 'settlementTask',
  title: '结算任务',
  apiBase: '/cwxt/settlement',
  permissionPrefix: PERMISSION_PREFIX.settlement,
  table: 'biz_settlement_task',
  menuPath: BIZ_PATHS.settlement,
  defaultSort: { key: 'settleMonth', order: 'desc' },
  fields: [
    {
      key: 'settleMonth',
      title: '结算月份',
      kind: 'text',
      picker: 'month',
      rules: [validateRequired(SETTLEMENT_MESSAGES.monthRequired), validateMonth],
      list: true,
      search: 'range',
      sort: true,
      card: true,
      exportable: true,
    },
    // The plant data rule of 电厂用户 keys on this field.
    { key: 'plantId', title: '电厂', kind: 'text', picker: 'plant', filter: true, search: 'eq', sort: true },
    { key: 'plantName', title: '电厂名称', kind: 'text', list: true, card: true, exportable: true },
    {
      key: 'energyKwh',
      title: '上网电量(kWh)',
      kind: 'number',
      rules: [validateRequired(SETTLEMENT_MESSAGES.energyRequired), validateEnergy],
      list: true,
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'unitPrice',
      title: '结算电价(元/kWh)',
      kind: 'number',
      rules: [validateRequired(SETTLEMENT_MESSAGES.priceRequired), validatePrice],
      list: true,
      sort: true,
      form: true,
      exportable: true,
    },
    {
      key: 'amount',
      title: '电费金额(元)',
      kind: 'number',
      list: true,
      sort: true,

      exportable: true,
    },
    {
      key: 'taxRate',
      title: '税率(%)',
      kind: 'number',
      rules: [validateTaxRate],
      list: true,
      filter: true,
      form: true,
      exportable: true,
    },
    {
      key: 'deadline',
      title: '截止日期',
      kind: 'date',
      rules: [validateDeadline],
      list: true,
      sort: true,
      search: 'range',

      form: true,
      exportable: true,
    },
    { key: 'attachments', title: '附件', kind: 'file', form: true },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'cwxt_settle_status',
      list: true,
      search: 'eq',
      sort: true,

      exportable: true,
    },
    { key: 'disputeReason', title: '异议说明', kind: 'textarea', filter: true },
    { key: 'confirmTime', title: '确认时间', kind: 'datetime', list: true, sort: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', sort: true, search: 'range' },
  ],
};
