import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTabs } from '../../shell/tabs/tabs-store';

/**
 * A counter that goes up each time the multi-tab page holding the caller becomes active again
 * (spec 002 §2: the rich text editor reloads when its tab is re-activated or its kept-alive route
 * shows again). The page's tab key is the location (pathname + search) at mount, which is how the
 * tabs store keys its tabs; the first activation after mount is not a re-activation.
 */
export function useTabReloadKey(): number {
  const location = useLocation();
  const [ownKey] = useState(() => location.pathname + location.search);
  const activeKey = useTabs((s) => s.activeKey);
  const [reloadKey, setReloadKey] = useState(0);
  const seenActive = useRef(false);
  const previous = useRef(activeKey);

  useEffect(() => {
    const was = previous.current;
    previous.current = activeKey;
    if (activeKey !== ownKey) return;
    if (seenActive.current && was !== ownKey) setReloadKey((k) => k + 1);
    seenActive.current = true;
  }, [activeKey, ownKey]);

  return reloadKey;
}
