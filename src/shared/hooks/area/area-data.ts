import { areaText, type AreaData } from '../../domain/widgets/area/area-tree';

/**
 * The china-area-data table (~116 KB) is loaded on first use through a dynamic import, so it is a
 * chunk of its own that never enters a shell's first load. One load per page; a failed load is
 * forgotten so the next widget can try again.
 */
let pending: Promise<AreaData> | null = null;

export function loadAreaData(): Promise<AreaData> {
  pending ??= import('china-area-data/data.json').then(
    (m) => m.default as AreaData,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The message shown when the table cannot be loaded (e.g. a chunk lost after a deploy). */
export const AREA_LOAD_FAILED = '地区数据加载失败，请刷新页面重试';

/** The text of a code list outside React (e.g. a table column): '广东省/深圳市/南山区'. */
export async function loadAreaText(
  codes: readonly string[] | null | undefined,
  separator = '/',
): Promise<string> {
  return areaText(await loadAreaData(), codes, separator);
}
