import { Suspense, lazy, type ComponentType } from 'react';

/**
 * An editor component loaded on first render (spec 002: editors never enter a shell's first
 * load). While its module loads, the shell's `Loading` shows with the editor's accessible name, so
 * the page already has something named where the editor will be.
 */
export function lazyEditor<P extends { 'aria-label'?: string }>(
  load: () => Promise<ComponentType<P>>,
  defaultLabel: string,
  Loading: ComponentType<{ label: string }>,
): ComponentType<P> {
  const Editor = lazy(() => load().then((component) => ({ default: component })));
  return function LazyEditor(props: P) {
    return (
      <Suspense fallback={<Loading label={props['aria-label'] ?? defaultLabel} />}>
        <Editor {...props} />
      </Suspense>
    );
  };
}
