import { Input } from 'antd';
import { Suspense, lazy } from 'react';
import type { CronInputProps } from './cron-input';

const CronInput = lazy(() => import('./cron-input').then((m) => ({ default: m.CronInput })));
const CronPreviewList = lazy(() => import('./cron-preview').then((m) => ({ default: m.CronPreviewList })));

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

/** The next-runs list of an expression (the job dialog shows it under the input), loaded the same way. */
export function CronPreviewListLazy({ expression }: { expression: string }) {
  return (
    <Suspense fallback={null}>
      <CronPreviewList expression={expression} />
    </Suspense>
  );
}
