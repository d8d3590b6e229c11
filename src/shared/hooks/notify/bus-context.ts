import { createContext, useContext } from 'react';

/**
 * A component-type announcement opens a business view with `{ id: busId }` (spec 000 §2.4). Menu
 * views only receive their route, so the id travels in this context; a view that can show one
 * record reads it with `useNoticeBusId()` (null when opened from the menu).
 */
export const NoticeBusContext = createContext<string | null>(null);

export function useNoticeBusId(): string | null {
  return useContext(NoticeBusContext);
}
