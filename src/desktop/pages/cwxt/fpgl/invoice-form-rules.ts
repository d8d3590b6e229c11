import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import {
  fieldText,
  INVOICE_FIELD_CHECKS,
  INVOICE_FIELD_DEPENDENCIES,
  type FieldGet,
  type InvoiceFieldCheck,
} from '../../../../shared/domain/business/invoice-field-rules';

/** One antd rule from a shared check that reads the other fields' values. */
const rule =
  (check: InvoiceFieldCheck): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_: unknown, value: unknown) => {
      // The date picker gives a dayjs; the checks read YYYY-MM-DD text.
      const v = dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value;
      const m = check(v, getFieldValue as FieldGet, dayjs().format('YYYY-MM-DD'));
      return m ? Promise.reject(new Error(m)) : Promise.resolve();
    },
  });

/**
 * The invoice form's cross-field rules (the server's checks, one field at a time), so each error
 * shows under its own field as the user types rather than as a toast after saving.
 */
export const INVOICE_FORM_RULES: Record<string, () => FormRule[]> = Object.fromEntries(
  Object.entries(INVOICE_FIELD_CHECKS).map(([key, check]) => [key, () => [rule(check)]]),
);

/** Which fields each cross rule reads: antd revalidates them when those change. */
export const INVOICE_FORM_DEPENDENCIES = INVOICE_FIELD_DEPENDENCIES;

/** 发票代码 is required except on an 电子发票: its asterisk follows the type. */
export const INVOICE_REQUIRED_WHEN: Record<string, (values: Record<string, unknown>) => boolean> = {
  invoiceCode: (values) => fieldText(values.invoiceType) !== 'electronic',
};
