import { useCallback, useEffect, useState } from 'react';

/** The "get code" button countdown after an SMS was sent. */
export function useSmsCountdown(seconds = 60): {
  remaining: number;
  running: boolean;
  start: () => void;
  reset: () => void;
} {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, running: remaining > 0, start, reset };
}
