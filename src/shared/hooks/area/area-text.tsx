import { useAreaText } from './use-area-value';

/**
 * The names of an area value, e.g. 广东省/深圳市/南山区 (loads the area table on first use). Plain
 * text in a span, no UI kit, so both shells re-export this one component.
 */
export function AreaText({
  value,
  separator = '/',
}: {
  value: string[] | null | undefined;
  separator?: string;
}) {
  return <span>{useAreaText(value, separator)}</span>;
}
