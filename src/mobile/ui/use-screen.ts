import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { allowOwnPop } from '../../shared/platform/back-guard';
import { dropScreen, pushedScreen, pushScreen, screenId, screenStack, screenToken } from './screen-address';

/**
 * True when the browser already shows another entry than the rendered one (the page closed the
 * screen and navigated elsewhere in the same handler): going back then would undo that navigation.
 * A memory router (tests) leaves window.history alone, so there is nothing to compare.
 */
function movedOn(location: Location, live?: string): boolean {
  const key = live ?? (window.history.state as { key?: unknown } | null)?.key;
  return typeof key === 'string' && key !== location.key;
}

/**
 * Closes the `token` screen: one step back when this app pushed its entry and it is on top (so the
 * forward history stays clean), else the address without it, in place (a deep link's entry).
 */
export function closeScreen(
  navigate: NavigateFunction,
  location: Location,
  token: string,
  liveKey?: string,
): void {
  const stack = screenStack(location.search);
  if (!stack.includes(token) || movedOn(location, liveKey)) return;
  if (stack[stack.length - 1] === token && pushedScreen(location.state) === token) {
    // The screen closed itself (its own close, a save): this step back leaves no form to ask about.
    allowOwnPop();
    void navigate(-1);
    return;
  }
  void navigate(
    { pathname: location.pathname, search: dropScreen(location.search, token) },
    { replace: true },
  );
}

/** Opens the `token` screen as a new history entry on top of the current address. */
export function openScreen(navigate: NavigateFunction, location: Location, token: string): void {
  if (screenStack(location.search).includes(token)) return;
  void navigate(
    { pathname: location.pathname, search: pushScreen(location.search, token) },
    { state: { cwxtScreen: token } },
  );
}

export interface AddressedScreen {
  /** The id of the open screen (from the address), null when closed. */
  id: string | null;
  /** The open screen's token (`name.id`), for FullScreenDialog's `address`. */
  token: string | null;
  open(id: string): void;
  close(): void;
}

/**
 * A deep-linkable screen of a page (`?screen=name.id`): the address is its state, so a link opens
 * it, the platform back closes it, and a reload keeps it. The page renders its screen for `id`.
 */
export function useScreen(name: string): AddressedScreen {
  const location = useLocation();
  const navigate = useNavigate();
  const id = screenId(location.search, name);
  const token = id === null ? null : screenToken(name, id);
  const latest = useRef(location);
  latest.current = location;
  const open = useCallback(
    (next: string) => openScreen(navigate, latest.current, screenToken(name, next)),
    [navigate, name],
  );
  const close = useCallback(() => {
    const current = screenId(latest.current.search, name);
    if (current !== null) closeScreen(navigate, latest.current, screenToken(name, current));
  }, [navigate, name]);
  return { id, token, open, close };
}

/**
 * The history entry of a screen the page keeps in its own state (FullScreenDialog uses it): pushed
 * while open; a pop that removes it calls onClose; closing it in code takes the entry back.
 */
export function useScreenEntry(token: string, onClose: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate, onClose });
  latest.current = { location, navigate, onClose };
  // The router's history (browser or memory) knows the entry shown now, even after this screen's
  // last render: a handler that closes the screen and navigates elsewhere must not be undone.
  const history = useContext(UNSAFE_NavigationContext).navigator as { location?: Location };
  const pushed = useRef(false);
  const shown = useRef(false);
  const present = screenStack(location.search).includes(token);

  useEffect(() => {
    // A ref, not the effect's run count: StrictMode runs this twice and must push once.
    if (pushed.current) return;
    pushed.current = true;
    openScreen(latest.current.navigate, latest.current.location, token);
  }, [token]);

  useEffect(() => {
    if (present) shown.current = true;
    else if (shown.current) {
      // Popped by the platform back (or a link elsewhere): the screen follows the address.
      shown.current = false;
      latest.current.onClose();
    }
  }, [present]);

  useEffect(
    () => () => {
      if (!shown.current) return;
      shown.current = false;
      closeScreen(latest.current.navigate, latest.current.location, token, history.location?.key);
    },
    [token, history],
  );
}
