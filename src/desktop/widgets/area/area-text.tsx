import { useAreaText } from '../../../shared/hooks/area/use-area-value';

/** The names of an area value, e.g. 广东省/深圳市/南山区 (loads the area table on first use). */
export function AreaText({
  value,
  separator = '/',
}: {
  value: string[] | null | undefined;
  separator?: string;
}) {
  return <span>{useAreaText(value, separator)}</span>;
}
