import { useEffect, useRef, useState } from 'react';

/**
 * Open-keys state of the side menu (spec 000 §2.4): only one root submenu open at a time, and a
 * collapse remembers the open keys to restore them on expand.
 */
export function useSideMenuState(collapsed: boolean, rootKeys: string[], initialOpenKeys: string[]) {
  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : initialOpenKeys);
  const cached = useRef<string[]>(initialOpenKeys);
  const wasCollapsed = useRef(collapsed);

  useEffect(() => {
    if (collapsed === wasCollapsed.current) return;
    wasCollapsed.current = collapsed;
    if (collapsed) {
      setOpenKeys((current) => {
        cached.current = current;
        return [];
      });
    } else {
      setOpenKeys(cached.current);
    }
  }, [collapsed]);

  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((k) => !openKeys.includes(k));
    if (latest && rootKeys.includes(latest)) setOpenKeys([latest]);
    else setOpenKeys(keys);
  };

  return { openKeys, onOpenChange };
}
