import { Input } from 'antd';
import { Suspense, lazy } from 'react';
import type { CronInputProps } from './cron-input';

const CronInput = lazy(() => import('./cron-input').then((m) => ({ default: m.CronInput })));

/**
 * What pages import: the cron input and both builders load on first render of a page that has
 * one, never with a shell's first load.
 */
export function CronInputLazy(props: CronInputProps) {
  return (
    <Suspense fallback={<Input disabled value={props.value} placeholder="加载中…" aria-label="cron表达式" />}>
      <CronInput {...props} />
    </Suspense>
  );
}
