/**
 * "page-closed" event of spec 000 §8: closing a tab tells interested pages (e.g. a kept-alive
 * editor holding unsaved state) that their instance is gone. A tiny emitter instead of a DOM
 * event so tests and pages get typed details.
 */
export interface PageClosedDetail {
  key: string;
  componentName?: string;
}

type Listener = (detail: PageClosedDetail) => void;

const listeners = new Set<Listener>();

export function onPageClosed(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitPageClosed(detail: PageClosedDetail): void {
  for (const listener of [...listeners]) listener(detail);
}
