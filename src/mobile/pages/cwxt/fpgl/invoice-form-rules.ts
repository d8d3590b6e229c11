import type { FormItemProps } from 'antd-mobile';
import {
  INVOICE_FIELD_CHECKS,
  INVOICE_FIELD_DEPENDENCIES,
  type FieldGet,
  type InvoiceFieldCheck,
} from '../../../../shared/domain/business/invoice-field-rules';
import { formatDate } from '../../../../shared/hooks/list-page/date-values';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** One antd-mobile rule from a shared check that reads the other fields. */
const rule =
  (check: InvoiceFieldCheck): Rule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: unknown) => {
      // The phone's own calendar day.
      const m = check(value, getFieldValue as FieldGet, formatDate(new Date()));
      return m ? Promise.reject(new Error(m)) : Promise.resolve();
    },
  });

/**
 * The phone invoice form's checks under each field as the user types: the tax within one fen of
 * 金额×税率 (a printed rounding difference passes), 价税合计 = 金额 + 税额.
 */
export const INVOICE_ITEM_RULES: Record<string, Rule[]> = Object.fromEntries(
  Object.entries(INVOICE_FIELD_CHECKS).map(([key, check]) => [key, [rule(check)]]),
);

export const INVOICE_ITEM_DEPENDENCIES = INVOICE_FIELD_DEPENDENCIES;

/** The figures typed as text ("1234.50"): never through a JS number. */
export const MONEY_KEYS = new Set(['amount', 'taxRate', 'taxAmount', 'totalAmount']);
