/**
 * Who this page is: the hidden WeCom re-login frame is named RELOGIN_FRAME_NAME (a frame's name
 * survives its navigation to WeCom and back) and framed by a page of our own origin. Dependency-free:
 * the HTTP layer and the navigation guard ask it on every page.
 */
export const RELOGIN_FRAME_NAME = 'cwxt-relogin';

/** True when this page runs in a frame whose parent is a page of the same origin. */
export function isFramedBySameOrigin(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    // Reading another origin's location throws: only a same-origin parent answers.
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/** True inside the hidden re-login frame (which must neither show nor end the session). */
export function isReloginFrame(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  return !!win && win.name === RELOGIN_FRAME_NAME && isFramedBySameOrigin(win);
}
