import { useSyncExternalStore } from 'react';
import type { GridStore } from '../../../shared/domain/grid/store';

export { useColumnOptions, useGridStore } from '../../../shared/hooks/grid/use-grid-store';

export function useStructureVersion(store: GridStore): number {
  return useSyncExternalStore(store.subscribe, store.getStructureVersion, store.getStructureVersion);
}

export function useStatsVersion(store: GridStore): number {
  return useSyncExternalStore(store.subscribe, store.getStatsVersion, store.getStatsVersion);
}
