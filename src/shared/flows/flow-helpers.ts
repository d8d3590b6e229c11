import { useCallback, useState } from 'react';
import { errorText } from '../api/api-error';

/**
 * Pending / error bookkeeping shared by the flows. `run` resolves to the task's value, or to
 * undefined when it failed (the message is kept in `error`; the flow shows it through HttpUi).
 */
export function usePendingTask(): {
  pending: boolean;
  error: string | null;
  setError: (e: string | null) => void;
  run: <T>(
    task: () => Promise<T>,
    onError?: (message: string, error: unknown) => void,
  ) => Promise<T | undefined>;
} {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(task: () => Promise<T>, onError?: (message: string, error: unknown) => void) => {
      setPending(true);
      setError(null);
      try {
        return await task();
      } catch (e) {
        const message = errorText(e);
        setError(message);
        onError?.(message, e);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { pending, error, setError, run };
}

/** Errors that came through the HTTP interceptor (non-2xx) were already shown there. */
export function shownByInterceptor(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isAxiosError' in error &&
    (error as { isAxiosError: unknown }).isAxiosError === true
  );
}
