import type { FormItemProps } from 'antd-mobile';
import type { ResourceField } from '../../../shared/domain/resources/types';
import { formatDate, formatDateTime, parseDateValue } from '../../../shared/hooks/list-page/date-values';

/** Switch values (spec 002 §4: true → first option, false → second; default Y/N). */
const SWITCH_ON = 'Y';
const SWITCH_OFF = 'N';

export function formatDateOf(field: ResourceField, d: Date): string {
  return field.kind === 'datetime' ? formatDateTime(d) : formatDate(d);
}

/**
 * How a field's wire value maps onto its antd-mobile control, so the form store keeps wire values
 * (date strings, 'Y'/'N', comma lists) like the desktop form does.
 */
export function mobileValueProps(field: ResourceField): Partial<FormItemProps> {
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return {
        trigger: 'onConfirm',
        getValueProps: (v: unknown) => ({ value: parseDateValue(v) }),
        normalize: (d: Date | null | undefined) => (d ? formatDateOf(field, d) : undefined),
      };
    case 'dict':
      return field.dictCode
        ? {
            trigger: 'onConfirm',
            getValueProps: (v: unknown) => ({
              value: v === undefined || v === null || v === '' ? [] : [String(v)],
            }),
            normalize: (list: (string | number | null)[] | undefined) => (list?.[0] ?? undefined) as unknown,
          }
        : {};
    case 'dictMulti':
      return {
        getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? v.split(',') : [] }),
        normalize: (list: string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined),
      };
    case 'switch':
      return {
        valuePropName: 'checked',
        getValueProps: (v: unknown) => ({ checked: v === SWITCH_ON }),
        normalize: (checked: boolean) => (checked ? SWITCH_ON : SWITCH_OFF),
      };
    case 'number':
    case 'integer':
      return {
        normalize: (v: string | undefined) =>
          v === undefined || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v),
        getValueProps: (v: unknown) => ({ value: v === undefined || v === null ? '' : String(v) }),
      };
    default:
      return {};
  }
}
