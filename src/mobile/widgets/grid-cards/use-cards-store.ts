import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { GridStore } from '../../../shared/domain/grid/store';

// The phone uses the same store and engine as the desktop grid.
export { useColumnOptions, useGridStore as useCardsStore } from '../../../shared/hooks/grid/use-grid-store';

/** Re-renders on any change of the store (the card list shows a page of rows, not 10,000). */
export function useStoreChanges(store: GridStore): number {
  const counter = useRef(0);
  const subscribe = useCallback(
    (listener: () => void) =>
      store.subscribe(() => {
        counter.current++;
        listener();
      }),
    [store],
  );
  const read = () => counter.current;
  return useSyncExternalStore(subscribe, read, read);
}
