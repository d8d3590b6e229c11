import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { getHttpUi } from '../api/http-ui';
import type { LoginParams, PhoneLoginParams } from '../domain/contract/auth';
import { RESULT_CODE } from '../domain/contract/result';
import type { Depart, Tenant } from '../domain/contract/user';
import { safeRedirectTarget } from '../domain/navigation/guard';
import { PATHS } from '../domain/routes/paths';
import { useCaptcha, type CaptchaState } from '../hooks/use-captcha';
import {
  loginWithPassword,
  loginWithPhone,
  selectDepart,
  selectTenant,
  useSession,
  type LoginOutcome,
} from '../session/session-store';
import { shownByInterceptor, usePendingTask } from './flow-helpers';

export type PendingChoice =
  null | { kind: 'depart'; options: Depart[] } | { kind: 'tenant'; options: Tenant[] };

export const LOGIN_FAILED_TITLE = '登录失败';

export interface LoginFlow {
  /** `checkKey` defaults to the flow's own captcha key. */
  submitPassword(values: Omit<LoginParams, 'checkKey'> & { checkKey?: string }): Promise<boolean>;
  submitPhone(values: PhoneLoginParams): Promise<boolean>;
  /**
   * Any other sign-in that ends in a stored login (CAS ticket, third-party code, issue 8): runs it,
   * shows a failure like the password login, then the same department / tenant / redirect steps.
   */
  submitOutcome(task: () => Promise<LoginOutcome>): Promise<boolean>;
  pending: boolean;
  /** The last failure's text (already shown through HttpUi; render it inline only if wanted). */
  error: string | null;
  pendingChoice: PendingChoice;
  /** orgCode for a department choice, tenant id for a tenant choice. */
  choose(value: string | number): Promise<void>;
  /** Navigate to the `redirect` query (if it is a path of this site) or the home page. */
  finish(): void;
  /** The image captcha of the password form (refreshed after a failed login, e.g. code 412). */
  captcha: CaptchaState;
}

/**
 * Headless login (CONTRACT.md §2.4): login → department choice when multi_depart is 2 → tenant
 * choice when there are several tenants → redirect target or /dashboard/analysis.
 */
export function useLoginFlow(
  options: {
    refreshCaptcha?: () => void;
    /** Replaces the final navigation (the in-app sign-in page and the re-login dialog, issue 8). */
    onFinish?: () => void;
  } = {},
): LoginFlow {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const captcha = useCaptcha();
  const { pending, error, run } = usePendingTask();
  const [pendingChoice, setPendingChoice] = useState<PendingChoice>(null);
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);
  const { refreshCaptcha, onFinish } = options;

  const finish = useCallback(() => {
    setPendingChoice(null);
    if (onFinish) {
      onFinish();
      return;
    }
    const target = safeRedirectTarget(searchParams.get('redirect'));
    navigate(target && !target.startsWith(PATHS.login) ? target : PATHS.home, { replace: true });
  }, [navigate, searchParams, onFinish]);

  const nextStep = useCallback(
    (o: LoginOutcome, after: 'login' | 'depart') => {
      if (after === 'login' && o.needsDepart) {
        setPendingChoice({ kind: 'depart', options: useSession.getState().departs });
        return;
      }
      if (o.needsTenant) {
        setPendingChoice({ kind: 'tenant', options: useSession.getState().tenantList });
        return;
      }
      finish();
    },
    [finish],
  );

  const onLoginError = useCallback(
    (message: string, e: unknown) => {
      if (!shownByInterceptor(e)) getHttpUi().notifyError(LOGIN_FAILED_TITLE, message);
      // 412 (wrong code) must refresh; our server also spends the captcha on any attempt, so refresh always.
      captcha.refresh();
      refreshCaptcha?.();
    },
    [captcha, refreshCaptcha],
  );

  const submitPassword = useCallback(
    async (values: Omit<LoginParams, 'checkKey'> & { checkKey?: string }) => {
      const o = await run(
        () => loginWithPassword({ ...values, checkKey: values.checkKey ?? captcha.checkKey }),
        onLoginError,
      );
      if (!o) return false;
      setOutcome(o);
      nextStep(o, 'login');
      return true;
    },
    [run, captcha.checkKey, onLoginError, nextStep],
  );

  const submitPhone = useCallback(
    async (values: PhoneLoginParams) => {
      const o = await run(
        () => loginWithPhone(values),
        (message, e) => {
          if (!shownByInterceptor(e)) getHttpUi().notifyError(LOGIN_FAILED_TITLE, message);
        },
      );
      if (!o) return false;
      setOutcome(o);
      nextStep(o, 'login');
      return true;
    },
    [run, nextStep],
  );

  const submitOutcome = useCallback(
    async (task: () => Promise<LoginOutcome>) => {
      const o = await run(task, (message, e) => {
        if (!shownByInterceptor(e)) getHttpUi().notifyError(LOGIN_FAILED_TITLE, message);
      });
      if (!o) return false;
      setOutcome(o);
      nextStep(o, 'login');
      return true;
    },
    [run, nextStep],
  );

  const choose = useCallback(
    async (value: string | number) => {
      if (!pendingChoice || !outcome) return;
      if (pendingChoice.kind === 'depart') {
        const done = await run(
          () => selectDepart(String(value)),
          (message, e) => {
            if (!shownByInterceptor(e)) getHttpUi().error(message);
          },
        );
        if (done) nextStep(outcome, 'depart');
        return;
      }
      selectTenant(value);
      finish();
    },
    [pendingChoice, outcome, run, nextStep, finish],
  );

  return {
    submitPassword,
    submitPhone,
    submitOutcome,
    pending,
    error,
    pendingChoice,
    choose,
    finish,
    captcha,
  };
}

/** True when an error is the captcha-wrong answer (code 412). */
export function isCaptchaError(e: unknown): boolean {
  return e instanceof ApiError && e.code === RESULT_CODE.CAPTCHA_WRONG;
}
