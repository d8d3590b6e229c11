import { Suspense, lazy } from 'react';
import { Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { SUPER_QUERY_TEXTS as T } from '../../../shared/domain/query/builder-model';
import type { SuperQueryProps } from '../../../shared/hooks/super-query/use-super-query';

const SuperQuery = lazy(() => import('./super-query').then((m) => ({ default: m.SuperQuery })));

/** What pages import: the builder (pickers, date pickers, saved queries) loads with the list page that shows it, never with a shell's first load. */
export function SuperQueryLazy(props: SuperQueryProps) {
  return (
    <Suspense
      fallback={
        <Button type="primary" icon={<FilterOutlined />} disabled>
          {T.trigger}
        </Button>
      }
    >
      <SuperQuery {...props} />
    </Suspense>
  );
}
