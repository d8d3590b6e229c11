import { useEffect, useState } from 'react';
import { detectDevice, type DeviceInfo } from '../domain/device/detect';

function current(): DeviceInfo {
  return detectDevice({ width: window.innerWidth, userAgent: navigator.userAgent });
}

/** `detectDevice` for the current window, updated on resize (the shell itself is chosen once at boot). */
export function useDevice(): DeviceInfo {
  const [info, setInfo] = useState(current);
  useEffect(() => {
    const onResize = () =>
      setInfo((prev) => {
        const next = current();
        return prev.device === next.device && prev.shell === next.shell && prev.inApp === next.inApp
          ? prev
          : next;
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return info;
}
