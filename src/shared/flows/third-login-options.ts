import { useEffect, useState } from 'react';
import { getAppConfig } from '../config/app-config';
import type { Result } from '../domain/contract/result';
import { isThirdLoginSource, type ThirdLoginOptions } from '../domain/contract/third-login';

/**
 * `GET /sys/thirdLogin/options`: which CAS / third-party buttons the login page offers. A plain
 * fetch, not the interceptor: a back end without this call (stock JeecgBoot) or a network failure
 * just means "no buttons", never an error popup on the login page.
 */
export async function getThirdLoginOptions(): Promise<ThirdLoginOptions | null> {
  try {
    const res = await fetch(`${getAppConfig().apiBase}/sys/thirdLogin/options`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<Result<ThirdLoginOptions>>;
    const r = body.success ? body.result : null;
    if (!r || !Array.isArray(r.sources)) return null;
    // The browser is sent to loginUrl: only an http(s) address is followed.
    const loginUrl = typeof r.cas?.loginUrl === 'string' ? r.cas.loginUrl : '';
    return {
      cas: /^https?:\/\//i.test(loginUrl) ? { loginUrl } : null,
      sources: r.sources.filter(isThirdLoginSource),
    };
  } catch {
    return null;
  }
}

let optionsRequest: Promise<ThirdLoginOptions | null> | null = null;

/** GET /sys/thirdLogin/options once per page load; a failure just means "no buttons". */
function loadOptions(): Promise<ThirdLoginOptions | null> {
  optionsRequest ??= getThirdLoginOptions();
  return optionsRequest;
}

/** Tests start each case with a fresh options request. */
export function resetThirdLoginOptionsForTests(): void {
  optionsRequest = null;
}

/**
 * The CAS / third-party sign-ins the server offers, or null (none, unknown yet, or unreadable).
 * Kept apart from the flow so the login page loads the buttons' code only when there is a button.
 */
export function useThirdLoginOptions(): ThirdLoginOptions | null {
  const [options, setOptions] = useState<ThirdLoginOptions | null>(null);
  useEffect(() => {
    let live = true;
    void loadOptions().then((o) => {
      if (live && o && (o.cas || o.sources.length > 0)) setOptions(o);
    });
    return () => {
      live = false;
    };
  }, []);
  return options;
}
