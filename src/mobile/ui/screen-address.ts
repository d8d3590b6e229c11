/**
 * The address of the full-screen screens over a page (docs/phone-navigation.md): the `screen`
 * search parameter holds the stack of open screens, `~`-separated, each `name` or `name.id`
 * (`/dfgl/task?screen=task.123`, then `?screen=task.123~s2` with a picker over it). Each screen is
 * one history entry, so the platform back (popstate) closes the top one and the page under it,
 * never unmounted, keeps its filters and scroll.
 */
export const SCREEN_PARAM = 'screen';
const STACK_SEP = '~';

/** The open screens of a search string, bottom first. */
export function screenStack(search: string): string[] {
  const raw = new URLSearchParams(search).get(SCREEN_PARAM);
  return raw ? raw.split(STACK_SEP).filter(Boolean) : [];
}

function withStack(search: string, stack: string[]): string {
  const params = new URLSearchParams(search);
  if (stack.length) params.set(SCREEN_PARAM, stack.join(STACK_SEP));
  else params.delete(SCREEN_PARAM);
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** The search string with `token` opened on top of the stack. */
export function pushScreen(search: string, token: string): string {
  return withStack(search, [...screenStack(search), token]);
}

/** The search string with `token` and every screen above it closed. */
export function dropScreen(search: string, token: string): string {
  const stack = screenStack(search);
  const at = stack.indexOf(token);
  return withStack(search, at < 0 ? stack : stack.slice(0, at));
}

/** The search string without any screen: what a list keys its filters on. */
export function searchWithoutScreens(search: string): string {
  return withStack(search, []);
}

/** `name.id`, the id escaped so it never contains the stack separator. */
export function screenToken(name: string, id: string): string {
  return `${name}.${encodeURIComponent(id).replace(/~/g, '%7E')}`;
}

/** The id of the open `name` screen of a search string, or null. */
export function screenId(search: string, name: string): string | null {
  const prefix = `${name}.`;
  const token = screenStack(search).find((t) => t.startsWith(prefix));
  if (!token) return null;
  try {
    return decodeURIComponent(token.slice(prefix.length));
  } catch {
    return null;
  }
}

/** History state of an entry this app pushed for a screen: closing it is one step back. */
export interface ScreenEntryState {
  cwxtScreen?: string;
}

export function pushedScreen(state: unknown): string | null {
  const value = (state as ScreenEntryState | null)?.cwxtScreen;
  return typeof value === 'string' ? value : null;
}
