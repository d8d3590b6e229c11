import { hasDirtyForms, subscribeDirtyForms } from './dirty-forms';

/**
 * The platform back inside WeCom / DingTalk / phone browsers. The Android back button, the iOS
 * swipe-back and the browser's back all arrive as a history pop (popstate); DingTalk Android also
 * fires a cancelable `backbutton` event on document first.
 *
 * - While a form is dirty (dirty-forms.ts) a back asks LEAVE_CONFIRM_TEXT; 继续编辑 puts the
 *   history entry back, 离开 lets the router take the pop.
 * - The "floor" (phone shell only): the app's first page sits on top of a marker entry, so a back
 *   from it lands on the marker instead of closing the webview. Landing there goes home when the
 *   signed-in layout offers it (setFloorHome), otherwise it really leaves (history.back()).
 *
 * The popstate listener is registered in the capture phase before react-router's BrowserRouter
 * adds its own (installBackGuard runs in main.tsx before the shell renders), so it runs first and
 * can stop the router from seeing a pop (stopImmediatePropagation).
 */
export const LEAVE_CONFIRM_TEXT = '当前内容尚未保存，确定离开吗？';
export const LEAVE_OK_TEXT = '离开';
export const LEAVE_CANCEL_TEXT = '继续编辑';

/** Resolves true when the user chose to leave. */
export type LeaveConfirm = () => Promise<boolean>;

const FLOOR_KEY = 'cwxtBackFloor';
/** How long a decided leave may take to arrive as a pop / an unload before the mark expires. */
const LEAVE_WINDOW_MS = 1500;

// Without a shell's dialog (login route, tests) the browser's own confirm asks the same question.
const nativeConfirm: LeaveConfirm = () => Promise.resolve(window.confirm(LEAVE_CONFIRM_TEXT));

let confirmLeave: LeaveConfirm = nativeConfirm;
let floorHome: (() => boolean) | null = null;
let asking = false;
/** The history idx of the entry the app shows (react-router keeps it in history.state.idx). */
let pageIdx = 0;
/** The path of that entry: a pop within it (a screen over the form closing) leaves no form. */
let pagePath = '';
/** A leave the user already confirmed: the next pop / unload until then passes unasked. */
let leaveDecidedUntil = 0;
/** Our own history.go() putting the page's entry back: its pop is swallowed. */
let restoring = false;
/** Our own re-dispatched pop: react-router must see it, we must not. */
let replaying = false;
/** A screen closing itself by one step back: that one pop passes unasked, nothing after it. */
let ownPop = false;

function isFloor(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FLOOR_KEY] === true
  );
}

/** The entry's react-router idx; the floor is -1; null for an entry nobody indexed. */
function idxOf(state: unknown): number | null {
  if (isFloor(state)) return -1;
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

function leaveDecided(): boolean {
  return Date.now() < leaveDecidedUntil;
}

function markLeaveDecided(): void {
  leaveDecidedUntil = Date.now() + LEAVE_WINDOW_MS;
}

/**
 * The app's own full-page navigations (reload after logout, the in-app sign-in round trip, the
 * version reload) pass without the leave question: the drafts keep the input, and a native
 * "leave site?" prompt in the middle of a re-login would only confuse.
 */
export function allowOwnNavigation(): void {
  markLeaveDecided();
}

/**
 * A screen closes itself (its close button, a save) by one step back: that pop passes unasked.
 * Unlike allowOwnNavigation, a leave right after it (the form's own back) is still asked.
 */
export function allowOwnPop(): void {
  ownPop = true;
}

/** The shell's dialog (antd-mobile Dialog, antd Modal); returns the unregister function. */
export function setLeaveConfirm(fn: LeaveConfirm): () => void {
  confirmLeave = fn;
  return () => {
    if (confirmLeave === fn) confirmLeave = nativeConfirm;
  };
}

/**
 * What landing on the floor does: the handler navigates home and returns true, or returns false
 * (already home, or no signed-in layout) and the app is left. Returns the unregister function.
 */
export function setFloorHome(fn: () => boolean): () => void {
  floorHome = fn;
  return () => {
    if (floorHome === fn) floorHome = null;
  };
}

/** Asks when a form is dirty; resolves true when the caller may navigate away. */
export function requestLeave(): Promise<boolean> {
  if (!hasDirtyForms() || leaveDecided()) return Promise.resolve(true);
  if (asking) return Promise.resolve(false);
  asking = true;
  return confirmLeave()
    .catch(() => false)
    .then((leave) => {
      asking = false;
      if (leave) markLeaveDecided();
      return leave;
    });
}

function restoreEntry(): void {
  const here = idxOf(window.history.state);
  const delta = here === null ? 1 : pageIdx - here;
  if (delta === 0) return;
  restoring = true;
  window.history.go(delta);
}

/** Lets react-router take the entry we are on now (the pop it did not see). */
function replayPop(): void {
  pageIdx = idxOf(window.history.state) ?? pageIdx;
  pagePath = window.location.pathname;
  replaying = true;
  try {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  } finally {
    replaying = false;
  }
}

function leaveFloor(): void {
  if (floorHome?.()) return;
  markLeaveDecided();
  // Below the floor is whatever opened the app; in a webview with nothing below this does
  // nothing and the next back closes the webview natively.
  window.history.back();
}

/**
 * The pop lands on the dirty form's own entry or one above it on the same page: a screen or picker
 * opened over the form closed (docs/phone-navigation.md), and the form is still there.
 */
function withinPage(state: unknown): boolean {
  const idx = idxOf(state);
  return idx !== null && idx >= pageIdx && window.location.pathname === pagePath;
}

function onPopState(event: PopStateEvent): void {
  if (replaying) return;
  const state: unknown = window.history.state;
  if (ownPop) {
    ownPop = false;
    pageIdx = idxOf(state) ?? pageIdx;
    pagePath = window.location.pathname;
    return;
  }
  if (restoring) {
    restoring = false;
    if (idxOf(state) === pageIdx) {
      event.stopImmediatePropagation();
      return;
    }
  }
  const onFloor = isFloor(state);
  const ask = hasDirtyForms() && !leaveDecided() && !withinPage(state);
  if (!ask && !onFloor) {
    pageIdx = idxOf(state) ?? pageIdx;
    pagePath = window.location.pathname;
    return;
  }
  // react-router keeps showing the current page until we decide.
  event.stopImmediatePropagation();
  if (asking) return;
  if (!ask) {
    leaveFloor();
    return;
  }
  void requestLeave().then((leave) => {
    if (!leave) restoreEntry();
    else if (isFloor(window.history.state)) leaveFloor();
    else replayPop();
  });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasDirtyForms() || leaveDecided()) return;
  event.preventDefault();
  // Older WebKit (WeCom/DingTalk on iOS 14–15) asks only when returnValue is set.
  event.returnValue = '';
}

/** DingTalk Android's hardware back: cancel it while dirty, ask, then go back ourselves. */
function onBackButton(event: Event): void {
  if (!hasDirtyForms() || leaveDecided()) return;
  event.preventDefault();
  void requestLeave().then((leave) => {
    if (leave) window.history.back();
  });
}

/** Puts the floor under the app's first entry (see the file comment). */
function layFloor(): void {
  const { history, location } = window;
  const state: unknown = history.state;
  const here = location.href;
  if (isFloor(state)) {
    // Came forward onto the floor (back into the app from another site): stand on it again.
    history.pushState({ usr: null, key: 'default', idx: 0 }, '', here);
  } else if (idxOf(state) === null) {
    // A fresh entry (react-router has not indexed it yet): the marker takes its place, the page
    // goes on top with idx 0. An entry with idx 0 already sits on a floor from an earlier load.
    const own = typeof state === 'object' && state !== null ? state : {};
    history.replaceState({ [FLOOR_KEY]: true }, '', here);
    history.pushState({ usr: null, key: 'default', ...own, idx: 0 }, '', here);
  }
}

/**
 * Installs the listeners (once, at boot, before the shell renders). `floor`: lay the floor under
 * the first page (the phone shell). Returns the uninstall function (tests).
 */
export function installBackGuard({ floor }: { floor: boolean }): () => void {
  if (floor) layFloor();
  pageIdx = idxOf(window.history.state) ?? 0;
  pagePath = window.location.pathname;
  const syncIdx = () => {
    // A form turns dirty on the page on screen: remember where that page sits in the history.
    const idx = idxOf(window.history.state);
    if (idx !== null && idx >= 0 && !asking) {
      pageIdx = idx;
      pagePath = window.location.pathname;
    }
  };
  const unsubscribe = subscribeDirtyForms(syncIdx);
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('backbutton', onBackButton);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPopState, true);
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('backbutton', onBackButton);
    confirmLeave = nativeConfirm;
    floorHome = null;
    asking = false;
    restoring = false;
    ownPop = false;
    leaveDecidedUntil = 0;
  };
}
