import { Suspense, lazy } from 'react';
import type { MobileCronInputProps } from './cron-input';

const MobileCronInput = lazy(() => import('./cron-input').then((m) => ({ default: m.MobileCronInput })));

/** What phone pages import: the cron field and its editor load with the page that uses them. */
export function MobileCronInputLazy(props: MobileCronInputProps) {
  return (
    <Suspense fallback={<input disabled aria-label="cron表达式" value={props.value ?? ''} readOnly />}>
      <MobileCronInput {...props} />
    </Suspense>
  );
}
