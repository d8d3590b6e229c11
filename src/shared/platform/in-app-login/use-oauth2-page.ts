import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getHttpUi, showSuccess } from '../../api/http-ui';
import { browserLocation } from '../browser-location';
import { currentInApp } from '../in-app';
import { storeInAppLogin } from './exchange';
import { IN_APP_CLIENT_MESSAGES } from './messages';
import { bindAfterManualLogin, readOauth2Query, startOauth2Page, type Oauth2Step } from './oauth2-page-flow';

export type Oauth2View =
  | { kind: 'working' }
  | { kind: 'form'; message: string }
  | { kind: 'outside'; message: string }
  | { kind: 'framed' };

export interface Oauth2Page {
  view: Oauth2View;
  /** The manual sign-in finished: bind the app account if the exchange left a ticket, then go on. */
  onManualLogin(): Promise<void>;
  /** Where the page goes afterwards (a same-origin path). */
  redirect: string;
}

/**
 * One run per arrival (history entry): React's development double effect and a remount of the
 * page must not spend the one-time code twice or count as a second attempt; they share the step.
 */
let lastRun: { key: string; step: Promise<Oauth2Step> } | null = null;

function stepFor(key: string): Promise<Oauth2Step> {
  if (lastRun?.key !== key) {
    const search = key.slice(key.indexOf('|') + 1);
    lastRun = { key, step: startOauth2Page({ search, inApp: currentInApp() }) };
  }
  return lastRun.step;
}

/**
 * The behaviour of /oauth2-app/login shared by both shells: runs the in-app sign-in once on
 * arrival and tells the shell what to show. Navigation never repeats on its own (loop guard in
 * oauth2-page-flow).
 */
export function useOauth2Page(): Oauth2Page {
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<Oauth2View>({ kind: 'working' });
  const bindTicket = useRef<string | null>(null);
  const alive = useRef(true);
  const { redirect } = readOauth2Query(location.search);

  useEffect(() => {
    alive.current = true;
    const key = `${location.key}|${location.search}`;
    const apply = (step: Oauth2Step) => {
      if (!alive.current) return;
      // Shown by a mounted page: the run is over, a later arrival starts afresh.
      if (lastRun?.key === key) lastRun = null;
      switch (step.kind) {
        case 'navigate':
          // Both in one tick: React renders the new path and the new session together.
          navigate(step.to, { replace: true });
          storeInAppLogin(step.login);
          return;
        case 'leave':
          browserLocation.replace(step.url);
          return;
        case 'form':
          bindTicket.current = step.bindTicket;
          setView({ kind: 'form', message: step.message });
          return;
        case 'outside':
          setView({ kind: 'outside', message: IN_APP_CLIENT_MESSAGES.outside });
          return;
        case 'framed':
          setView({ kind: 'framed' });
      }
    };
    stepFor(key).then(apply, () =>
      apply({ kind: 'form', message: IN_APP_CLIENT_MESSAGES.failed, bindTicket: null }),
    );
    return () => {
      alive.current = false;
    };
    // One arrival, one run: a later query change is a new history entry (a new key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.search]);

  const onManualLogin = useCallback(async () => {
    const ticket = bindTicket.current;
    bindTicket.current = null;
    // Leave in the same tick as the login stored the session (see 'navigate' above); the bind
    // request carries the new token and reports through the shell's messages wherever we are.
    navigate(redirect, { replace: true });
    const bound = await bindAfterManualLogin(ticket);
    if (bound?.ok) showSuccess(bound.message);
    else if (bound) getHttpUi().error(bound.message);
  }, [navigate, redirect]);

  return { view, onManualLogin, redirect };
}
