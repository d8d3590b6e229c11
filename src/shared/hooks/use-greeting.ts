import { useEffect, useState } from 'react';
import { greetingByHour } from '../domain/greeting';

const systemNow = (): Date => new Date();

/** The header greeting, re-evaluated every minute so it changes while the console stays open. */
export function useGreeting(now: () => Date = systemNow): string {
  const [greeting, setGreeting] = useState(() => greetingByHour(now().getHours()));
  useEffect(() => {
    const timer = setInterval(() => setGreeting(greetingByHour(now().getHours())), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  return greeting;
}
