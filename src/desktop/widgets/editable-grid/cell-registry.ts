import { assertInstallableCellType } from '../../../shared/domain/grid/cell-types';
import { KIT_CELL_RENDERERS } from './kit-cells';
import type { CellRenderer } from './types';

/**
 * Installed cell renderers (the original's installCell): the pickers and uploads plug in here for
 * sel_user, sel_depart, popup, upload, file, image and sel_search_async, or a page overrides any
 * other type. Reserved names (rowNumber, rowCheckbox, …) throw.
 */
const installed = new Map<string, CellRenderer>();

export function installCell(type: string, renderer: CellRenderer): void {
  assertInstallableCellType(type);
  installed.set(type, renderer);
}

export function uninstallCell(type: string): void {
  installed.delete(type);
}

/** Checks a per-grid renderer map (untyped callers may pass any key). */
export function assertRendererMap(map: Readonly<Record<string, CellRenderer | undefined>> | undefined): void {
  if (!map) return;
  for (const key of Object.keys(map)) assertInstallableCellType(key);
}

/** The grid's own map first, then the installed renderers, then the widget kit's cells. */
export function customRenderer(
  type: string,
  map: Readonly<Record<string, CellRenderer | undefined>> | undefined,
): CellRenderer | undefined {
  return map?.[type] ?? installed.get(type) ?? KIT_CELL_RENDERERS[type as keyof typeof KIT_CELL_RENDERERS];
}
