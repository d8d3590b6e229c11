import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pushedScreen, pushScreen, screenStack, searchWithoutScreens } from '../ui/screen-address';

/**
 * A link straight to a screen (`/dfgl/task?screen=task.123`, opened from a message or after
 * sign-in) becomes two entries: the list, then the screen over it. So the platform back closes the
 * screen onto its list, as it does for a screen opened by a tap. Only the bottom addressed screen
 * (`name.id`) is kept: a dialog's own entry (`s…`) means nothing after a reload.
 */
export function useDeepScreenLink(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const stack = screenStack(location.search);
    if (stack.length === 0 || pushedScreen(location.state)) return;
    const base = searchWithoutScreens(location.search);
    void navigate({ pathname: location.pathname, search: base }, { replace: true });
    const first = stack[0];
    if (!first?.includes('.')) return;
    void navigate(
      { pathname: location.pathname, search: pushScreen(base, first) },
      { state: { cwxtScreen: first } },
    );
  }, [location, navigate]);
}
