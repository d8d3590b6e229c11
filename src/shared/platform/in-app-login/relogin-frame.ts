import type { ReloginFrameMessage } from '../../domain/contract/in-app-login';
import { RELOGIN_FRAME_NAME } from './frame-identity';
import { IN_APP_CLIENT_MESSAGES } from './messages';

export { isFramedBySameOrigin, isReloginFrame } from './frame-identity';

/** The hidden WeCom re-login frame gives up after this long (the parent then asks the user). */
export const RELOGIN_FRAME_TIMEOUT_MS = 15_000;

export const RELOGIN_FRAME_TYPE: ReloginFrameMessage['type'] = 'cwxt-inapp-relogin';

export function isReloginFrameMessage(value: unknown): value is ReloginFrameMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === RELOGIN_FRAME_TYPE &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

/** Tells the parent page how the framed sign-in ended; never sent to another origin, never a token. */
export function postReloginResult(message: Omit<ReloginFrameMessage, 'type'>, win: Window = window): void {
  win.parent.postMessage(
    { type: RELOGIN_FRAME_TYPE, ...message } satisfies ReloginFrameMessage,
    win.location.origin,
  );
}

/**
 * Loads `url` (the WeCom authorize URL with purpose 'relogin') in a hidden frame and waits for its
 * /oauth2-app/login page to post the result. Only a message from this frame and this origin counts.
 */
export function runReloginFrame(
  url: string,
  timeoutMs: number = RELOGIN_FRAME_TIMEOUT_MS,
): Promise<ReloginFrameMessage> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    frame.title = 'relogin';
    frame.name = RELOGIN_FRAME_NAME;
    const finish = (message: ReloginFrameMessage) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(message);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
      if (isReloginFrameMessage(event.data)) finish(event.data);
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(
      () => finish({ type: RELOGIN_FRAME_TYPE, ok: false, message: IN_APP_CLIENT_MESSAGES.frameTimeout }),
      timeoutMs,
    );
    frame.src = url;
    document.body.appendChild(frame);
  });
}
