import { useMemo } from 'react';
import { areaLabels, validAreaPath, type AreaData } from '../../domain/widgets/area/area-tree';
import { checkAreaType } from '../../domain/widgets/area/area-type';
import { useAreaData } from './use-area-data';

/**
 * What both shells' area pickers need: the loaded table, the value cut to its valid path, its
 * labels, and the type check ('Bad type value').
 */
export function useAreaValue(value: readonly string[] | null | undefined, type: unknown) {
  const area = useAreaData();
  const typeError = checkAreaType(type);
  const path = useMemo(() => (area.data ? validAreaPath(area.data, value) : []), [area.data, value]);
  const labels = useMemo(() => (area.data ? areaLabels(area.data, path) : []), [area.data, path]);
  return { ...area, typeError, path, labels };
}

/** The text of a value once the table is loaded ('' before). */
export function useAreaText(value: readonly string[] | null | undefined, separator = '/'): string {
  const { data } = useAreaData();
  return useMemo(() => (data ? textOf(data, value, separator) : ''), [data, value, separator]);
}

function textOf(data: AreaData, value: readonly string[] | null | undefined, separator: string): string {
  return areaLabels(data, value).join(separator);
}
