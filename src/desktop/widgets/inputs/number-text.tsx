import { formatThousands } from '../../../shared/domain/widgets/inputs/number-filter';

/** A number with thousands separators (spec 001 §9 number filter), digits aligned in tables. */
export function NumberText({ value }: { value: number | string | null | undefined }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatThousands(value)}</span>;
}
