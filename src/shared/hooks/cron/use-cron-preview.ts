import { useEffect, useRef, useState } from 'react';
import { CRON_PREVIEW_COUNT, CRON_PREVIEW_DEBOUNCE_MS } from '../../domain/cron/builder-model';
import { previewRuns, type CronPreviewResult } from '../../domain/cron/next-runs';

/** The next 10 runs of `expression` (year ignored): at once on mount, then 500 ms after the last change. */
export function useCronPreview(expression: string): CronPreviewResult {
  const [preview, setPreview] = useState(() => previewRuns(expression, new Date(), CRON_PREVIEW_COUNT));
  const computedFor = useRef(expression);
  useEffect(() => {
    if (computedFor.current === expression) return;
    const timer = setTimeout(() => {
      computedFor.current = expression;
      setPreview(previewRuns(expression, new Date(), CRON_PREVIEW_COUNT));
    }, CRON_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [expression]);
  return preview;
}
