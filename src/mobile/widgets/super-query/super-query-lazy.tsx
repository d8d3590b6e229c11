import { Suspense, lazy } from 'react';
import { Button } from 'antd-mobile';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import type { SuperQueryProps } from '../../../shared/hooks/super-query/use-super-query';

const SuperQuery = lazy(() => import('./super-query').then((m) => ({ default: m.SuperQuery })));

/** What phone pages import: the builder loads with the page that shows it, never with the shell. */
export function SuperQueryLazy(props: SuperQueryProps) {
  return (
    <Suspense
      fallback={
        <Button size="small" color="primary" disabled>
          {T.trigger}
        </Button>
      }
    >
      <SuperQuery {...props} />
    </Suspense>
  );
}
