import dayjs, { type Dayjs } from 'dayjs';
import type { FormItemProps } from 'antd';
import type { ResourceField } from '../../../shared/domain/resources/types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Switch values (spec 002 §4 "Switch widget": true → first option, false → second; default Y/N). */
export const SWITCH_OPTIONS = ['Y', 'N'] as const;

const toDayjs = (v: unknown): Dayjs | undefined => {
  if (typeof v !== 'string' || !v) return undefined;
  const d = dayjs(v);
  return d.isValid() ? d : undefined;
};

/**
 * How a field's wire value maps onto its antd control, so the form store always holds wire values
 * (date strings, 'Y'/'N', comma lists) and the body needs no conversion.
 */
export function valuePropsFor(field: ResourceField): Partial<FormItemProps> {
  switch (field.kind) {
    case 'date':
    case 'datetime': {
      const format = field.kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
      return {
        getValueProps: (v: unknown) => ({ value: toDayjs(v) }),
        normalize: (d: Dayjs | null | undefined) => (d ? d.format(format) : undefined),
      };
    }
    case 'switch':
      return {
        valuePropName: 'checked',
        getValueProps: (v: unknown) => ({ checked: v === SWITCH_OPTIONS[0] }),
        normalize: (checked: boolean) => (checked ? SWITCH_OPTIONS[0] : SWITCH_OPTIONS[1]),
      };
    case 'dictMulti':
      return {
        getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? v.split(',') : [] }),
        normalize: (list: string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined),
      };
    default:
      return {};
  }
}

/** A [begin, end] range of date strings for RangePicker. */
export function rangeValueProps(field: ResourceField): Partial<FormItemProps> {
  const format = field.kind === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT;
  return {
    getValueProps: (v: unknown) => ({
      value: Array.isArray(v) ? [toDayjs(v[0]) ?? null, toDayjs(v[1]) ?? null] : undefined,
    }),
    normalize: (range: [Dayjs | null, Dayjs | null] | null) =>
      range ? [range[0]?.format(format), range[1]?.format(format)] : undefined,
  };
}
