import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../api/sys/auth-api';
import { getAppConfig } from '../config/app-config';

export interface CaptchaState {
  /** `data:image/…;base64,…`, '' before the first interaction, while loading, after a failure or when off. */
  image: string;
  /** The key sent with the login as `checkKey`. */
  checkKey: string;
  refresh: () => void;
  /** Asks for the first image now (idempotent). */
  request: () => void;
  enabled: boolean;
}

/**
 * The login image captcha (`GET /sys/randomImage/{key}`, key = current time like the original).
 * The first image is fetched on the first interaction with the page (focus or pointer down), not
 * on load: the code lives only 60 s on the server, a page merely opened (or fetched by a bot) does
 * not mint one, and the phone's first load stays free of the HTTP client (110 KiB budget).
 */
export function useCaptcha(enabled: boolean = getAppConfig().captcha): CaptchaState {
  const [checkKey, setCheckKey] = useState(() => String(Date.now()));
  const [requested, setRequested] = useState(false);
  const [image, setImage] = useState('');

  const request = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (!enabled || requested) return;
    const onFirstInteraction = () => setRequested(true);
    document.addEventListener('focusin', onFirstInteraction, { once: true });
    document.addEventListener('pointerdown', onFirstInteraction, { once: true });
    return () => {
      document.removeEventListener('focusin', onFirstInteraction);
      document.removeEventListener('pointerdown', onFirstInteraction);
    };
  }, [enabled, requested]);

  useEffect(() => {
    if (!enabled || !requested) return;
    let cancelled = false;
    getCaptcha(checkKey).then(
      (res) => {
        if (!cancelled) setImage(res.success && typeof res.result === 'string' ? res.result : '');
      },
      () => {
        if (!cancelled) setImage('');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [checkKey, enabled, requested]);

  const refresh = useCallback(() => {
    setRequested(true);
    // A new key even within the same millisecond, so the effect always runs again.
    setCheckKey((prev) => {
      const next = String(Date.now());
      return next === prev ? `${next}1` : next;
    });
  }, []);

  return { image, checkKey, refresh, request, enabled };
}
